import { describe, expect, it } from 'vitest';
import { formatGermanDate } from './format-date';

describe('formatGermanDate', () => {
  // The calendar day, whatever the time zone: '2025-03-01' stays the 1st (the row below; a
  // second test that formatted it in Los Angeles' zone checked Intl, not this function).
  it.each([
    ['2025-10-07', '7. Oktober 2025'],
    ['2025-03-01', '1. März 2025'],
    ['2024-12-31', '31. Dezember 2024'],
    ['2026-01-01', '1. Januar 2026'],
  ])('%s → %s', (day, expected) => {
    expect(formatGermanDate(day)).toBe(expected);
  });

  it('writes every month as the browser’s de-CH long format does (without creating a formatter)', () => {
    const intl = new Intl.DateTimeFormat('de-CH', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      const day = `2025-${String(month).padStart(2, '0')}-28`;
      expect(formatGermanDate(day)).toBe(intl.format(Date.parse(`${day}T00:00:00Z`)));
    }
  });

  it.each(['', '2025-13-01', '2025-02-30', '7.10.2025', '2025-10-07T08:00:00Z'])(
    'returns %j unchanged',
    (value) => {
      expect(formatGermanDate(value)).toBe(value);
    },
  );
});
