import { blogSeedPosts, type BlogSeedRow } from '../../supabase/data/blog-posts';

/**
 * Rows the data service might answer that the site must not trust, each one field away from a
 * good row: the build and the browser skip such a row (with a warning naming it) and keep the
 * good ones. The slug rule: lower-case a–z and 0–9 in words joined by single hyphens, at most
 * 100 characters (the table's check constraint).
 */

/** Slugs that must never become a path: traversal, separators, encodings, case, bounds. */
export const HOSTILE_SLUGS: readonly string[] = [
  '',
  '.',
  '..',
  '../x',
  '../../etc/passwd',
  'a/b',
  'a\\b',
  '%2e%2e',
  '%2F',
  '..%2f..',
  'Gross',
  'mit leerzeichen',
  'umlaut-ä',
  '-start',
  'ende-',
  'doppel--strich',
  'a'.repeat(101),
  'ok\n',
  'ok?x=1',
  'ok#x',
];

/** Slugs the rule accepts, the longest included ('index' is a slug like any other). */
export const GOOD_SLUGS: readonly string[] = [
  'index',
  'a',
  '2026',
  'ki-telefonassistent-fuer-praxen',
  'a'.repeat(100),
];

const base: BlogSeedRow = { ...blogSeedPosts.find((post) => post.published)! };

/** A published row like `base` with its own id and slug, changed by `change`. */
export function rowWith(n: number, change: Record<string, unknown>): BlogSeedRow {
  return { ...base, id: `bad-${n}`, slug: `schlechte-zeile-${n}`, ...change } as BlogSeedRow;
}

/** Malformed rows, by what is wrong with them. */
export const MALFORMED_ROWS: readonly (readonly [why: string, row: BlogSeedRow])[] = [
  ...HOSTILE_SLUGS.map(
    (slug, n) => [`slug ${JSON.stringify(slug)}`, rowWith(n, { slug })] as const,
  ),
  ['no slug', rowWith(100, { slug: undefined })],
  ['a number as slug', rowWith(101, { slug: 7 })],
  ['no title', rowWith(102, { title: null })],
  ['a number as title', rowWith(103, { title: 42 })],
  ['no author', rowWith(104, { author: null })],
  ['a date that is none', rowWith(105, { date: 'gestern' })],
  ['no id', rowWith(106, { id: null })],
  ['an object as id', rowWith(107, { id: { evil: true } })],
];
