import { fromPromise } from 'xstate';
import type { BlogApi } from '../../src/blog/blog-api';
import type { BlogCache } from '../../src/blog/blog-cache';
import { findSamplePost } from '../../src/blog/sample-posts';
import type { BlogPost, PostLookup } from './blog-article.types';

/** What the article needs from outside: the data service and the read cache. */
export interface BlogArticleDeps {
  api: Pick<BlogApi, 'fetchPostBySlug'>;
  cache: Pick<BlogCache, 'readPost' | 'findCard' | 'writePost'>;
}

/**
 * The article machine's side effects bound to an API and a cache, for
 * `blogArticleMachine.provide(createBlogArticleImplementations(deps))`.
 */
export function createBlogArticleImplementations({ api, cache }: BlogArticleDeps) {
  return {
    actors: {
      /**
       * What is known without asking: an article read within five minutes, else a built-in
       * sample (readable even when the data service is down), else the card of the cached list.
       */
      lookupPost: fromPromise<PostLookup, { slug: string }>(async ({ input }) => {
        const post = cache.readPost(input.slug) ?? findSamplePost(input.slug);
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
