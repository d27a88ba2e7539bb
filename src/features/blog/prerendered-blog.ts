import type { BlogPage, BlogPost } from '@/blog/blog.types';

/** The id of the JSON block a prerendered article page carries its article in. */
export const PRERENDER_DATA_ID = 'prerendered-article';
/** The id of the JSON block `/blog` carries its prerendered first page of cards in. */
export const PRERENDER_LIST_ID = 'prerendered-blog-list';

const articles = new Map<string, BlogPost>();
let firstPage: BlogPage | null = null;

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

/**
 * The first page of cards `/blog` was built with: the server renders it, the browser hydrates
 * with it (the list machine's input) and then reads the current one. An empty page counts as
 * none (the list then shows its loading state, as without a build-time read).
 */
export function setPrerenderedList(page: BlogPage | null): void {
  firstPage = page && page.posts.length > 0 ? page : null;
}

export function prerenderedList(): BlogPage | null {
  return firstPage;
}

function readJson(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A damaged block: the page reads the data itself, as if nothing had been prerendered.
    return undefined;
  }
}

/** Browser, before hydration: adopt the article or the first page the prerenderer embedded. */
export function adoptPrerenderedBlog(doc: Document): void {
  const article = readJson(doc, PRERENDER_DATA_ID) as BlogPost | undefined;
  if (article) setPrerenderedArticle(article);
  const page = readJson(doc, PRERENDER_LIST_ID) as BlogPage | undefined;
  if (page && Array.isArray(page.posts)) setPrerenderedList(page);
}
