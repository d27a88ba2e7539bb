/**
 * German month names, written out (what `Intl.DateTimeFormat('de-CH', { month: 'long' })`
 * writes), for the blog's dates and the outcome cards' slots. Not `Intl`: creating a formatter
 * loads the locale's data, 45–70 ms at 4× slower CPU, a long task of its own on the blog's
 * first load (decision 0012).
 */
export const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;
