import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { speakingDetectorMachine } from './speaking-detector.machine';
import { selectIsActive, selectIsSpeaking, selectVolume } from './speaking-detector.selectors';

/**
 * Spec section 4: a summed level above 0.01 is speech; speech ends 1 second after the last such
 * level; the volume is the sum divided by 0.15, at most 1.
 */
describe('speaking detector selectors', () => {
  it('active, speaking and the volume', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      speakingDetectorMachine.provide({ actors: { levelSampler: fromCallback(() => {}) } }),
      { clock },
    ).start();
    const now = () => actor.getSnapshot();
    expect(selectIsActive(now())).toBe(false);
    expect(selectIsSpeaking(now())).toBe(false);
    expect(selectVolume(now())).toBe(0);
    actor.send({ type: 'session.start' });
    expect(selectIsActive(now())).toBe(true);
    actor.send({ type: 'levels.sampled', levels: [0.005, 0.005] });
    expect(selectIsSpeaking(now())).toBe(false);
    actor.send({ type: 'levels.sampled', levels: [0.03, 0.03] });
    expect(selectIsSpeaking(now())).toBe(true);
    expect(selectVolume(now())).toBeCloseTo(0.4);
    actor.send({ type: 'levels.sampled', levels: [0.2, 0.1] });
    expect(selectVolume(now())).toBe(1);
    clock.increment(999);
    expect(selectIsSpeaking(now())).toBe(true);
    clock.increment(1);
    expect(selectIsSpeaking(now())).toBe(false);
    actor.send({ type: 'session.end' });
    expect(selectIsActive(now())).toBe(false);
    expect(selectVolume(now())).toBe(0);
  });
});
