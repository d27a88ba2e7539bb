import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { callMachine } from './call.machine';
import { selectRecap } from './call.selectors';

/*
 * The recap along the call's paths (held when a connected call ends, its transcript, duration
 * and figures, none during a call, the same object while unchanged): call.paths.test.ts. No path
 * answers two turns, so here: the exchanges and the two figures of two answer times.
 */
it('counts the answered turns and reads median and 90th percentile by nearest rank', () => {
  const { context } = createActor(callMachine, { input: { agent: 'clara' } }).getSnapshot();
  const recap = {
    agent: 'clara',
    connectedAt: 1_000,
    endedAt: 66_000,
    transcript: [],
    answerTimesMs: [1_000, 800],
  };
  const snapshot = callMachine.resolveState({ value: 'ready', context: { ...context, recap } });
  expect(selectRecap(snapshot)).toMatchObject({
    durationMs: 65_000,
    exchanges: 2,
    medianAnswerMs: 800,
    p90AnswerMs: 1_000,
  });
});
