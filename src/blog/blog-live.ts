import { blogApi } from './blog-api';
import type { BlogCache } from './blog-cache';
import { findSamplePost } from './sample-posts';

/**
 * The browser's blog dependencies: the data service (lazy client), the given cache (the app's
 * is `blogCacheAtom` in `src/app/app-store.ts`, shared by the list and the articles) and the
 * built-in sample articles (the ports `machines/blog-*` declare in their actors).
 */
export function liveBlogDeps(cache: BlogCache) {
  return { api: blogApi, cache, findSample: findSamplePost };
}
