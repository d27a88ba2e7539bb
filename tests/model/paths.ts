import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;
export type SampleEvents =
  readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[]);

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

/** The shortest path to every reachable (state, context) the sample events lead to. */
export function generatePaths(plan: PathPlan): MachinePath[] {
  return getShortestPaths(plan.machine, {
    events: plan.events as never,
    input: plan.input,
    ...(plan.serializeState ? { serializeState: plan.serializeState as never } : {}),
  }) as MachinePath[];
}

/** Every distinct state value the paths reach. */
export function reachableStateNames(paths: readonly MachinePath[]): string[] {
  const names = new Set<string>();
  for (const path of paths) for (const step of path.steps) names.add(stateName(step.state.value));
  return [...names].sort();
}
