import { describe, expect, it } from 'vitest';
import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';
import { outcomeAnnouncement, outcomeView } from './outcome-text';

/* The outcome cards' German, literally (the content module is under test). */

const card = (details: OutcomeCard['details'], status: OutcomeCard['status'] = 'done') =>
  ({ id: 'c1', kind: details?.kind ?? 'appointment', status, details, at: 0 }) as OutcomeCard;
const slot = { date: '2025-12-02', time: '14:30' };

describe('outcome cards in German', () => {
  it('Clara: the reserved slot with weekday, date and time, and a calendar entry', () => {
    const view = outcomeView(card({ kind: 'appointment', slot, reason: 'Kontrolle' }));
    expect(view.title).toBe('Termin reserviert (Demo)');
    expect(view.lines).toEqual([
      'Di, 2. Dezember, 14:30 · Kontrolle',
      'Demo – es wurde nichts gebucht.',
    ]);
    expect(view.calendar).toContain('DTSTART;TZID=Europe/Zurich:20251202T143000');
  });

  it('Jonas, Mia, Luca', () => {
    const ticket = outcomeView(
      card({
        kind: 'ticket',
        number: 'HX-01234',
        subject: 'Drucker druckt nicht',
        priority: 'high',
      }),
    );
    expect([ticket.title, ...ticket.lines]).toEqual([
      'Ticket erstellt (Demo)',
      'HX-01234 · Priorität: hoch',
      'Drucker druckt nicht',
      'Demo – es wurde nichts gebucht.',
    ]);
    expect(ticket.calendar).toBeNull();
    const viewing = outcomeView(
      card({
        kind: 'viewing',
        slot: { date: '2026-11-28', time: '10:00' },
        property: 'Seestrasse 4',
      }),
    );
    expect([viewing.title, ...viewing.lines]).toEqual([
      'Besichtigung reserviert (Demo)',
      'Seestrasse 4 · Sa, 28. November, 10:00',
      'Demo – es wurde nichts gebucht.',
    ]);
    expect(viewing.calendar).toContain('BEGIN:VEVENT');
    const claim = outcomeView(
      card({
        kind: 'claim',
        number: 'SM-00042',
        damage: 'Wasserschaden',
        nextStep: 'Wir rufen an.',
      }),
    );
    expect([claim.title, ...claim.lines]).toEqual([
      'Schadenmeldung erfasst (Demo)',
      'SM-00042',
      'Wasserschaden',
      'Nächster Schritt: Wir rufen an.',
      'Demo – es wurde nichts gebucht.',
    ]);
  });

  it('pending and failed cards', () => {
    const pending = outcomeView(card({ kind: 'appointment', slot, reason: 'K' }, 'pending'));
    expect([pending.title, ...pending.lines]).toEqual(['Termin', 'wird bearbeitet…']);
    const failed = outcomeView(card(null, 'failed'));
    expect([failed.title, ...failed.lines]).toEqual([
      'Termin',
      'Die Demo-Aktion konnte nicht angezeigt werden.',
      'Demo – es wurde nichts gebucht.',
    ]);
    expect(failed.calendar).toBeNull();
  });

  it('the live region’s sentence', () => {
    expect(outcomeAnnouncement(card({ kind: 'appointment', slot, reason: 'Kontrolle' }))).toBe(
      'Termin reserviert (Demo): Di, 2. Dezember, 14:30 · Kontrolle',
    );
  });
});
