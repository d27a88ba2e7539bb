import { fromPromise } from 'xstate';
import type { BlogPage, CachedList, PageRequest } from './blog-list.types';

/**
 * What the list needs from outside, declared here (the site's `blogApi` and the app store's
 * blog cache satisfy it; machines import nothing from `src/`).
 */
export interface BlogListDeps {
  /** The data service: one page of cards, newest first. */
  api: { fetchPostPage(request: PageRequest, signal?: AbortSignal): Promise<BlogPage> };
  /** The read cache of the list (and, for a retry, of the articles too). */
  cache: {
    /** The cached list while it is fresh, otherwise null. */
    readList(): BlogPage | null;
    /** Stores a list just read from its first page. */
    writeList(list: BlogPage): void;
    /** Stores a longer list (more pages read), keeping the age of the first page. */
    extendList(list: BlogPage): void;
    /** Forgets everything. */
    clear(): void;
  };
}

/**
 * The list machine's side effects bound to an API and a cache, for
 * `blogListMachine.provide(createBlogListImplementations(deps))`. The site passes `blogApi`
 * and the app's cache (`blogCacheAtom`); tests pass a fake API and a cache on memory storage with a fake clock.
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
