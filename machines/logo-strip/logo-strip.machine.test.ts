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
 * What the generated paths (replayed against the oracle in logo-strip.paths.test.ts, every sample
 * event tried in every state they pass) leave out: the tick's length (a path's tick is an event,
 * not 50 ms), ends other than the sampled 2 px, and the selectors the view reads. Spec: 1 px every 50 ms, back to the start at its end.
 */
function visibleStrip(max: number) {
  const clock = new SimulatedClock();
  const actor = createActor(logoStripMachine, { clock }).start();
  actor.send({ type: 'strip.measured', max });
  actor.send({ type: 'strip.visibility', visible: true });
  return { actor, clock, now: () => actor.getSnapshot() };
}

describe('logo strip machine', () => {
  it('moves 1 px every 50 ms, jumps back at its end; the selectors read it', () => {
    const { actor, clock, now } = visibleStrip(3);
    expect([selectIsScrolling(now()), selectIsStill(now()), selectIsUserPaused(now())]).toEqual([
      true,
      false,
      false,
    ]);
    clock.increment(49);
    expect(selectOffset(now())).toBe(0);
    clock.increment(1);
    expect(selectOffset(now())).toBe(1);
    clock.increment(50);
    clock.increment(50);
    expect(selectOffset(now())).toBe(3);
    clock.increment(50);
    expect(selectOffset(now())).toBe(0);
    actor.send({ type: 'strip.toggle' });
    expect([selectIsScrolling(now()), selectIsUserPaused(now())]).toEqual([false, true]);
    actor.send({ type: 'strip.toggle' });
    actor.send({ type: 'motion.preference', reduced: true });
    expect([selectIsScrolling(now()), selectIsStill(now())]).toEqual([false, true]);
  });

  // After 5 ticks on a 100 px strip, measured again: whole pixels, the offset clamped to the end.
  it.each([
    [3, { value: 'scrolling', offset: 3, max: 3 }],
    [2.7, { value: 'scrolling', offset: 2.7, max: 2 }],
    [-20, { value: 'paused', offset: 0, max: 0 }],
  ])('measured again at %s px', (max, expected) => {
    const { actor, clock, now } = visibleStrip(100);
    for (let tick = 0; tick < 5; tick += 1) clock.increment(50);
    actor.send({ type: 'strip.measured', max });
    const { value, context } = now();
    expect({ value, offset: context.offset, max: context.max }).toEqual(expected);
  });
});
