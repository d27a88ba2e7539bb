import { describe, expect, it } from 'vitest';
import { coverageOf, walkPath } from '../../tests/model/coverage';
import { describePath, stateName } from '../../tests/model/paths';
import { recordReplay } from '../../tests/model/records';
import { callPaths, callPlan, serializeCallState } from './call.paths';

// Like `testPlan`, except that contexts are compared as serialised: the graph keeps one snapshot
// per serialised state, and the transcript is told apart by length only (it grows without end).
describe('call generated paths', () => {
  it('cover every declared transition and every reachable state', () => {
    const coverage = coverageOf(callPlan, callPaths);
    expect(coverage.transitions.reachable).toEqual(coverage.transitions.declared);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.declared);
    expect(coverage.states.covered).toEqual(coverage.states.reachable);
    // Walks every generated path: seconds on a busy two-core machine.
  }, 30_000);

  it.each(callPaths.map((p) => [describePath(p), p] as const))('%s', (_, path) => {
    const walk = walkPath(callPlan, path);
    expect(walk.snapshots.map((s) => stateName(s.value))).toEqual(
      path.steps.map((s) => stateName(s.state.value)),
    );
    // The graph keeps one snapshot per serialised state, so contexts are compared as serialised
    // (the same transcript length, not necessarily the same lines).
    expect(walk.snapshots.map(serializeCallState)).toEqual(
      path.steps.map((s) => serializeCallState(s.state)),
    );
    recordReplay('unit', { machine: callPlan.name, path: describePath(path) });
  });
});
