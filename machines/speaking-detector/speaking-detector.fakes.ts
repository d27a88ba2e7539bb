import { fromCallback } from 'xstate';
import type { LevelSamplerRequest } from './speaking-detector.types';

/**
 * A level sampler for tests and stories that answers each read with the next entry of a
 * script (the last entry repeats): e.g. `[[0.2], [0.2], [0]]` is 200 ms of speech, then silence.
 */
export function scriptedLevelSampler(script: ReadonlyArray<readonly number[]>) {
  return fromCallback<LevelSamplerRequest>(({ sendBack, receive }) => {
    let index = 0;
    receive(() => {
      const levels = script[Math.min(index, script.length - 1)] ?? [0];
      index += 1;
      sendBack({ type: 'levels.sampled', levels });
    });
  });
}

/** Samplers for tests and stories: a silent remote side, and one that speaks without pause. */
export const levelSamplerFakes = {
  silent: scriptedLevelSampler([[0]]),
  speaking: scriptedLevelSampler([[0.2]]),
};
