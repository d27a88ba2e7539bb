import type { BlogPostCard } from '@/blog/blog.types';

const known = new Map<string, BlogPostCard>();

/**
 * Articles the page has shown (read, cached or built in), for the route's `head()`: it names
 * them without pulling the data layer (cache, samples, validation) into the first bundle.
 * The prerenderer fills it for the articles it renders.
 */
export function rememberArticle(post: BlogPostCard): void {
  known.set(post.slug, post);
}

/** What the page has shown of this article so far, or null. */
export function knownArticle(slug: string): BlogPostCard | null {
  return known.get(slug) ?? null;
}
