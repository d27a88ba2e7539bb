import { describe, expect, it } from 'vitest';
import { SWITCH_OFF_CODE, switchOnCode, type ForwardingRule } from './call-forwarding.codes';

/** The GSM codes (3GPP TS 22.030 Annex B), written out from the issue. */
const SWITCH_ON: readonly (readonly [ForwardingRule, string, number, string])[] = [
  ['all', '+41441234567', 20, '**21*+41441234567#'],
  ['busy', '+41441234567', 20, '**67*+41441234567#'],
  ['noAnswer', '+41441234567', 5, '**61*+41441234567**5#'],
  ['noAnswer', '+41441234567', 20, '**61*+41441234567**20#'],
  ['noAnswer', '+4232345678', 30, '**61*+4232345678**30#'],
  ['unreachable', '+41441234567', 20, '**62*+41441234567#'],
  ['conditional', '+4232345678', 20, '**004*+4232345678#'],
];

describe('call-forwarding codes', () => {
  it.each(SWITCH_ON)('%s to %s (%i s): %s', (rule, number, seconds, code) => {
    expect(switchOnCode(rule, number, seconds)).toBe(code);
  });

  it.each([0, 35, 4, 31, 12.5])('refuses a no-reply time of %s seconds', (seconds) => {
    expect(() => switchOnCode('noAnswer', '+41441234567', seconds)).toThrow(RangeError);
  });

  it('ignores the time for every other rule, and needs an E.164 number', () => {
    expect(switchOnCode('busy', '+41441234567', 35)).toBe('**67*+41441234567#');
    expect(() => switchOnCode('all', '0441234567', 20)).toThrow(RangeError);
  });

  it('switches every forwarding off with ##002#', () => {
    expect(SWITCH_OFF_CODE).toBe('##002#');
  });
});
