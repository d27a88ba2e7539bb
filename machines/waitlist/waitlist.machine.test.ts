import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventFromLogic } from 'xstate';
import { WAITLIST_ROWS } from '../../tests/tables/input-rules';
import { waitlistMachine } from './waitlist.machine';
import { selectEmail, selectIsBusy } from './waitlist.selectors';

type WaitlistEvent = EventFromLogic<typeof waitlistMachine>;

/**
 * What the generated paths (waitlist.paths.test.ts: each change, submit and success, and every
 * sample event tried in every state) leave out: the second's length, the address rules and the
 * selectors.
 */
function waitlist(...events: WaitlistEvent[]) {
  const clock = new SimulatedClock();
  const actor = createActor(waitlistMachine, { clock }).start();
  events.forEach((event) => actor.send(event));
  return { actor, clock };
}

const LEA: WaitlistEvent = { type: 'email.change', value: 'lea@praxis-muster.ch' };
const SUBMIT: WaitlistEvent = { type: 'form.submit' };

describe('waiting-list machine', () => {
  it('"sends" for exactly one second, a second submit not starting it again; the selectors', () => {
    const { actor, clock } = waitlist(LEA);
    const read = () => [selectEmail(actor.getSnapshot()), selectIsBusy(actor.getSnapshot())];
    expect(read()).toEqual(['lea@praxis-muster.ch', false]);
    actor.send(SUBMIT);
    actor.send(SUBMIT);
    clock.increment(999);
    expect(read()).toEqual(['lea@praxis-muster.ch', true]);
    clock.increment(1);
    expect(read()).toEqual(['', false]);
  });

  it.each(WAITLIST_ROWS)(
    'address %j: a submit sends: %s (table tests/tables/input-rules.ts)',
    (typed, submits) => {
      const { actor } = waitlist({ type: 'email.change', value: typed }, SUBMIT);
      expect(actor.getSnapshot().hasTag('busy')).toBe(submits);
    },
  );
});
