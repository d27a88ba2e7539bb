import type { BlogPost } from '@/blog/blog.types';

/** The id of the JSON block a prerendered article page carries its article in. */
export const PRERENDER_DATA_ID = 'prerendered-article';

const articles = new Map<string, BlogPost>();

/**
 * Articles whose page was prerendered with its body: the server renders them from the build's
 * read of the data service, and the browser hydrates from the same data (embedded in the page
 * as JSON), so both render the same `shown` state.
 */
export function setPrerenderedArticle(post: BlogPost): void {
  articles.set(post.slug, post);
}

export function prerenderedArticle(slug: string): BlogPost | null {
  return articles.get(slug) ?? null;
}

/** Browser, before hydration: adopt the article the prerenderer embedded, if any. */
export function adoptPrerenderedArticle(doc: Document): void {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return;
  try {
    setPrerenderedArticle(JSON.parse(text) as BlogPost);
  } catch {
    // A damaged block: the page reads the article itself, as for any other slug.
  }
}
