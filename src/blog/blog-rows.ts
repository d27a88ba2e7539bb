import * as v from 'valibot';
import type { BlogPage, BlogPost, BlogPostCard } from './blog.types';

/** Columns of a list card: the list query selects these and nothing else (never `content`). */
export const CARD_COLUMNS = 'id,slug,title,excerpt,image,date,author';

/** Columns of a whole article. */
export const POST_COLUMNS = `${CARD_COLUMNS},content`;

const card = v.object({
  id: v.union([v.string(), v.number()]),
  slug: v.string(),
  title: v.string(),
  // The column defaults to '' but an older row or a view may still answer null.
  excerpt: v.nullish(v.string(), ''),
  image: v.nullish(v.string(), null),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
  author: v.string(),
});

const post = v.object({ ...card.entries, content: v.nullish(v.string(), '') });

/** A row of the list query as a card, or null when it does not have the expected shape. */
export function toCard(row: unknown): BlogPostCard | null {
  const result = v.safeParse(card, row);
  if (!result.success) return null;
  const { id, date, ...rest } = result.output;
  return { ...rest, id: String(id), date: date.slice(0, 10) };
}

/**
 * A page of `limit` cards from the rows of a list read that asked for `limit + 1` (the extra
 * row only tells that more exist), or null when a row does not have the card's shape. The
 * browser's page read and the build's prerendered first page both use it.
 */
export function toPage(rows: readonly unknown[], limit: number): BlogPage | null {
  const cards = rows.slice(0, limit + 1).map(toCard);
  if (cards.some((card) => card === null)) return null;
  return { posts: cards.slice(0, limit) as BlogPostCard[], hasMore: cards.length > limit };
}

/** A row of the article query as a post, or null when it does not have the expected shape. */
export function toPost(row: unknown): BlogPost | null {
  const result = v.safeParse(post, row);
  if (!result.success) return null;
  const { id, date, ...rest } = result.output;
  return { ...rest, id: String(id), date: date.slice(0, 10) };
}
