import type { AnyStateMachine, AnyTransitionDefinition, AnyStateNode } from 'xstate';
import {
  generatePaths,
  stateEventPair,
  stateName,
  transitionId,
  walkPath,
  type MachinePath,
  type PathPlan,
} from './paths';

// Choosing the paths to replay is part of the path model beside the machines; measuring what
// the replays covered (below) is the tests' own.
export { coveringPaths, neutralized, walkPath, type Walk } from './paths';

interface TransitionInfo {
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

/** The states, transitions and state–event pairs a real actor passes through along the paths. */
export function visited(paths: readonly { plan: PathPlan; path: MachinePath }[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const pairs = new Set<string>();
  for (const { plan, path } of paths) {
    const walk = walkPath(plan, path);
    walk.snapshots.forEach((s) => states.add(stateName(s.value)));
    walk.transitions.forEach((t) => transitions.add(t));
    path.steps
      .slice(1)
      .forEach((step, index) => pairs.add(stateEventPair(walk.snapshots[index]!, step.event)));
  }
  return { states, transitions, pairs };
}

/** What the sample events can reach, and what a set of replayed paths actually covers. */
export function coverageOf(plan: PathPlan, replayed: readonly MachinePath[]) {
  const reach = (paths: readonly MachinePath[]) => visited(paths.map((path) => ({ plan, path })));
  const [reachable, covered] = [reach(generatePaths(plan)), reach(replayed)];
  return {
    states: { reachable: [...reachable.states].sort(), covered: [...covered.states].sort() },
    transitions: {
      declared: [...declaredTransitions(plan.machine).keys()].sort(),
      reachable: [...reachable.transitions].sort(),
      covered: [...covered.transitions].sort(),
    },
  };
}

export const isPlan = (value: unknown): value is PathPlan =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'machine' in value &&
  'events' in value;

/** The plans per machine id: a machine explored from more than one input has a plan per input. */
export function plansByMachine(
  modules: readonly Record<string, unknown>[],
): Map<string, PathPlan[]> {
  const out = new Map<string, PathPlan[]>();
  for (const plan of modules.flatMap((module) => Object.values(module).filter(isPlan)))
    out.set(plan.machine.id, [...(out.get(plan.machine.id) ?? []), plan]);
  return out;
}
