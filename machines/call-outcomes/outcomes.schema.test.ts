import { describe, expect, it } from 'vitest';
import { cardOf, detailsOf, referenceOf } from './outcomes.schema';

/* Issue 24: the tools' arguments (docs/assistant-tools.json), valid and invalid, from a table. */

const call = (name: string, args: unknown) => ({ id: 'call-9', name, arguments: args });
const slot = { date: '2026-12-03', time: '14:30' };

describe('tool arguments', () => {
  it.each([
    ['reserveAppointment', { ...slot, reason: 'Kontrolle' }],
    ['reserveAppointment', JSON.stringify({ ...slot, reason: 'Kontrolle' })],
    ['reserveAppointment', { date: '2028-02-29', time: '00:00', reason: 'K' }],
    ['reserveAppointment', { date: '2026-12-03', time: '23:59', reason: 'x'.repeat(80) }],
    ['createTicket', { subject: 'Drucker', priority: 'low' }],
    ['createTicket', { subject: 'Drucker', priority: 'high' }],
    ['reserveViewing', { ...slot, property: 'Wohnung an der Seestrasse' }],
    ['reportClaim', { damage: 'Wasserschaden', nextStep: 'Wir rufen an.' }],
  ])('%s %j is usable', (name, args) => {
    expect(detailsOf(call(name, args))).not.toBeNull();
    expect(cardOf(call(name, args), 1)?.status).toBe('pending');
  });

  it.each([
    ['reserveAppointment', { date: '2026-12-03', reason: 'Kontrolle' }],
    ['reserveAppointment', { ...slot, reason: '   ' }],
    ['reserveAppointment', { ...slot, reason: 'x'.repeat(81) }],
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

  it('a tool without a card makes none', () => {
    expect(cardOf(call('transferCall', {}), 1)).toBeNull();
    expect(cardOf(call('toString', {}), 1)).toBeNull();
  });

  it('reference numbers: the prefix and five digits, the same for the same call', () => {
    expect(referenceOf('HX', 'call-9')).toMatch(/^HX-\d{5}$/);
    expect(referenceOf('HX', 'call-9')).toBe(referenceOf('HX', 'call-9'));
    expect(referenceOf('HX', 'call-9')).not.toBe(referenceOf('HX', 'call-8'));
  });
});
