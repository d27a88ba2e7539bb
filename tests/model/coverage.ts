import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type AnyStateNode,
} from 'xstate';
import { eventLabel, generatePaths, stateName, type MachinePath, type PathPlan } from './paths';

export interface TransitionInfo {
  id: string;
  source: string;
  event: string;
  targets: string;
}

function transitionId(t: AnyTransitionDefinition): string | undefined {
  const source = t.source as AnyStateNode;
  if (t.eventType === '') {
    const index = source.always?.indexOf(t) ?? -1;
    return index < 0 ? undefined : `${source.id} always#${index}`;
  }
  const list = source.transitions.get(t.eventType);
  const index = list?.indexOf(t) ?? -1;
  return index < 0 ? undefined : `${source.id} ${t.eventType}#${index}`;
}

function describeTargets(t: AnyTransitionDefinition): string {
  return t.target?.map((node: AnyStateNode) => node.id).join(',') ?? '(stays)';
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

/** Every transition written in the machine: `on`, `after`, `always`, invoke done/error. */
export function declaredTransitions(machine: AnyStateMachine): Map<string, TransitionInfo> {
  const out = new Map<string, TransitionInfo>();
  for (const node of allNodes(machine.root)) {
    const defs = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const t of defs) {
      const id = transitionId(t);
      if (id)
        out.set(id, {
          id,
          source: node.id,
          event: t.eventType || 'always',
          targets: describeTargets(t),
        });
    }
  }
  return out;
}

/**
 * The machine with every invoked actor replaced by one that never settles, so that a walk
 * through a path is driven only by the path's own events (done, error and delayed events
 * included), exactly as the graph utilities explored it.
 */
export function neutralized(machine: AnyStateMachine): AnyStateMachine {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((key) => [key, never]),
  );
  return machine.provide({ actors } as never);
}

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
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' || event.actorRef !== actor) return;
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

/**
 * Fewest paths (greedily) that together visit every reachable state and transition and use
 * every sample event that leads anywhere.
 */
export function coveringPaths(plan: PathPlan, paths: readonly MachinePath[]): MachinePath[] {
  const items = paths.map((path) => {
    const walk = walkPath(plan, path);
    const covered = new Set<string>(walk.transitions);
    for (const s of walk.snapshots) covered.add(`state:${stateName(s.value)}`);
    // Each sample event once too: every kind of input and answer shows up in a view replay.
    for (const step of path.steps.slice(1)) covered.add(`event:${eventLabel(step.event)}`);
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

export interface Coverage {
  states: { reachable: string[]; covered: string[] };
  transitions: { declared: string[]; reachable: string[]; covered: string[] };
}

/** What the sample events can reach, and what a set of replayed paths actually covers. */
export function coverageOf(plan: PathPlan, replayed: readonly MachinePath[]): Coverage {
  const all = generatePaths(plan);
  const reach = (paths: readonly MachinePath[]) => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const path of paths) {
      const walk = walkPath(plan, path);
      walk.snapshots.forEach((s) => states.add(stateName(s.value)));
      walk.transitions.forEach((t) => transitions.add(t));
    }
    return { states: [...states].sort(), transitions: [...transitions].sort() };
  };
  const reachable = reach(all);
  const covered = reach(replayed);
  return {
    states: { reachable: reachable.states, covered: covered.states },
    transitions: {
      declared: [...declaredTransitions(plan.machine).keys()].sort(),
      reachable: reachable.transitions,
      covered: covered.transitions,
    },
  };
}
