import { blogApi } from './blog-api';
import { blogCache } from './blog-cache';

/** The browser's blog dependencies: the data service (lazy client) and the localStorage cache. */
export const liveBlogDeps = { api: blogApi, cache: blogCache };
