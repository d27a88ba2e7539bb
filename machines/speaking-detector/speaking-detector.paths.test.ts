import { describe, expect, it } from 'vitest';
import { coverageOf, walkPath } from '../../tests/model/coverage';
import { describePath, stateName } from '../../tests/model/paths';
import { speakingDetectorPaths, speakingDetectorPlan } from './speaking-detector.paths';

describe('speaking detector generated paths', () => {
  it('cover every declared transition and every reachable state', () => {
    const coverage = coverageOf(speakingDetectorPlan, speakingDetectorPaths);
    expect(coverage.transitions.reachable).toEqual(coverage.transitions.declared);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.declared);
    expect(coverage.states.covered).toEqual(coverage.states.reachable);
  });

  it.each(speakingDetectorPaths.map((p) => [describePath(p), p] as const))('%s', (_, path) => {
    const walk = walkPath(speakingDetectorPlan, path);
    expect(walk.snapshots.map((s) => stateName(s.value))).toEqual(
      path.steps.map((s) => stateName(s.state.value)),
    );
    expect(walk.snapshots.map((s) => s.context)).toEqual(path.steps.map((s) => s.state.context));
  });
});
