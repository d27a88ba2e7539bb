import { MAX_PAGE_SIZE, type BlogApi } from '@/blog/blog-api';
import type { BlogPage, BlogPost } from '@/blog/blog.types';
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
 * slug. An unreachable or failing data service means nothing to prerender, and the build says
 * so: the SPA shell still serves `/blog` and the articles, which read the data themselves.
 */
export async function readBlogForBuild(
  api: BlogApi,
  warn: (message: string) => void = console.warn,
): Promise<BuildBlogData> {
  try {
    const firstPage = await api.fetchPostPage({ offset: 0, limit: PAGE_SIZE });
    const cards = [...firstPage.posts];
    for (let more = firstPage.hasMore; more;) {
      const page = await api.fetchPostPage({ offset: cards.length, limit: MAX_PAGE_SIZE });
      const known = new Set(cards.map((card) => card.id));
      cards.push(...page.posts.filter((card) => !known.has(card.id)));
      more = page.hasMore && page.posts.length > 0;
    }
    const articles: (BlogPost | null)[] = [];
    for (let start = 0; start < cards.length; start += PARALLEL_READS) {
      const batch = cards.slice(start, start + PARALLEL_READS);
      articles.push(...(await Promise.all(batch.map((card) => api.fetchPostBySlug(card.slug)))));
    }
    return {
      firstPage: firstPage.posts.length > 0 ? firstPage : null,
      // An article unpublished between the reads has no page.
      articles: articles.filter((article): article is BlogPost => article !== null),
    };
  } catch (error) {
    warn(`articles not prerendered: the data service did not answer (${String(error)})`);
    return { firstPage: null, articles: [] };
  }
}
