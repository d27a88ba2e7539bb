import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { waitlistMachine } from './waitlist.machine';
import { selectEmail, selectIsBusy } from './waitlist.selectors';

/** Spec section 4: idle, sending for 1 second (simulated), then the field is cleared. */
describe('waitlist selectors', () => {
  it('the typed address, busy for 1000 ms after submit, then cleared', () => {
    const clock = new SimulatedClock();
    const actor = createActor(waitlistMachine, { clock }).start();
    expect(selectEmail(actor.getSnapshot())).toBe('');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'email.change', value: 'lea@praxis-muster.ch' });
    expect(selectEmail(actor.getSnapshot())).toBe('lea@praxis-muster.ch');
    actor.send({ type: 'form.submit' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    clock.increment(999);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectEmail(actor.getSnapshot())).toBe('');
  });
});
