import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type StatePath } from 'xstate/graph';

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;
export type SampleEvents =
  readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);

/** What a machine's `<b>.paths.ts` declares: the machine and the sample events to explore it. */
export interface PathPlan {
  /** Name used in test titles, stories and coverage reports. */
  name: string;
  machine: AnyStateMachine;
  events: SampleEvents;
  /** Optional state key; by default value and context (the graph utilities' default). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  input?: unknown;
}

const planOfPath = new WeakMap<MachinePath, string>();

/** The name of the plan a generated path belongs to (for coverage records). */
export function planNameOf(path: MachinePath): string | undefined {
  return planOfPath.get(path);
}

/** A state value as a dotted string: `{ editing: 'idle' }` → `editing.idle`. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child && Object.keys(child).length ? `${key}.${stateName(child as StateValue)}` : key,
    )
    .join('|');
}

/** A short description of an event for test titles: type plus its first string payload. */
export function eventLabel(event: EventObject): string {
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} done`;
  if (event.type.startsWith('xstate.error.actor.')) {
    const error = (event as { error?: unknown }).error;
    const detail = error instanceof Error ? error.message : String(error);
    return `${event.type.slice(19)} error (${detail})`;
  }
  if (event.type.startsWith('xstate.after.')) return `after ${event.type.split('.')[2]}`;
  const details = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([, value]) => JSON.stringify(value))
    .join(' ');
  return details ? `${event.type} ${details}` : event.type;
}

/** `idle → field.change "name" "Anna" → …`: a readable title for one path. */
export function describePath(path: MachinePath): string {
  const steps = path.steps.slice(1).map((step) => eventLabel(step.event));
  return (
    [stateName(path.steps[0]?.state.value ?? ''), ...steps].join(' → ') +
    ` ⇒ ${stateName(path.state.value)}`
  );
}

/**
 * Paths through the machine: the shortest path to every reachable (state, context) the sample
 * events lead to, and each of those extended by every sample event once more, so that
 * transitions back into states already reached (closing a menu, a retry) are on some path too.
 */
export function generatePaths(plan: PathPlan): MachinePath[] {
  const options = {
    events: plan.events as never,
    input: plan.input,
    // Only events the state accepts: an ignored event adds nothing, and an actor error event
    // sent where no invoke listens would crash a real actor.
    filterEvents: ((snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.can(event)) as never,
    ...(plan.serializeState ? { serializeState: plan.serializeState as never } : {}),
  };
  const serialize =
    plan.serializeState ?? ((snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot));
  const shortest = getShortestPaths(plan.machine, options) as MachinePath[];
  const byKey = new Map(shortest.map((path) => [serialize(path.state), path]));
  const adjacency = getAdjacencyMap(plan.machine, options) as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
    }
  >;
  const extended: MachinePath[] = [];
  for (const { state, transitions } of Object.values(adjacency)) {
    const base = byKey.get(serialize(state));
    if (!base) continue;
    for (const next of Object.values(transitions)) {
      extended.push({ state: next.state, steps: [...base.steps, next], weight: base.weight + 1 });
    }
  }
  const all = [...shortest, ...extended];
  for (const path of all) planOfPath.set(path, plan.name);
  return all;
}

/** Every distinct state value the paths reach. */
export function reachableStateNames(paths: readonly MachinePath[]): string[] {
  const names = new Set<string>();
  for (const path of paths) for (const step of path.steps) names.add(stateName(step.state.value));
  return [...names].sort();
}
