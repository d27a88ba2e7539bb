import { describe, expect, it } from 'vitest';
import { coverageOf } from '../../tests/model/coverage';
import { callPaths, callPlan } from './call.paths';

// The sample events reach every declared transition, and the covering paths every reachable
// state. (No per-path walk: an actor compared with the paths generated from the same machine
// is no test. What the machine does is checked in `call.machine.test.ts` and
// `call.lifecycle.test.ts`, what it shows in the views' replays.)
describe('call generated paths', () => {
  it('cover every declared transition and every reachable state', () => {
    const coverage = coverageOf(callPlan, callPaths);
    expect(coverage.transitions.reachable).toEqual(coverage.transitions.declared);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.declared);
    expect(coverage.states.covered).toEqual(coverage.states.reachable);
    // Walks every generated path: seconds on a busy two-core machine.
  }, 30_000);
});
