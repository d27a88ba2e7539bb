import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { BlogLoadError } from '../blog.domain';
import { fakeCards, pageOf } from './blog-list.fakes';
import { blogListMachine, PAGE_SIZE } from './blog-list.machine';
import type { BlogListContext, BlogListInput } from './blog-list.types';

export const READ_CACHE_DONE = 'xstate.done.actor.readCache';
export const READ_CACHE_ERROR = 'xstate.error.actor.readCache';
export const FETCH_DONE = 'xstate.done.actor.fetchPage';
export const FETCH_ERROR = 'xstate.error.actor.fetchPage';

/** A fresh cached list of two pages (12 of the 14 published cards, more to read). */
export const CACHED_LIST = pageOf(fakeCards, { offset: 0, limit: 2 * PAGE_SIZE });

/** A fresh cached list of all 14 published cards: nothing more to read, the last reveal adds two. */
const CACHED_ALL = pageOf(fakeCards, { offset: 0, limit: 3 * PAGE_SIZE });

/**
 * The first page as the site was built with it (the e2e build prerenders the same seed). The
 * paths start with it, and reach the loading state without cards through a retry.
 */
export const PRERENDERED_PAGE = pageOf(fakeCards, { offset: 0, limit: PAGE_SIZE });

/**
 * Sample events: the visitor's two intents, and every answer the cache and the data service
 * can give. The page read answers the page the machine asked for (offset = cards read so
 * far), so that paths walk through 6 → 12 → 14 cards as on the real site. A further page may
 * also come shifted by a post published meanwhile (it repeats the last card held), or hold
 * only malformed rows (no card, the rows skipped, more after).
 */
function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const { posts, rowsRead } = snapshot.context as BlogListContext;
  const more = snapshot.matches({ loaded: 'loadingMore' });
  const offset = more ? posts.length : 0;
  // Once each (rows skipped or repeated so far: none), so that the states stay finite.
  const furtherPages =
    more && rowsRead === posts.length
      ? [
          { posts: [], hasMore: true, rowsRead: PAGE_SIZE },
          pageOf(fakeCards, { offset: offset - 1, limit: PAGE_SIZE }),
        ]
      : [];
  return [
    ...furtherPages.map((output) => ({ type: FETCH_DONE, output }) as EventObject),
    { type: 'list.more' },
    { type: 'list.retry' },
    { type: READ_CACHE_DONE, output: null } as EventObject,
    { type: READ_CACHE_DONE, output: CACHED_LIST } as EventObject,
    { type: READ_CACHE_DONE, output: CACHED_ALL } as EventObject,
    { type: READ_CACHE_ERROR, error: new Error('storage blocked') } as EventObject,
    { type: FETCH_DONE, output: pageOf(fakeCards, { offset, limit: PAGE_SIZE }) } as EventObject,
    { type: FETCH_DONE, output: { posts: [], hasMore: false } } as EventObject,
    { type: FETCH_ERROR, error: new BlogLoadError('network', 'Failed to fetch') } as EventObject,
    { type: FETCH_ERROR, error: new BlogLoadError('status', '500') } as EventObject,
  ];
}

/**
 * States are told apart by what the visitor sees (cards read, cards shown, more, failure) and
 * where the next page starts (rows read).
 */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const { posts, visibleCount, hasMore, failure, rowsRead } = snapshot.context as BlogListContext;
  return JSON.stringify([snapshot.value, posts.length, visibleCount, hasMore, failure, rowsRead]);
}

export const blogListPlan: PathPlan = {
  name: 'blogList',
  machine: blogListMachine,
  events,
  serializeState,
  input: { prerendered: PRERENDERED_PAGE } satisfies BlogListInput,
};

/** Paths to every distinguishable state, each also extended by every sample event. */
export const blogListAllPaths = generatePaths(blogListPlan);

/** The fewest of them that visit every reachable state and transition: replayed in views. */
export const blogListPaths = coveringPaths(blogListPlan, blogListAllPaths);
