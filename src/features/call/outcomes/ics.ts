/*
 * A calendar entry for an outcome card's slot: iCalendar 2.0 (RFC 5545) with one
 * VEVENT in Zurich's wall-clock time (`DTSTART;TZID=Europe/Zurich`) and the VTIMEZONE that
 * defines it (CET/CEST, the EU's last-Sunday rules), CRLF line ends, lines folded at 75 octets.
 */

const CRLF = '\r\n';

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 3.1: lines longer than 75 octets (UTF-8) go on with CRLF and a space; no character split. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20261203T143000` for `2026-12-03` and `14:30` (local time, no zone letter). */
const local = (date: string, time: string) =>
  `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** `20261126T230000Z` for a moment. */
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `HH:MM` plus `minutes`, on the same date (slots end before midnight). */
function endOf(date: string, time: string, minutes: number): { date: string; time: string } {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, time: `${pad(Math.floor(total / 60))}:${pad(total % 60)}` };
}

const ZURICH = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zurich',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarEntry {
  /** Unique and stable for the card (its tool call id). */
  uid: string;
  /** When the entry was made (DTSTAMP). */
  stamp: number;
  /** Zurich date `YYYY-MM-DD` and time `HH:MM`. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
}

/** The .ics file's text for one entry. */
export function calendarFile(entry: CalendarEntry): string {
  const end = endOf(entry.date, entry.time, entry.durationMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Helvox//Sprachassistenten-Demo//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...ZURICH,
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}@helvox.ch`,
    `DTSTAMP:${utc(entry.stamp)}`,
    `DTSTART;TZID=Europe/Zurich:${local(entry.date, entry.time)}`,
    `DTEND;TZID=Europe/Zurich:${local(end.date, end.time)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
