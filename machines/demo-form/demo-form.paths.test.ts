import { describe, expect, it } from 'vitest';
import { coverageOf, walkPath } from '../../tests/model/coverage';
import { describePath, stateName } from '../../tests/model/paths';
import { demoFormAllPaths, demoFormPaths, demoFormPlan } from './demo-form.paths';

describe('demo form generated paths', () => {
  it('reaches every declared transition and state', () => {
    const coverage = coverageOf(demoFormPlan, demoFormPaths);
    console.log(demoFormAllPaths.length, demoFormPaths.length, coverage);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.declared);
    expect(coverage.states.covered).toEqual(coverage.states.reachable);
  });

  it.each(demoFormPaths.map((p) => [describePath(p), p] as const))('%s', (_, path) => {
    const walk = walkPath(demoFormPlan, path);
    expect(walk.snapshots.map((s) => stateName(s.value))).toEqual(
      path.steps.map((s) => stateName(s.state.value)),
    );
  });
});
