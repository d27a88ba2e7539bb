import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CACHE_TTL_MS, createBlogCache } from '../../src/blog/blog-cache';
import { BlogLoadError, type BlogFailure, type PageRequest } from '../blog.domain';
import { createBlogListImplementations } from './blog-list.actors';
import { fakeCards, pageOf } from './blog-list.fakes';
import { blogListMachine, PAGE_SIZE } from './blog-list.machine';
import { controlledPromise } from '../../tests/model/controlled';
import type { BlogPage, CachedList } from './blog-list.types';

/*
 * What the unit replays (blog-list.paths.test.ts) cannot see: the machine bound to a cache and a
 * data service (what it stores, keeps and clears), the requests it starts, and its own
 * stand-in actors. Its states, context and reports: the replays.
 */

/** A data service answering from the fake cards, or failing while `failWith` is set. */
function fakeService() {
  const service = {
    calls: [] as PageRequest[],
    failWith: null as BlogFailure | null,
    cards: fakeCards,
    fetchPostPage: vi.fn(async (request: PageRequest) => {
      service.calls.push(request);
      if (service.failWith) throw new BlogLoadError(service.failWith, 'fake failure');
      return pageOf(service.cards, request);
    }),
  };
  return service;
}

/** A site visit: one list actor on a shared service and cache (memory storage, fake clock). */
function setup() {
  const clock = { now: 1_000_000 };
  const store = new Map<string, string>();
  const cache = createBlogCache({
    now: () => clock.now,
    storage: () => ({
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    }),
  });
  const service = fakeService();
  const machine = blogListMachine.provide(createBlogListImplementations({ api: service, cache }));
  const visit = async () => {
    const actor = createActor(machine, { input: { prerendered: null } }).start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    return { actor };
  };
  return { clock, cache, service, visit };
}

describe('blog list machine, bound to the cache and the data service', () => {
  it('stores the pages read: a later visit reveals them without reading, then reads on', async () => {
    const { service, cache, visit } = setup();
    const first = await visit();
    first.actor.send({ type: 'list.more' });
    await waitFor(first.actor, (s) => s.matches({ loaded: 'idle' }));
    expect(cache.readList()?.posts).toHaveLength(12);

    const { actor } = await visit();
    actor.send({ type: 'list.more' });
    expect(service.fetchPostPage).toHaveBeenCalledTimes(2);
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(service.calls.at(-1)).toEqual({ offset: 12, limit: PAGE_SIZE });
  });

  it('keeps the age of the first page when more pages are cached', async () => {
    const { service, clock, visit } = setup();
    const { actor } = await visit();
    clock.now += CACHE_TTL_MS - 1000;
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    clock.now += 1000;
    await visit();
    expect(service.fetchPostPage).toHaveBeenCalledTimes(3);
  });

  it('retry clears the cache, articles included', async () => {
    const { service, cache, visit } = setup();
    cache.writePost({ ...fakeCards[0]!, content: '<p>alt</p>' });
    service.failWith = 'network';
    const { actor } = await visit();
    actor.send({ type: 'list.retry' });
    expect(cache.readPost(fakeCards[0]!.slug)).toBeNull();
  });

  it('caches neither a failure nor an empty answer: the next visit reads again', async () => {
    const { service, cache, visit } = setup();
    service.failWith = 'network';
    await visit();
    service.failWith = null;
    service.cards = [];
    await visit();
    expect(cache.readList()).toBeNull();
    service.cards = fakeCards;
    await visit();
    expect(service.fetchPostPage).toHaveBeenCalledTimes(3);
  });
});

describe('blog list machine, its requests and stand-ins', () => {
  it('reads the first page from row 0, each further one after the rows read so far', async () => {
    const cache = controlledPromise<CachedList>();
    const fetch = controlledPromise<BlogPage, PageRequest>();
    const actor = createActor(
      blogListMachine.provide({ actors: { readCache: cache.logic, fetchPage: fetch.logic } }),
      // Built from six cards out of seven rows: one was malformed and skipped.
      { input: { prerendered: { posts: fakeCards.slice(0, 6), hasMore: true, rowsRead: 7 } } },
    ).start();
    const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.rowsRead).toBe(7);
    cache.resolve(null);
    await flush();
    expect(fetch.started).toEqual([{ offset: 0, limit: 6 }]);
    // Six cards out of eight rows: two were malformed and skipped.
    fetch.resolve({ posts: fakeCards.slice(0, 6), hasMore: true, rowsRead: 8 });
    await flush();
    actor.send({ type: 'list.more' });
    expect(fetch.started.at(-1)).toEqual({ offset: 8, limit: 6 });
  });

  it('starts with nothing and fails safe when nothing is provided: the error, not "empty"', async () => {
    const actor = createActor(blogListMachine, { input: { prerendered: null } }).start();
    expect(actor.getSnapshot().context).toEqual({
      posts: [],
      hasMore: false,
      rowsRead: 0,
      visibleCount: 6,
      failure: null,
    });
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.failure).toBe('network');
  });
});
