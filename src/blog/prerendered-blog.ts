import { jsonForScript } from '@/lib/head';
import type { BlogPage, BlogPost, BlogPostCard } from '@/blog/blog.types';

/** The id of the JSON block a prerendered article page carries its article in. */
export const PRERENDER_DATA_ID = 'prerendered-article';
/** The id of the JSON block `/blog` carries its prerendered first page of cards in. */
export const PRERENDER_LIST_ID = 'prerendered-blog-list';

/**
 * The blog data a page was built with: the first page of cards of `/blog`, or the article of
 * `/blog/{slug}`. The server renders it, the page carries it as JSON, and the browser's router
 * gets the same data back (its context), so that hydration renders what the server did.
 */
export interface PrerenderedBlog {
  /** `/blog`'s first page of cards; null when none was read (or nothing is published). */
  list: BlogPage | null;
  /** The article of this page; null on every other page. */
  article: BlogPost | null;
}

/**
 * The blog's part of the router context (see `createAppRouter`): what this page was built
 * with, and the articles the page has shown since, by slug, so that the article route's
 * `head()` can name them. One per router: nothing is shared between renders.
 */
export interface BlogRouterContext {
  prerendered: PrerenderedBlog;
  shown: Map<string, BlogPostCard>;
  /** Slugs the page found no article for ('Artikel nicht gefunden'): their head is noindex. */
  missing: Set<string>;
}

/**
 * Prerendered data as the app takes it. An empty first page counts as none (the list then
 * shows its loading state, as without a build-time read).
 */
export function prerenderedBlog({
  list = null,
  article = null,
}: Partial<PrerenderedBlog> = {}): PrerenderedBlog {
  return { list: list && list.posts.length > 0 ? list : null, article };
}

export function blogRouterContext(prerendered: PrerenderedBlog = prerenderedBlog()) {
  return { prerendered, shown: new Map(), missing: new Set() } satisfies BlogRouterContext;
}

/** The route loader data of `/blog`: the cards it was built with (or none). */
export function listLoaderData({ prerendered }: BlogRouterContext) {
  return { prerendered: prerendered.list };
}

/**
 * The route loader data of `/blog/{slug}`: the article this page was built with, if it is this
 * slug's, and what `head()` can name (that article, or one the page has shown since, or that
 * the page found none).
 */
export function articleLoaderData(
  { prerendered, shown, missing }: BlogRouterContext,
  slug: string,
) {
  const article = prerendered.article?.slug === slug ? prerendered.article : null;
  return {
    prerendered: article,
    known: article ?? shown.get(slug) ?? null,
    missing: !article && missing.has(slug),
  };
}

/** The JSON blocks a prerendered page carries its data in (inert: no inline script runs). */
export function prerenderedBlogHtml({ list, article }: PrerenderedBlog): string {
  return [
    article &&
      `<script type="application/json" id="${PRERENDER_DATA_ID}">${jsonForScript(article)}</script>`,
    list &&
      `<script type="application/json" id="${PRERENDER_LIST_ID}">${jsonForScript(list)}</script>`,
  ]
    .filter(Boolean)
    .join('');
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

/** Browser, before hydration: the data the prerenderer embedded in this page, for the router. */
export function readPrerenderedBlog(doc: Document): PrerenderedBlog {
  const article = readJson(doc, PRERENDER_DATA_ID) as BlogPost | undefined;
  const list = readJson(doc, PRERENDER_LIST_ID) as BlogPage | undefined;
  return prerenderedBlog({
    article: article && typeof article.slug === 'string' ? article : null,
    list: list && Array.isArray(list.posts) ? list : null,
  });
}
