import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { WAITLIST_ROWS } from '../../tests/tables/input-rules';
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

describe('waiting-list machine after success', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function joined() {
    const actor = createActor(waitlistMachine).start();
    actor.send({ type: 'email.change', value: 'lea@praxis-muster.ch' });
    actor.send({ type: 'form.submit' });
    vi.advanceTimersByTime(1000);
    return actor;
  }

  it('keeps the success notice until the visitor types something new', () => {
    const actor = joined();
    expect(actor.getSnapshot().can({ type: 'email.change', value: '' })).toBe(false);
    actor.send({ type: 'email.change', value: '' });
    expect(actor.getSnapshot().value).toBe('joined');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('offers no submit on the success notice (the field is empty)', () => {
    const actor = joined();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });
});

describe('waiting-list machine while editing', () => {
  it('starts idle with an empty field', () => {
    const snapshot = createActor(waitlistMachine).start().getSnapshot();
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('takes every new value, also clearing the field', () => {
    const actor = createActor(waitlistMachine).start();
    actor.send({ type: 'email.change', value: 'l' });
    actor.send({ type: 'email.change', value: '' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it('treats an unchanged value as no change', () => {
    const actor = createActor(waitlistMachine).start();
    actor.send({ type: 'email.change', value: 'a@b.ch' });
    expect(actor.getSnapshot().can({ type: 'email.change', value: 'a@b.ch' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'email.change', value: 'a@b.c' })).toBe(true);
  });

  it.each(WAITLIST_ROWS)(
    'address %j: a submit sends: %s (table tests/tables/input-rules.ts)',
    (typed, submits) => {
      const actor = createActor(waitlistMachine).start();
      actor.send({ type: 'email.change', value: typed });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(submits);
    },
  );
});
