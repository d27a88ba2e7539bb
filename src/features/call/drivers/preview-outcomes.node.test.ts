import { describe, expect, it } from 'vitest';
import { nextWeekday, nextWeeks, previewToolCall, zurichDate } from './preview-outcomes';

// Thursday 26 November 2026, 23:30 in Zurich (22:30 UTC): already the 26th there.
const THURSDAY_NIGHT = Date.UTC(2026, 10, 26, 22, 30);
// Sunday 29 March 2026, 00:30 UTC = 01:30 CET; Monday 30 March 2026, 22:30 UTC = Tuesday in Zurich.
const MONDAY_LATE = Date.UTC(2026, 2, 30, 22, 30);

describe('the preview’s slots, from the clock, in Zurich', () => {
  it('today is Zurich’s date, not UTC’s', () => {
    expect(zurichDate(THURSDAY_NIGHT)).toBe('2026-11-26');
    expect(zurichDate(Date.UTC(2026, 10, 26, 23, 30))).toBe('2026-11-27');
    expect(zurichDate(MONDAY_LATE)).toBe('2026-03-31');
  });

  it('next week’s Thursday, and the next Saturday', () => {
    expect(nextWeeks(THURSDAY_NIGHT, 4)).toBe('2026-12-03');
    expect(nextWeeks(THURSDAY_NIGHT, 1)).toBe('2026-11-30');
    expect(nextWeeks(MONDAY_LATE, 4)).toBe('2026-04-09');
    expect(nextWeekday(THURSDAY_NIGHT, 6)).toBe('2026-11-28');
    // On a Saturday, the next Saturday is a week later.
    expect(nextWeekday(Date.UTC(2026, 10, 28, 9), 6)).toBe('2026-12-05');
  });
});

describe('the preview’s tool calls for typed lines', () => {
  it('Clara books next week’s Thursday 14:30 for a check-up', () => {
    expect(
      previewToolCall(
        'clara',
        'Ich hätte gerne nächste Woche einen Termin zur Kontrolle.',
        THURSDAY_NIGHT,
      ),
    ).toEqual({
      id: `preview-clara-${THURSDAY_NIGHT}`,
      name: 'reserveAppointment',
      arguments: { date: '2026-12-03', time: '14:30', reason: 'Kontrolle' },
    });
  });

  it.each([
    ['clara', 'Kann ich meinen Termin am Donnerstag auf Freitag verschieben?'],
    ['clara', 'Haben Sie am Samstag geöffnet?'],
    ['jonas', 'Ich habe mein Passwort vergessen.'],
    ['helvox', 'Ich hätte gerne einen Termin.'],
  ])('%s: “%s” books nothing', (agent, line) => {
    expect(previewToolCall(agent, line, THURSDAY_NIGHT)).toBeNull();
  });

  it('Jonas opens a ticket, Mia books Saturday 10:00, Luca files a claim', () => {
    expect(
      previewToolCall('jonas', 'Der Drucker im Büro druckt nicht mehr.', 1)?.arguments,
    ).toEqual({ subject: 'Drucker druckt nicht', priority: 'normal' });
    expect(
      previewToolCall('mia', 'Kann ich das Haus diese Woche besichtigen?', THURSDAY_NIGHT),
    ).toMatchObject({
      name: 'reserveViewing',
      arguments: { property: 'Wohnung an der Seestrasse', date: '2026-11-28', time: '10:00' },
    });
    expect(previewToolCall('luca', 'Ich habe einen Wasserschaden.', 1)).toMatchObject({
      name: 'reportClaim',
      arguments: {
        damage: 'Wasserschaden',
        nextStep: 'Eine Schadenexpertin meldet sich innerhalb von 24 Stunden bei Ihnen.',
      },
    });
  });
});
