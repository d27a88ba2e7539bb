import { MAX_PAGE_SIZE, type BlogApi } from '@/blog/blog-api';
import { isSlug } from '@/blog/blog-rows';
import { rowsReadOf, type BlogPage, type BlogPost, type BlogPostCard } from '@/blog/blog.types';
import { PAGE_SIZE } from '@machines/blog-list/blog-list.machine';

/** What the build prerenders of the blog: `/blog`'s first page and every published article. */
export interface BuildBlogData {
  /** The first page of cards, as the browser's list reads it (6, and whether more follow). */
  firstPage: BlogPage | null;
  /** The published articles, newest first, each as the article page reads it. */
  articles: BlogPost[];
}

/** Article reads at a time: the build is one client, not a crowd. */
const PARALLEL_READS = 6;

/**
 * Reads the blog through the same API as the browser (same columns, order, validation and
 * timeouts): the first page of the list, then every further card page, then each article by
 * slug. Rows are trusted one by one: the API skips a malformed row (and reports it, naming
 * it), and an article is taken only if its row is well formed and has the slug asked for;
 * anything else is skipped with a warning naming it, and the rest is built. An unreachable or
 * failing data service means nothing to prerender, and the build says so: the SPA shell still
 * serves `/blog` and the articles, which read the data themselves.
 */
export async function readBlogForBuild(
  api: BlogApi,
  warn: (message: string) => void = console.warn,
): Promise<BuildBlogData> {
  let firstPage: BlogPage;
  const cards: BlogPostCard[] = [];
  try {
    firstPage = await api.fetchPostPage({ offset: 0, limit: PAGE_SIZE });
    cards.push(...firstPage.posts);
    // Pages follow each other by rows read, malformed ones included (they were skipped).
    let read = rowsReadOf(firstPage);
    for (let more = firstPage.hasMore; more;) {
      const page = await api.fetchPostPage({ offset: read, limit: MAX_PAGE_SIZE });
      const known = new Set(cards.map((card) => card.id));
      cards.push(...page.posts.filter((card) => !known.has(card.id)));
      read += rowsReadOf(page);
      more = page.hasMore && rowsReadOf(page) > 0;
    }
  } catch (error) {
    warn(`articles not prerendered: the data service did not answer (${String(error)})`);
    return { firstPage: null, articles: [] };
  }
  const articles: (BlogPost | null)[] = [];
  for (let start = 0; start < cards.length; start += PARALLEL_READS) {
    const batch = cards.slice(start, start + PARALLEL_READS);
    articles.push(...(await Promise.all(batch.map((card) => readArticle(api, card.slug, warn)))));
  }
  return {
    firstPage: firstPage.posts.length > 0 ? firstPage : null,
    articles: articles.filter((article): article is BlogPost => article !== null),
  };
}

/**
 * The article of a card, or null: unpublished since the list was read (no page), or its read
 * failed or answered a row that is not this article (skipped, with a warning naming it).
 */
async function readArticle(
  api: BlogApi,
  slug: string,
  warn: (message: string) => void,
): Promise<BlogPost | null> {
  const name = JSON.stringify(slug);
  try {
    const article = await api.fetchPostBySlug(slug);
    if (article === null) return null;
    // The API checks it too; the build writes files named by it, so it checks again.
    if (article.slug !== slug || !isSlug(article.slug)) {
      warn(`article ${name} not prerendered: the answer is for ${JSON.stringify(article.slug)}`);
      return null;
    }
    return article;
  } catch (error) {
    warn(`article ${name} not prerendered: ${String(error)}`);
    return null;
  }
}
