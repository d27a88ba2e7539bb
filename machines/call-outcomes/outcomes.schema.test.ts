import { describe, expect, it } from 'vitest';
import { cardOf, detailsOf, referenceOf } from './outcomes.schema';

/* The tools' arguments (docs/assistant-tools.json), valid and invalid, from a table. The paths'
 * sample calls (outcomes.paths.test.ts: appointment, JSON-string ticket, no time) are not repeated. */

const call = (name: string, args: unknown) => ({ id: 'call-9', name, arguments: args });
const slot = { date: '2026-12-03', time: '14:30' };

describe('tool arguments', () => {
  it.each([
    ['reserveAppointment', { date: '2028-02-29', time: '00:00', reason: 'K' }],
    ['reserveAppointment', { date: '2026-12-03', time: '23:59', reason: 'x'.repeat(80) }],
    ['createTicket', { subject: 'Drucker', priority: 'low' }],
    ['createTicket', { subject: 'Drucker', priority: 'normal' }],
  ])('%s %j is usable', (name, args) => {
    expect(detailsOf(call(name, args))).not.toBeNull();
    expect(cardOf(call(name, args), 1)?.status).toBe('pending');
  });

  it.each([
    ['reserveAppointment', { date: '2026-02-29', time: '14:30', reason: 'K' }],
    ['reserveAppointment', { date: '03.12.2026', time: '14:30', reason: 'K' }],
    ['reserveAppointment', { date: '2026-12-03', time: '24:00', reason: 'K' }],
    ['reserveAppointment', { date: '2026-12-03', time: '9:00', reason: 'K' }],
    ['reserveAppointment', '{"date": "2026-12-03",'],
    ['reserveAppointment', null],
    ['reserveAppointment', undefined],
    ['createTicket', { subject: 'Drucker', priority: 'urgent' }],
    ['createTicket', { priority: 'low' }],
    ['reserveViewing', { ...slot }],
    ['reportClaim', { damage: 'Wasserschaden' }],
    ['reportClaim', { damage: 42, nextStep: 'Wir rufen an.' }],
  ])('%s %j is a failed card', (name, args) => {
    expect(detailsOf(call(name, args))).toBeNull();
    expect(cardOf(call(name, args), 1)).toMatchObject({ status: 'failed', details: null });
  });

  // From the call id alone: call-0 here, call-9 in 'a claim' (SM-63919).
  it('reference numbers: the prefix and five digits (leading zeros), the same for the same call', () => {
    expect(referenceOf('HX', 'call-0')).toBe('HX-07252');
  });
});

describe('tool arguments: what a usable call shows, exactly', () => {
  it('an appointment: the slot and the reason, trimmed', () => {
    expect(detailsOf(call('reserveAppointment', { ...slot, reason: '  Kontrolle  ' }))).toEqual({
      kind: 'appointment',
      slot: { date: '2026-12-03', time: '14:30' },
      reason: 'Kontrolle',
    });
  });

  it('a viewing: the slot and the property', () => {
    expect(detailsOf(call('reserveViewing', { ...slot, property: 'Seestrasse 4' }))).toEqual({
      kind: 'viewing',
      slot,
      property: 'Seestrasse 4',
    });
  });

  it('a claim: its reference number (SM-), the damage and the next step', () => {
    expect(detailsOf(call('reportClaim', { damage: 'Hagel', nextStep: 'Wir rufen an.' }))).toEqual({
      kind: 'claim',
      number: 'SM-63919',
      damage: 'Hagel',
      nextStep: 'Wir rufen an.',
    });
  });
});

describe('tool arguments: the limits, on both sides', () => {
  const ok = (name: string, args: unknown) => detailsOf(call(name, args)) !== null;

  it.each([
    ['createTicket', 'subject', 120, { priority: 'low' }],
    ['reserveViewing', 'property', 120, slot],
    ['reportClaim', 'damage', 120, { nextStep: 'Wir rufen an.' }],
    ['reportClaim', 'nextStep', 200, { damage: 'Hagel' }],
    ['reserveAppointment', 'reason', 80, slot],
  ] as const)('%s: %s up to %i characters', (name, field, max, rest) => {
    expect(ok(name, { ...rest, [field]: 'x'.repeat(max) })).toBe(true);
    expect(ok(name, { ...rest, [field]: 'x'.repeat(max + 1) })).toBe(false);
    expect(ok(name, { ...rest, [field]: 'x' })).toBe(true);
    expect(ok(name, { ...rest, [field]: '' })).toBe(false);
    expect(ok(name, { ...rest, [field]: ' \t ' })).toBe(false);
  });

  it.each([
    ['2026-12-31', '00:00', true],
    ['2026-01-01', '19:59', true],
    ['2026-04-30', '20:00', true],
    ['2026-04-31', '14:30', false],
    ['2026-13-01', '14:30', false],
    ['2026-00-10', '14:30', false],
    ['2026-12-00', '14:30', false],
    ['x2026-12-03', '14:30', false],
    ['2026-12-03x', '14:30', false],
    ['2026-12-3', '14:30', false],
    ['2026-12-03', 'x14:30', false],
    ['2026-12-03', '14:30x', false],
    ['2026-12-03', '14:60', false],
    ['2026-12-03', '14:3', false],
    ['2026-12-03', '1430', false],
  ])('date %s, time %s: usable %s', (date, time, usable) => {
    expect(ok('reserveAppointment', { date, time, reason: 'K' })).toBe(usable);
    expect(ok('reserveViewing', { date, time, property: 'P' })).toBe(usable);
  });

  it('only the four tools make cards, also for names an object has anyway', () => {
    const names = ['transferCall', 'toString', 'hasOwnProperty', 'constructor', '__proto__'];
    for (const name of [...names, 'reserveappointment']) {
      expect(cardOf(call(name, { ...slot, reason: 'K' }), 1)).toBeNull();
    }
  });
});
