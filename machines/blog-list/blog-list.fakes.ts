import { fromPromise } from 'xstate';
import { blogSeedPosts } from '../../supabase/data/blog-posts';
import { BlogLoadError, type BlogPost } from '../blog.domain';
import type { BlogPage, BlogPostCard, CachedList, PageRequest } from './blog-list.types';

const cardOf = ({ content: _content, ...card }: BlogPost): BlogPostCard => card;

/** The published seed articles as cards, newest first (date desc, id desc) like the service. */
export const fakeCards: readonly BlogPostCard[] = blogSeedPosts
  .filter((post) => post.published)
  .map(cardOf)
  .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));

/** The page the data service answers for `request` out of `cards`. */
export function pageOf(cards: readonly BlogPostCard[], { offset, limit }: PageRequest): BlogPage {
  return { posts: cards.slice(offset, offset + limit), hasMore: cards.length > offset + limit };
}

const never = <T>() => new Promise<T>(() => {});

/** Stand-ins for the page read: answered from `fakeCards`, hanging, empty or failing. */
export const fetchPageFakes = {
  ok: fromPromise<BlogPage, PageRequest>(async ({ input }) => pageOf(fakeCards, input)),
  pending: fromPromise<BlogPage, PageRequest>(() => never()),
  empty: fromPromise<BlogPage, PageRequest>(async () => ({ posts: [], hasMore: false })),
  network: fromPromise<BlogPage, PageRequest>(async () => {
    throw new BlogLoadError('network', 'TypeError: Failed to fetch');
  }),
  status: fromPromise<BlogPage, PageRequest>(async () => {
    throw new BlogLoadError('status', '500: internal server error');
  }),
};

/** Stand-ins for the cache read: a miss, a fresh list of two pages, or an unreadable cache. */
export const readCacheFakes = {
  miss: fromPromise<CachedList>(async () => null),
  hit: fromPromise<CachedList>(async () => pageOf(fakeCards, { offset: 0, limit: 12 })),
  broken: fromPromise<CachedList>(async () => {
    throw new Error('SecurityError: storage blocked');
  }),
};
