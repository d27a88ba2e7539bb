import type { BlogFailure, BlogPost, BlogPostCard } from '../blog.domain';

export type { BlogFailure, BlogPost, BlogPostCard } from '../blog.domain';

/** How the article starts: its slug, and the article the page was built with, if any. */
export interface BlogArticleInput {
  /** The `$slug` of `/blog/$slug`. */
  slug: string;
  /**
   * The article read at build time and prerendered into this page (the same on the server and
   * while hydrating): shown at once, nothing is looked up or read. Ignored unless it is this
   * slug's; absent or null on a page that was not prerendered (and in demo mode).
   */
  prerendered?: BlogPost | null;
}

/**
 * What is known locally before asking the data service: the whole article (read earlier, or
 * a built-in sample), else at least its card from the cached list, else nothing.
 */
export interface PostLookup {
  post: BlogPost | null;
  preview: BlogPostCard | null;
}

export interface BlogArticleContext {
  slug: string;
  /** The whole article once known. */
  post: BlogPost | null;
  /** Its card from the cached list: title, date, author and picture show while the body loads. */
  preview: BlogPostCard | null;
  failure: BlogFailure | null;
}

export type BlogArticleEvent = { type: 'article.retry' };

/** Reported to the view: the article could not be read. */
export type BlogArticleEmitted = { type: 'article.failed'; failure: BlogFailure };
