import { fromPromise } from 'xstate';
import type { BlogApi } from '../../src/blog/blog-api';
import type { BlogCache } from '../../src/blog/blog-cache';
import type { BlogPage, CachedList, PageRequest } from './blog-list.types';

/** What the list needs from outside: the data service and the read cache. */
export interface BlogListDeps {
  api: Pick<BlogApi, 'fetchPostPage'>;
  cache: Pick<BlogCache, 'readList' | 'writeList' | 'extendList' | 'clear'>;
}

/**
 * The list machine's side effects bound to an API and a cache, for
 * `blogListMachine.provide(createBlogListImplementations(deps))`. The site passes `blogApi`
 * and `blogCache`; tests pass a fake API and a cache on memory storage with a fake clock.
 */
export function createBlogListImplementations({ api, cache }: BlogListDeps) {
  return {
    actors: {
      /** Reads the fresh cached list, if any. */
      readCache: fromPromise<CachedList>(async () => cache.readList()),
      /** Reads one page of cards from the data service; cancelled when the machine moves on. */
      fetchPage: fromPromise<BlogPage, PageRequest>(({ input, signal }) =>
        api.fetchPostPage(input, signal),
      ),
    },
    actions: {
      storeList: (_: unknown, list: BlogPage) => cache.writeList(list),
      extendStoredList: (_: unknown, list: BlogPage) => cache.extendList(list),
      // "Erneut versuchen" starts from nothing: cached cards and articles alike.
      clearCache: () => cache.clear(),
    },
  };
}
