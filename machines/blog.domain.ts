/**
 * The blog's domain as the machines `machines/blog-*` know it: the data they hold and the
 * failure codes they report. Plain TypeScript without DOM types. The site's data access
 * (`src/blog/`) builds and throws these; it re-exports them from `src/blog/blog.types.ts`.
 */

/** The fields a list card shows; the list query selects exactly these (no `content`). */
export interface BlogPostCard {
  id: string;
  slug: string;
  title: string;
  /** Short teaser (bounded by the table, see `EXCERPT_MAX_LENGTH` in `src/blog`); may be empty. */
  excerpt: string;
  /** Absolute https URL or a site path; null means the default picture. */
  image: string | null;
  /** Publication day as `yyyy-mm-dd`. */
  date: string;
  author: string;
}

/** A whole article: the card fields plus the body as (untrusted) HTML. */
export interface BlogPost extends BlogPostCard {
  content: string;
}

/** One page of the newest-first list and whether more published posts follow it. */
export interface BlogPage {
  posts: BlogPostCard[];
  hasMore: boolean;
  /**
   * How many rows of the table the page covers, when some were malformed and skipped (the
   * next page starts after them); absent, one row per card.
   */
  rowsRead?: number;
}

/** The rows of the table a page covers: its cards and the rows skipped among them. */
export function rowsReadOf(page: BlogPage): number {
  return page.rowsRead ?? page.posts.length;
}

/** Which slice of the list to read: `offset` posts skipped, at most `limit` returned. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/**
 * Why a read failed, as a code: no answer at all, an error status from the data service,
 * or an answer whose rows do not have the expected shape.
 */
export type BlogFailure = 'network' | 'status' | 'invalid';

/** Thrown by the data access functions; `failure` says which kind of failure it was. */
export class BlogLoadError extends Error {
  constructor(
    readonly failure: BlogFailure,
    message: string,
  ) {
    super(message);
    this.name = 'BlogLoadError';
  }
}

/** The failure code of anything a blog actor threw. */
export function failureOf(error: unknown): BlogFailure {
  return error instanceof BlogLoadError ? error.failure : 'network';
}
