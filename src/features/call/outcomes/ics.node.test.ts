import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './ics';

/** Unfolds (RFC 5545 3.1) and splits into [name;params, value] pairs. */
function parse(ics: string): Array<[string, string]> {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)] as [string, string];
    });
}

const entry = {
  uid: 'call-a1',
  stamp: Date.UTC(2026, 10, 26, 23, 5, 9),
  date: '2026-12-03',
  time: '14:30',
  durationMinutes: 30,
  summary: 'Termin reserviert (Demo): Do, 3. Dezember, 14:30 · Kontrolle',
  description: 'Demo – es wurde nichts gebucht.',
};

describe('calendar file (.ics)', () => {
  it('is a VCALENDAR 2.0 with PRODID, a Zurich VTIMEZONE and one VEVENT in Zurich time', () => {
    const ics = calendarFile(entry);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = parse(ics);
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(value('VERSION')).toBe('2.0');
    expect(value('PRODID')).toMatch(/^-\/\/.+\/\/.+\/\/DE$/);
    expect(lines.filter(([k, v]) => k === 'BEGIN' && v === 'VEVENT')).toHaveLength(1);
    expect(value('TZID')).toBe('Europe/Zurich');
    expect(value('UID')).toBe('call-a1@helvox.ch');
    expect(value('DTSTAMP')).toBe('20261126T230509Z');
    expect(value('DTSTART;TZID=Europe/Zurich')).toBe('20261203T143000');
    expect(value('DTEND;TZID=Europe/Zurich')).toBe('20261203T150000');
    expect(value('SUMMARY')).toBe(
      'Termin reserviert (Demo): Do\\, 3. Dezember\\, 14:30 · Kontrolle',
    );
    expect(value('DESCRIPTION')).toBe('Demo – es wurde nichts gebucht.');
    // The time zone's two rules: CEST from the last Sunday of March, CET from October's.
    expect(lines.filter(([k]) => k === 'RRULE').map(([, v]) => v)).toEqual([
      'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    ]);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Grüezi – '.repeat(20)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:kurz')).toBe('SUMMARY:kurz');
  });

  // The file escapes its texts: the SUMMARY's commas above.
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
