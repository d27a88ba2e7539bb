import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { waitlistMachine } from './waitlist.machine';

describe('waiting-list machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('"sends" for exactly one second, then reports success and clears the field', () => {
    const actor = createActor(waitlistMachine).start();
    const joined = vi.fn();
    actor.on('waitlist.joined', joined);
    actor.send({ type: 'email.change', value: 'lea@praxis-muster.ch' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(joined).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(joined).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.email).toBe('');
    expect(actor.getSnapshot().value).toBe('joined');
  });

  it('ignores a submit with an empty or blank value', () => {
    const actor = createActor(waitlistMachine).start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'email.change', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores edits while sending (the field is read-only then)', () => {
    const actor = createActor(waitlistMachine).start();
    actor.send({ type: 'email.change', value: 'a@b.ch' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'email.change', value: 'x@y.ch' });
    expect(actor.getSnapshot().context.email).toBe('a@b.ch');
  });
});
