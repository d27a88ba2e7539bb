import { MONTHS } from '@/content/de/calendar';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `yyyy-mm-dd` day in German long format, `d. MMMM yyyy` ("7. Oktober 2025").
 * Anything that is not a valid day is returned unchanged rather than shown as "Invalid Date".
 */
export function formatGermanDate(day: string): string {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return day;
  // The day is read as a calendar day (checked in UTC): no visitor's time zone can shift
  // `2025-03-01` to the 28th of February.
  return `${date}. ${MONTHS[month - 1]} ${year}`;
}
