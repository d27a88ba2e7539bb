/**
 * The path model of the machines: the sample events a `<b>.paths.ts` declares explored with
 * `xstate/graph`, and the fewest of those paths that cover every state, transition and sample
 * event. Plain TypeScript beside the machines (no DOM, nothing from `src/` or `tests/`): the
 * `<b>.paths.ts` files import it; unit, view and browser replays reach it through `tests/model/`.
 */
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
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

/** The id of a written transition: `<state node id> <event>#<index>` (`always#<i>` for eventless). */
export function transitionId(t: AnyTransitionDefinition): string | undefined {
  const source = t.source as AnyStateNode;
  if (t.eventType === '') {
    const index = source.always?.indexOf(t) ?? -1;
    return index < 0 ? undefined : `${source.id} always#${index}`;
  }
  const list = source.transitions.get(t.eventType);
  const index = list?.indexOf(t) ?? -1;
  return index < 0 ? undefined : `${source.id} ${t.eventType}#${index}`;
}

/**
 * The machine with every invoked actor replaced by one that never settles, so that a walk
 * through a path is driven only by the path's own events (done, error and delayed events
 * included), exactly as the graph utilities explored it.
 */
export function neutralized(machine: AnyStateMachine): AnyStateMachine {
  // Once per machine: `provide` builds the whole machine again (its state nodes), which cost
  // more than the walk itself when thousands of paths are walked (call: 8,190).
  const known = neutralizedOf.get(machine);
  if (known) return known;
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((key) => [key, never]),
  );
  const made = machine.provide({ actors } as never);
  neutralizedOf.set(machine, made);
  return made;
}
const neutralizedOf = new WeakMap<AnyStateMachine, AnyStateMachine>();

export interface Walk {
  snapshots: AnyMachineSnapshot[];
  transitions: Set<string>;
}

/** Runs a path's events through a real actor and records the transitions it takes. */
export function walkPath(plan: PathPlan, path: MachinePath): Walk {
  const transitions = new Set<string>();
  const snapshots: AnyMachineSnapshot[] = [];
  const actor = createActor(neutralized(plan.machine), {
    input: plan.input as never,
    // The root actor's own microsteps (not its children's), including the eventless ones taken
    // while it is created (before `actor` is assigned): told apart by the root's session id.
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
      for (const t of event._transitions) {
        const id = transitionId(t);
        if (id) transitions.add(id);
      }
    },
  });
  actor.start();
  snapshots.push(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    actor.send(step.event);
    snapshots.push(actor.getSnapshot());
  }
  actor.stop();
  return { snapshots, transitions };
}

/** `<source state> <event type>`: one event taken in one (dotted) state. */
export function stateEventPair(source: AnyMachineSnapshot, event: EventObject): string {
  return `${stateName(source.value)} ${event.type}`;
}

export interface CoveringOptions {
  /**
   * Also every distinct (source state, event type) pair the paths take: an event a parent state
   * handles is then replayed from each of its child states (the unit replays' checks).
   */
  stateEvents?: boolean;
}

/** What a path visits, by plan (walking a path is the slow part: once per plan and path). */
const visitsOf = new WeakMap<MachinePath, Map<PathPlan, Set<string>>>();

function visits(plan: PathPlan, path: MachinePath): Set<string> {
  const known = visitsOf.get(path)?.get(plan);
  if (known) return known;
  const walk = walkPath(plan, path);
  const covered = new Set<string>(walk.transitions);
  for (const s of walk.snapshots) covered.add(`state:${stateName(s.value)}`);
  for (const [index, step] of path.steps.slice(1).entries()) {
    // Each sample event once too: every kind of input and answer shows up in a view replay.
    covered.add(`event:${eventLabel(step.event)}`);
    covered.add(`pair:${stateEventPair(walk.snapshots[index]!, step.event)}`);
  }
  visitsOf.set(path, (visitsOf.get(path) ?? new Map()).set(plan, covered));
  return covered;
}

/**
 * Fewest paths (greedily) that together visit every reachable state and transition and use
 * every sample event that leads anywhere (with `stateEvents`, also every state–event pair).
 */
export function coveringPaths(
  plan: PathPlan,
  paths: readonly MachinePath[],
  options: CoveringOptions = {},
): MachinePath[] {
  const items = paths.map((path) => {
    const all = visits(plan, path);
    const covered = options.stateEvents
      ? all
      : new Set([...all].filter((key) => !key.startsWith('pair:')));
    return { path, covered };
  });
  const remaining = new Set(items.flatMap((item) => [...item.covered]));
  const chosen: MachinePath[] = [];
  while (remaining.size > 0) {
    let best = items[0];
    let bestGain = -1;
    for (const item of items) {
      const gain = [...item.covered].filter((key) => remaining.has(key)).length;
      if (gain > bestGain) {
        best = item;
        bestGain = gain;
      }
    }
    if (!best || bestGain <= 0) break;
    chosen.push(best.path);
    for (const key of best.covered) remaining.delete(key);
  }
  return chosen;
}
