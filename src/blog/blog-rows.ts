import * as v from 'valibot';
import {
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type BlogPage,
  type BlogPost,
  type BlogPostCard,
} from './blog.types';

/** Columns of a list card: the list query selects these and nothing else (never `content`). */
export const CARD_COLUMNS = 'id,slug,title,excerpt,image,date,author';

/** Columns of a whole article. */
export const POST_COLUMNS = `${CARD_COLUMNS},content`;

/**
 * The slug rule (the table's check constraint): lower-case words of a–z and 0–9 joined by
 * single hyphens, at most 100 characters. A slug becomes a path (`/blog/{slug}`, the build's
 * `dist/blog/{slug}/index.html`), so nothing else is ever taken from the data service.
 */
export function isSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

const card = v.object({
  id: v.union([v.string(), v.number()]),
  slug: v.pipe(
    v.string(),
    v.check((slug: string) => isSlug(slug), 'Invalid format'),
  ),
  title: v.string(),
  // The column defaults to '' but an older row or a view may still answer null.
  excerpt: v.nullish(v.string(), ''),
  image: v.nullish(v.string(), null),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
  author: v.string(),
});

const post = v.object({ ...card.entries, content: v.nullish(v.string(), '') });

/** Where a skipped row is reported: the browser's console, the build's warnings. */
export type ReportSkipped = (message: string) => void;

const warnOnConsole: ReportSkipped = (message) => console.warn(message);

/** A value of a row for a warning: quoted (nothing of it is markup or a line break), cut. */
function quoted(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}

/** What is wrong with a row that is not a card: its id, its slug and the first problem. */
function skippedRow(row: unknown, issues: v.BaseIssue<unknown>[]): string {
  const { id, slug } = (typeof row === 'object' && row !== null ? row : {}) as Record<
    string,
    unknown
  >;
  const issue = issues[0];
  const where = issue ? (v.getDotPath(issue) ?? 'row') : 'row';
  return `blog: skipped a malformed row (id ${quoted(id)}, slug ${quoted(slug)}): ${where}: ${issue?.message ?? 'invalid'}`;
}

/** A parsed row as the site holds it: the id as text, the day without a time. */
function held<T extends { id: string | number; date: string }>({ id, date, ...rest }: T) {
  return { ...rest, id: String(id), date: date.slice(0, 10) };
}

/** A row of the list query as a card, or null when it does not have the expected shape. */
export function toCard(row: unknown): BlogPostCard | null {
  const result = v.safeParse(card, row);
  return result.success ? held(result.output) : null;
}

/**
 * A page of at most `limit` cards from the rows of a list read that asked for `limit + 1` (the
 * extra row only tells that more exist). Rows are judged one by one: a malformed one is
 * skipped and reported, the good ones are kept. When a row was skipped, `rowsRead` says how
 * many rows of the table the page covers, so that the next page starts after them. The
 * browser's page read and the build's prerendered first page both use it.
 */
export function toPage(
  rows: readonly unknown[],
  limit: number,
  report: ReportSkipped = warnOnConsole,
): BlogPage {
  const own = rows.slice(0, limit);
  const posts: BlogPostCard[] = [];
  for (const row of own) {
    const result = v.safeParse(card, row);
    if (!result.success) {
      report(skippedRow(row, result.issues));
      continue;
    }
    posts.push(held(result.output));
  }
  const hasMore = rows.length > limit;
  return posts.length === own.length
    ? { posts, hasMore }
    : { posts, hasMore, rowsRead: own.length };
}

/** A row of the article query as a post, or null when it does not have the expected shape. */
export function toPost(row: unknown): BlogPost | null {
  const result = v.safeParse(post, row);
  return result.success ? held(result.output) : null;
}
