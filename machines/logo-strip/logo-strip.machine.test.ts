import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { logoStripMachine } from './logo-strip.machine';

function visibleStrip(max: number) {
  const actor = createActor(logoStripMachine).start();
  actor.send({ type: 'strip.measured', max });
  actor.send({ type: 'strip.visibility', visible: true });
  return actor;
}

describe('logo strip machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves 1 px every 50 ms and jumps back to the start at its end', () => {
    const actor = visibleStrip(3);
    expect(actor.getSnapshot().value).toBe('scrolling');
    vi.advanceTimersByTime(49);
    expect(actor.getSnapshot().context.offset).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.offset).toBe(1);
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().context.offset).toBe(3);
    vi.advanceTimersByTime(50);
    expect(actor.getSnapshot().context.offset).toBe(0);
  });

  it('pauses on hover and on focus, and resumes only when both are gone', () => {
    const actor = visibleStrip(100);
    vi.advanceTimersByTime(100);
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'focus.enter' });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.offset).toBe(2);
    actor.send({ type: 'pointer.leave' });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().context.offset).toBe(2);
    actor.send({ type: 'focus.leave' });
    vi.advanceTimersByTime(50);
    expect(actor.getSnapshot().context.offset).toBe(3);
  });

  it('does not move while off screen, unmeasured or stopped by its button', () => {
    const actor = createActor(logoStripMachine).start();
    actor.send({ type: 'strip.visibility', visible: true });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'strip.measured', max: 10 });
    actor.send({ type: 'strip.toggle' });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().context.offset).toBe(0);
    actor.send({ type: 'strip.toggle' });
    actor.send({ type: 'strip.visibility', visible: false });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().context.offset).toBe(0);
  });

  it('stands still at the start when the visitor prefers reduced motion', () => {
    const actor = visibleStrip(100);
    vi.advanceTimersByTime(200);
    actor.send({ type: 'motion.preference', reduced: true });
    expect(actor.getSnapshot().value).toBe('still');
    expect(actor.getSnapshot().context.offset).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.offset).toBe(0);
    actor.send({ type: 'motion.preference', reduced: false });
    expect(actor.getSnapshot().value).toBe('scrolling');
  });
});
