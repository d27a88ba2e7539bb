import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { callForwardingMachine } from './call-forwarding.machine';
import { selectSwitchOnCode } from './call-forwarding.selectors';

const started = () => createActor(callForwardingMachine).start();

describe('call-forwarding machine: what the paths do not sample', () => {
  it('takes only the no-reply times the networks accept (5–30 s in steps of 5)', () => {
    const actor = started();
    for (const seconds of [0, 35, 4, 12, Number.NaN]) {
      expect(actor.getSnapshot().can({ type: 'delay.choose', seconds })).toBe(false);
    }
    actor.send({ type: 'delay.choose', seconds: 35 });
    expect(actor.getSnapshot().context.delay).toBe(20);
    actor.send({ type: 'delay.choose', seconds: 10 });
    expect(actor.getSnapshot().context.delay).toBe(10);
  });

  it('shows a code only for a valid number, for the rule chosen, with the time chosen', () => {
    const actor = started();
    expect(selectSwitchOnCode(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'number.change', value: '+41 (0)44 123 45 67' });
    expect(selectSwitchOnCode(actor.getSnapshot())).toBe('**61*+41441234567**20#');
    actor.send({ type: 'delay.choose', seconds: 5 });
    expect(selectSwitchOnCode(actor.getSnapshot())).toBe('**61*+41441234567**5#');
    actor.send({ type: 'rule.choose', rule: 'unreachable' });
    expect(selectSwitchOnCode(actor.getSnapshot())).toBe('**62*+41441234567#');
    actor.send({ type: 'number.change', value: '+41 (0)44 123 45 6' });
    expect(selectSwitchOnCode(actor.getSnapshot())).toBeNull();
  });

  it('keeps what was typed on an error, letters and all', () => {
    const actor = started();
    actor.send({ type: 'number.change', value: '044 12x' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ typed: '044 12x', error: 'invalidChars' });
  });
});
