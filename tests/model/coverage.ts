import type { AnyStateMachine, AnyTransitionDefinition, AnyStateNode } from 'xstate';
import {
  generatePaths,
  stateName,
  transitionId,
  walkPath,
  type MachinePath,
  type PathPlan,
} from './paths';

// Choosing the paths to replay is part of the path model beside the machines; measuring what
// the replays covered (below) is the tests' own.
export { coveringPaths, neutralized, walkPath, type Walk } from './paths';

export interface TransitionInfo {
  id: string;
  source: string;
  event: string;
  targets: string;
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
