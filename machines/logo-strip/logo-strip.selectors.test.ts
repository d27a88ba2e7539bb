import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { logoStripMachine } from './logo-strip.machine';
import {
  selectIsScrolling,
  selectIsStill,
  selectIsUserPaused,
  selectOffset,
} from './logo-strip.selectors';

/**
 * Spec sections 2, 4 and 9: the strip moves 1 px every 50 ms, pauses on hover and resumes on
 * leave, jumps back to the start at its end; under reduced motion it stands still.
 */
describe('logo strip selectors', () => {
  it('offset, scrolling, hover pause, the pause button and reduced motion', () => {
    const clock = new SimulatedClock();
    const actor = createActor(logoStripMachine, { clock }).start();
    const now = () => actor.getSnapshot();
    expect(selectIsScrolling(now())).toBe(false);
    expect(selectOffset(now())).toBe(0);
    actor.send({ type: 'strip.measured', max: 3 });
    actor.send({ type: 'strip.visibility', visible: true });
    expect(selectIsScrolling(now())).toBe(true);
    clock.increment(49);
    expect(selectOffset(now())).toBe(0);
    clock.increment(1);
    expect(selectOffset(now())).toBe(1);
    clock.increment(50);
    clock.increment(50);
    expect(selectOffset(now())).toBe(3);
    clock.increment(50);
    expect(selectOffset(now())).toBe(0);

    actor.send({ type: 'pointer.enter' });
    expect(selectIsScrolling(now())).toBe(false);
    clock.increment(200);
    expect(selectOffset(now())).toBe(0);
    actor.send({ type: 'pointer.leave' });
    expect(selectIsScrolling(now())).toBe(true);

    expect(selectIsUserPaused(now())).toBe(false);
    actor.send({ type: 'strip.toggle' });
    expect(selectIsUserPaused(now())).toBe(true);
    expect(selectIsScrolling(now())).toBe(false);
    actor.send({ type: 'strip.toggle' });
    expect(selectIsUserPaused(now())).toBe(false);

    expect(selectIsStill(now())).toBe(false);
    clock.increment(50);
    expect(selectOffset(now())).toBe(1);
    actor.send({ type: 'motion.preference', reduced: true });
    expect(selectIsStill(now())).toBe(true);
    expect(selectIsScrolling(now())).toBe(false);
    expect(selectOffset(now())).toBe(0);
    actor.send({ type: 'motion.preference', reduced: false });
    expect(selectIsStill(now())).toBe(false);
    expect(selectIsScrolling(now())).toBe(true);
  });
});
