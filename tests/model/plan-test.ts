import { describe, expect, it } from 'vitest';
import { coverageOf, walkPath } from './coverage';
import { describePath, stateName, type MachinePath, type PathPlan } from './paths';
import { recordReplay } from './records';

/**
 * The standard unit test of a machine's generated paths: the covering paths reach every
 * declared transition and every reachable state, and a real actor walking each path passes
 * through exactly the states the graph predicted (value and context).
 */
export function testPlan(plan: PathPlan, paths: readonly MachinePath[]) {
  describe(`${plan.name} generated paths`, () => {
    it('cover every declared transition and every reachable state', () => {
      const coverage = coverageOf(plan, paths);
      expect(
        coverage.transitions.reachable,
        'declared transitions the sample events never reach',
      ).toEqual(coverage.transitions.declared);
      expect(coverage.transitions.covered).toEqual(coverage.transitions.declared);
      expect(coverage.states.covered).toEqual(coverage.states.reachable);
    });

    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
      const walk = walkPath(plan, path);
      expect(walk.snapshots.map((s) => stateName(s.value))).toEqual(
        path.steps.map((s) => stateName(s.state.value)),
      );
      expect(walk.snapshots.map((s) => s.context)).toEqual(path.steps.map((s) => s.state.context));
      recordReplay('unit', { machine: plan.name, path: describePath(path) });
    });
  });
}
