/**
 * The calendar day of a moment as `YYYY-MM-DD`, in `timeZone` (the browser's own if not given).
 * From the formatter's parts, not its text: engines format a locale's dates differently
 * (WebKitGTK's 'en-CA' is not `YYYY-MM-DD`).
 */
export function isoDay(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ms);
  const part = (type: 'year' | 'month' | 'day') =>
    parts.find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
