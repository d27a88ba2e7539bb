import { atomWithLazy } from 'jotai/vanilla/utils';
import { blogApi } from './blog-api';
import { createBlogCache, type BlogCache } from './blog-cache';
import { findSamplePost } from './sample-posts';

/**
 * The browser's blog dependencies: the data service (lazy client), the given cache (the app's
 * is `blogCacheAtom`, shared by the list and the articles) and the
 * built-in sample articles (the ports `machines/blog-*` declare in their actors).
 */
export function liveBlogDeps(cache: BlogCache) {
  return { api: blogApi, cache, findSample: findSamplePost };
}

/**
 * The blog's read cache (localStorage, five minutes), shared by `/blog` and every article so
 * that a card read on the list shows at once on its article. One per store (`appStore` of
 * src/lib/app-store.ts, or a test's own), made on first read (making it touches no storage).
 */
export const blogCacheAtom = atomWithLazy<BlogCache>(() => createBlogCache());
