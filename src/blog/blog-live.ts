import { blogApi } from './blog-api';
import { blogCache } from './blog-cache';
import { findSamplePost } from './sample-posts';

/**
 * The browser's blog dependencies: the data service (lazy client), the localStorage cache and
 * the built-in sample articles (the ports `machines/blog-*` declare in their actors).
 */
export const liveBlogDeps = { api: blogApi, cache: blogCache, findSample: findSamplePost };
