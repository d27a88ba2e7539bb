/**
 * The blog's data as the site reads it. Plain TypeScript without DOM types: the machines in
 * `machines/blog-*` import these types too.
 */

/** The fields a list card shows; the list query selects exactly these (no `content`). */
export interface BlogPostCard {
  id: string;
  slug: string;
  title: string;
  /** Short teaser, at most {@link EXCERPT_MAX_LENGTH} characters; may be empty. */
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

/** Bounds enforced by the table's check constraints; they keep a list page small. */
export const TITLE_MAX_LENGTH = 140;
export const EXCERPT_MAX_LENGTH = 280;
export const AUTHOR_MAX_LENGTH = 80;
export const SLUG_MAX_LENGTH = 100;
export const IMAGE_MAX_LENGTH = 500;

/** Lower-case words joined by single hyphens, as the table's check constraint requires. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
