import type { BlogFailure, BlogPage, BlogPostCard } from '../blog.domain';

export type { BlogFailure, BlogPage, BlogPostCard, PageRequest } from '../blog.domain';

export interface BlogListContext {
  /** Cards read so far (from the cache or page by page), newest first, no duplicates. */
  posts: BlogPostCard[];
  /** The data service has more published posts after `posts`. */
  hasMore: boolean;
  /**
   * Rows of the table read so far: the cards and the malformed rows skipped among them. The
   * next page starts here.
   */
  rowsRead: number;
  /** How many of `posts` the grid shows: 6, then 6 more per "Weitere Artikel laden". */
  visibleCount: number;
  /** Why the last read failed; null after a success. */
  failure: BlogFailure | null;
}

/** How the list starts: with the first page the site was built with, if any. */
export interface BlogListInput {
  /**
   * The first page of cards read at build time and prerendered into `/blog` (the same on the
   * server and while hydrating): shown at once while the machine reads the current one. Null
   * when the build could not read the data service (and in demo mode).
   */
  prerendered: BlogPage | null;
}

export type BlogListEvent = { type: 'list.more' } | { type: 'list.retry' };

/** Reported to the view: a failed read (first page or a further one) shows the toast. */
export type BlogListEmitted = {
  type: 'list.failed';
  failure: BlogFailure;
  phase: 'first' | 'more';
};

/** What the cache actor answers: a fresh cached list, or null. */
export type CachedList = BlogPage | null;
