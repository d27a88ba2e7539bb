import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CACHE_TTL_MS, createBlogCache } from '../../src/blog/blog-cache';
import { BlogLoadError, type BlogFailure, type PageRequest } from '../blog.domain';
import { createBlogListImplementations } from './blog-list.actors';
import { fakeCards, pageOf } from './blog-list.fakes';
import { blogListMachine, PAGE_SIZE } from './blog-list.machine';
import {
  selectCanLoadMore,
  selectFailure,
  selectIsLoading,
  selectIsRefreshing,
  selectShowsSamples,
  selectStatus,
  selectVisiblePosts,
} from './blog-list.selectors';
import { controlledPromise } from '../../tests/model/controlled';
import type { BlogListEmitted, BlogPage, CachedList } from './blog-list.types';

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
    const emitted: BlogListEmitted[] = [];
    const actor = createActor(machine, { input: { prerendered: null } });
    actor.on('list.failed', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    return { actor, emitted };
  };
  return { clock, cache, service, visit };
}

const slugs = (cards: readonly { slug: string }[]) => cards.map((card) => card.slug);

describe('blog list machine', () => {
  it('reads again once the cache is five minutes old (fake clock)', async () => {
    const { service, clock, visit } = setup();
    await visit();
    clock.now += CACHE_TTL_MS - 1;
    await visit();
    expect(service.fetchPostPage).toHaveBeenCalledTimes(1);
    clock.now += 1;
    const { actor } = await visit();
    expect(service.fetchPostPage).toHaveBeenCalledTimes(2);
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('on a later visit shows six of the cached cards and reveals the rest without reading', async () => {
    const { service, cache, visit } = setup();
    const first = await visit();
    first.actor.send({ type: 'list.more' });
    await waitFor(first.actor, (s) => s.matches({ loaded: 'idle' }));
    expect(cache.readList()?.posts).toHaveLength(12);

    const { actor } = await visit();
    expect(selectVisiblePosts(actor.getSnapshot())).toHaveLength(6);
    actor.send({ type: 'list.more' });
    expect(selectVisiblePosts(actor.getSnapshot())).toHaveLength(12);
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

  it('fails into the error state with the sample fallback and reports it for the toast', async () => {
    const { service, visit } = setup();
    service.failWith = 'status';
    const { actor, emitted } = await visit();
    const snapshot = actor.getSnapshot();
    expect(selectStatus(snapshot)).toBe('error');
    expect(selectShowsSamples(snapshot)).toBe(true);
    expect(selectFailure(snapshot)).toBe('status');
    expect(emitted).toEqual([{ type: 'list.failed', failure: 'status', phase: 'first' }]);
  });

  it('retry clears the cache, reads again and starts over with six cards', async () => {
    const { service, cache, visit } = setup();
    cache.writePost({ ...fakeCards[0]!, content: '<p>alt</p>' });
    service.failWith = 'network';
    const { actor } = await visit();
    service.failWith = null;
    actor.send({ type: 'list.retry' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ posts: [], visibleCount: 6 });
    expect(cache.readPost(fakeCards[0]!.slug)).toBeNull();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ visibleCount: 6, failure: null });
    expect(service.fetchPostPage).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failure: the next visit reads again', async () => {
    const { service, visit } = setup();
    service.failWith = 'network';
    await visit();
    service.failWith = null;
    const { actor } = await visit();
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
    expect(service.fetchPostPage).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state (with the sample fallback) when nothing is published', async () => {
    const { service, cache, visit } = setup();
    service.cards = [];
    const { actor, emitted } = await visit();
    expect(selectStatus(actor.getSnapshot())).toBe('empty');
    expect(selectShowsSamples(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
    expect(cache.readList()).toBeNull();
  });

  it('keeps the cards when a further page fails, reports it, and can read it again', async () => {
    const { service, visit } = setup();
    const { actor, emitted } = await visit();
    service.failWith = 'network';
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(selectVisiblePosts(actor.getSnapshot())).toHaveLength(6);
    expect(selectFailure(actor.getSnapshot())).toBe('network');
    expect(emitted).toEqual([{ type: 'list.failed', failure: 'network', phase: 'more' }]);
    service.failWith = null;
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(selectVisiblePosts(actor.getSnapshot())).toHaveLength(12);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('skips cards it already holds when a post published meanwhile shifts the pages', async () => {
    const { service, visit } = setup();
    const { actor } = await visit();
    const newer = { ...fakeCards[0]!, id: 'ffffffff-neu', slug: 'neu' };
    service.cards = [newer, ...fakeCards];
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const posts = actor.getSnapshot().context.posts;
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    expect(posts).toHaveLength(11);
  });
});

describe('blog list machine: each step on its own', () => {
  function controlled(prerendered: BlogPage | null = null) {
    const cache = controlledPromise<CachedList>();
    const fetch = controlledPromise<BlogPage, PageRequest>();
    const actor = createActor(
      blogListMachine.provide({ actors: { readCache: cache.logic, fetchPage: fetch.logic } }),
      { input: { prerendered } },
    ).start();
    return { actor, cache, fetch };
  }
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const cached = (count: number, hasMore: boolean): CachedList => ({
    posts: fakeCards.slice(0, count),
    hasMore,
  });

  it('starts loading with nothing read: six to show, nothing more, no failure', () => {
    const { actor } = controlled();
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      posts: [],
      hasMore: false,
      rowsRead: 0,
      visibleCount: 6,
      failure: null,
    });
  });

  it('reveals cached cards six at a time, never more than it holds', async () => {
    const { actor, cache, fetch } = controlled();
    cache.resolve(cached(14, false));
    await flush();
    expect(selectVisiblePosts(actor.getSnapshot())).toHaveLength(6);
    actor.send({ type: 'list.more' });
    expect(selectVisiblePosts(actor.getSnapshot())).toHaveLength(12);
    actor.send({ type: 'list.more' });
    expect(actor.getSnapshot().context.visibleCount).toBe(14);
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
    expect(fetch.started).toEqual([]);
  });

  it('shows what a shorter last page adds, and counts no more than that', async () => {
    const { actor, cache, fetch } = controlled();
    cache.resolve(cached(12, true));
    await flush();
    actor.send({ type: 'list.more' });
    actor.send({ type: 'list.more' });
    expect(fetch.started).toEqual([{ offset: 12, limit: 6 }]);
    fetch.resolve({ posts: fakeCards.slice(12, 14), hasMore: false });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ visibleCount: 14, hasMore: false });
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
  });

  it('starts the next page after the rows read, skipped malformed ones included', async () => {
    const { actor, cache, fetch } = controlled();
    cache.resolve(null);
    await flush();
    // Six cards out of eight rows: two were malformed and skipped.
    fetch.resolve({ posts: fakeCards.slice(0, 6), hasMore: true, rowsRead: 8 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ rowsRead: 8, hasMore: true });
    actor.send({ type: 'list.more' });
    expect(fetch.started.at(-1)).toEqual({ offset: 8, limit: 6 });
    fetch.resolve({ posts: fakeCards.slice(6, 11), hasMore: true, rowsRead: 6 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ rowsRead: 14, visibleCount: 11 });
    expect(selectVisiblePosts(actor.getSnapshot())).toEqual(fakeCards.slice(0, 11));
    actor.send({ type: 'list.more' });
    expect(fetch.started.at(-1)).toEqual({ offset: 14, limit: 6 });
  });

  it('a page of only malformed rows still moves on: the button reads the next rows', async () => {
    const { actor, cache, fetch } = controlled();
    cache.resolve(cached(6, true));
    await flush();
    actor.send({ type: 'list.more' });
    expect(fetch.started.at(-1)).toEqual({ offset: 6, limit: 6 });
    fetch.resolve({ posts: [], hasMore: true, rowsRead: 6 });
    await flush();
    actor.send({ type: 'list.more' });
    expect(fetch.started.at(-1)).toEqual({ offset: 12, limit: 6 });
  });

  it('starts from the rows the prerendered page covered', async () => {
    const { actor, cache, fetch } = controlled({
      posts: fakeCards.slice(0, 6),
      hasMore: true,
      rowsRead: 7,
    });
    expect(actor.getSnapshot().context.rowsRead).toBe(7);
    cache.resolve(null);
    await flush();
    expect(fetch.started).toEqual([{ offset: 0, limit: 6 }]);
  });

  it('fails safe when nothing is provided: the error state, not "empty"', async () => {
    const actor = createActor(blogListMachine, { input: { prerendered: null } }).start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(selectStatus(actor.getSnapshot())).toBe('error');
    expect(selectFailure(actor.getSnapshot())).toBe('network');
  });

  describe('starting from the prerendered first page', () => {
    const built: BlogPage = { posts: fakeCards.slice(0, 6), hasMore: true };

    it('replaces them with the current first page (the build may be old)', async () => {
      const { actor, cache, fetch } = controlled(built);
      cache.resolve(null);
      await flush();
      expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
      expect(fetch.started).toEqual([{ offset: 0, limit: 6 }]);
      const current = { posts: fakeCards.slice(1, 7), hasMore: true };
      fetch.resolve(current);
      await flush();
      expect(selectIsRefreshing(actor.getSnapshot())).toBe(false);
      expect(slugs(selectVisiblePosts(actor.getSnapshot()))).toEqual(slugs(current.posts));
      expect(selectCanLoadMore(actor.getSnapshot())).toBe(true);
    });
  });
});
