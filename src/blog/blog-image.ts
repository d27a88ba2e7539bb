import type { BlogPostCard } from './blog.types';

/** Every blog picture (the default and the seeded ones) is drawn at 16:9, 1200 × 675. */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 675 } as const;

/** Shown when an article has no picture (spec: "defaults to a stock picture when missing"). */
export const DEFAULT_BLOG_IMAGE = '/images/blog-default.svg';

/**
 * The picture a card or article shows: the article's own when it is an https URL or a site
 * path, the local default otherwise (also for anything odd the data service might hold).
 */
export function blogImageSrc(post: Pick<BlogPostCard, 'image'>): string {
  const image = post.image?.trim();
  if (image && (/^https:\/\//i.test(image) || /^\/(?!\/)/.test(image))) return image;
  return DEFAULT_BLOG_IMAGE;
}
