import { fromPromise } from 'xstate';
import type { BlogPost, BlogPostCard, PostLookup } from './blog-article.types';

/**
 * What the article needs from outside, declared here (the site's `blogApi`, the app store's
 * blog cache and `findSamplePost` satisfy it; machines import nothing from `src/`).
 */
export interface BlogArticleDeps {
  /** The data service: the published article with this slug, or null when there is none. */
  api: { fetchPostBySlug(slug: string, signal?: AbortSignal): Promise<BlogPost | null> };
  /** The read cache: a fresh article read earlier, the card of the cached list, storing. */
  cache: {
    readPost(slug: string): BlogPost | null;
    findCard(slug: string): BlogPostCard | null;
    writePost(post: BlogPost): void;
  };
  /** The built-in sample article with this slug, if any (its text is the site's content). */
  findSample(slug: string): BlogPost | null;
}

/**
 * The article machine's side effects bound to an API, a cache and the sample lookup, for
 * `blogArticleMachine.provide(createBlogArticleImplementations(deps))`.
 */
export function createBlogArticleImplementations({ api, cache, findSample }: BlogArticleDeps) {
  return {
    actors: {
      /**
       * What is known without asking: an article read within five minutes, else a built-in
       * sample (readable even when the data service is down), else the card of the cached list.
       */
      lookupPost: fromPromise<PostLookup, { slug: string }>(async ({ input }) => {
        const post = cache.readPost(input.slug) ?? findSample(input.slug);
        return { post, preview: post ? null : cache.findCard(input.slug) };
      }),
      /** Reads the published article by slug; null when there is none. */
      fetchPost: fromPromise<BlogPost | null, { slug: string }>(({ input, signal }) =>
        api.fetchPostBySlug(input.slug, signal),
      ),
    },
    actions: {
      storePost: (_: unknown, post: BlogPost) => cache.writePost(post),
    },
  };
}
