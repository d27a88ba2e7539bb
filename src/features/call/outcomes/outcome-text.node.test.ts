import { describe, expect, it } from 'vitest';
import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';
import { outcomeView } from './outcome-text';

/*
 * A done card's German, literally (the content module is under test). Pending and failed cards
 * are shown whole, text by text, by the cards' view replay (outcome-cards.view.test.tsx); each
 * kind's name on them, here. The live region's sentence (outcomeAnnouncement, the recap's line
 * too): owner-message.node.test.ts, its .eml's 'Ergebnis: Termin reserviert (Demo): Do, …'.
 */

const card = (details: NonNullable<OutcomeCard['details']>) =>
  ({ id: 'c1', kind: details.kind, status: 'done', details, at: 0 }) as OutcomeCard;
const slot = { date: '2025-12-02', time: '14:30' };
const DEMO = 'Demo – es wurde nichts gebucht.';

describe('done outcome cards in German', () => {
  it.each([
    [
      'Clara: the reserved slot with weekday, date and time, and a calendar entry',
      card({ kind: 'appointment', slot, reason: 'Kontrolle' }),
      ['Termin reserviert (Demo)', 'Di, 2. Dezember, 14:30 · Kontrolle', DEMO],
      'DTSTART;TZID=Europe/Zurich:20251202T143000',
    ],
    [
      'Jonas: the ticket, no calendar entry',
      card({
        kind: 'ticket',
        number: 'HX-01234',
        subject: 'Drucker druckt nicht',
        priority: 'high',
      }),
      ['Ticket erstellt (Demo)', 'HX-01234 · Priorität: hoch', 'Drucker druckt nicht', DEMO],
      null,
    ],
    [
      'Mia: the viewing, with a calendar entry',
      card({
        kind: 'viewing',
        slot: { date: '2026-11-28', time: '10:00' },
        property: 'Seestrasse 4',
      }),
      ['Besichtigung reserviert (Demo)', 'Seestrasse 4 · Sa, 28. November, 10:00', DEMO],
      'BEGIN:VEVENT',
    ],
    [
      'Luca: the claim and its next step, no calendar entry',
      card({
        kind: 'claim',
        number: 'SM-00042',
        damage: 'Wasserschaden',
        nextStep: 'Wir rufen an.',
      }),
      [
        'Schadenmeldung erfasst (Demo)',
        'SM-00042',
        'Wasserschaden',
        'Nächster Schritt: Wir rufen an.',
        DEMO,
      ],
      null,
    ],
  ] as const)('%s', (_, done, shown, calendar) => {
    const view = outcomeView(done);
    expect([view.title, ...view.lines]).toEqual(shown);
    if (calendar) expect(view.calendar).toContain(calendar);
    else expect(view.calendar).toBeNull();
  });

  // The view replay's covering paths reach a pending or failed card of some kinds only: each
  // kind's name here.
  it.each([
    ['appointment', 'Termin'],
    ['ticket', 'Ticket'],
    ['viewing', 'Besichtigung'],
    ['claim', 'Schadenmeldung'],
  ] as const)('a pending %s card is called %s', (kind, name) => {
    expect(outcomeView({ id: 'c1', kind, status: 'pending', at: 0 } as OutcomeCard).title).toBe(
      name,
    );
  });
});
