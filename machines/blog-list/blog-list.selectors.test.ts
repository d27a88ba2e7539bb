import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BlogLoadError } from '../blog.domain';
import { fakeCards, pageOf } from './blog-list.fakes';
import { blogListMachine } from './blog-list.machine';
import {
  selectCanLoadMore,
  selectFailure,
  selectIsLoading,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectShowsLoadMore,
  selectShowsSamples,
  selectStatus,
  selectVisiblePosts,
} from './blog-list.selectors';
import type { BlogPage, BlogPostCard, CachedList, PageRequest } from './blog-list.types';

/*
 * The list's selectors, read from the spec (section 2 "Blog list", 8, 9): loading, then loaded,
 * error or empty; six cards first, six more per "Weitere Artikel laden" while more exist; error
 * and empty fall back to the sample articles. Every state is reached on a real actor.
 */

const settle = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

/** Fourteen published cards, newest first: two full pages and two more. */
const cards: BlogPostCard[] = Array.from({ length: 14 }, (_, index) => ({
  ...fakeCards[0]!,
  id: `post-${index + 1}`,
  slug: `artikel-${index + 1}`,
  title: `Artikel ${index + 1}`,
}));
const titles = (posts: readonly BlogPostCard[]) => posts.map((post) => post.title);
const first = (count: number) => titles(cards.slice(0, count));

type Answer = 'ok' | 'empty' | 'pending' | 'network' | 'status';

/**
 * A list actor whose page reads answer in turn as `answers` says (the last answer repeats), its
 * cache as `cache` says, with the prerendered cards `prerendered`.
 */
function list({
  answers = ['ok'],
  cache = null,
  prerendered = null,
}: { answers?: Answer[]; cache?: CachedList; prerendered?: BlogPage | null } = {}) {
  let reads = 0;
  const fetchPage = fromPromise<BlogPage, PageRequest>(({ input }) => {
    const answer = answers[Math.min(reads, answers.length - 1)];
    reads += 1;
    if (answer === 'pending') return new Promise<BlogPage>(() => {});
    if (answer === 'empty') return Promise.resolve({ posts: [], hasMore: false });
    if (answer === 'network' || answer === 'status')
      return Promise.reject(new BlogLoadError(answer, 'fake failure'));
    return Promise.resolve(pageOf(cards, input));
  });
  const actor = createActor(
    blogListMachine.provide({
      actors: { fetchPage, readCache: fromPromise<CachedList>(async () => cache) },
    }),
    { input: { prerendered } },
  );
  actors.push(actor);
  actor.start();
  return actor;
}

/** What each selector says. */
function read(actor: ReturnType<typeof list>) {
  const s = actor.getSnapshot();
  return {
    status: selectStatus(s),
    loading: selectIsLoading(s),
    refreshing: selectIsRefreshing(s),
    cards: titles(selectVisiblePosts(s)),
    canLoadMore: selectCanLoadMore(s),
    showsLoadMore: selectShowsLoadMore(s),
    loadingMore: selectIsLoadingMore(s),
    samples: selectShowsSamples(s),
    failure: selectFailure(s),
  };
}

const nothing = {
  canLoadMore: false,
  showsLoadMore: false,
  loadingMore: false,
  samples: false,
  failure: null,
};

describe('blog list selectors', () => {
  it('loading: "Artikel werden geladen..." while the first read runs, no cards yet', async () => {
    const actor = list({ answers: ['pending'] });
    await settle();
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'loading',
      loading: true,
      refreshing: false,
      cards: [],
    });
  });

  it('prerendered cards stay while the first read runs; "more" shows, disabled, when more exist', async () => {
    const actor = list({
      answers: ['pending'],
      prerendered: pageOf(cards, { offset: 0, limit: 6 }),
    });
    await settle();
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'loaded',
      loading: false,
      refreshing: true,
      cards: first(6),
      showsLoadMore: true,
    });
  });

  it('prerendered cards without more: no "more" button while refreshing', async () => {
    const few = { posts: cards.slice(0, 3), hasMore: false };
    const actor = list({ answers: ['pending'], prerendered: few });
    await settle();
    expect(read(actor)).toMatchObject({ refreshing: true, cards: first(3), showsLoadMore: false });
  });

  it('loaded: six cards first, and "Weitere Artikel laden" while more exist', async () => {
    const actor = list();
    await settle();
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'loaded',
      loading: false,
      refreshing: false,
      cards: first(6),
      canLoadMore: true,
      showsLoadMore: true,
    });
  });

  it('"more" adds six cards (from the cache at once), then the rest, then no more button', async () => {
    const actor = list({ cache: pageOf(cards, { offset: 0, limit: 12 }) });
    await settle();
    expect(read(actor)).toMatchObject({ status: 'loaded', cards: first(6), canLoadMore: true });
    actor.send({ type: 'list.more' });
    expect(read(actor)).toMatchObject({ cards: first(12), canLoadMore: true, loadingMore: false });
    actor.send({ type: 'list.more' });
    await settle();
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'loaded',
      loading: false,
      refreshing: false,
      cards: first(14),
    });
  });

  it('reading the next page: the button stays, busy, and takes no second click', async () => {
    const actor = list({ answers: ['ok', 'pending'] });
    await settle();
    actor.send({ type: 'list.more' });
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'loaded',
      loading: false,
      refreshing: false,
      cards: first(6),
      showsLoadMore: true,
      loadingMore: true,
    });
  });

  it('a failed further read keeps the cards and the button, with the failure', async () => {
    const actor = list({ answers: ['ok', 'status'] });
    await settle();
    actor.send({ type: 'list.more' });
    await settle();
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'loaded',
      loading: false,
      refreshing: false,
      cards: first(6),
      canLoadMore: true,
      showsLoadMore: true,
      failure: 'status',
    });
  });

  it('error: "Fehler beim Laden" with the sample articles, no cards, no "more"', async () => {
    const prerendered = pageOf(cards, { offset: 0, limit: 6 });
    const actor = list({ answers: ['network'], prerendered });
    await settle();
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'error',
      loading: false,
      refreshing: false,
      cards: [],
      samples: true,
      failure: 'network',
    });
  });

  it('empty: "Keine Artikel gefunden" with the sample articles', async () => {
    const actor = list({ answers: ['empty'] });
    await settle();
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'empty',
      loading: false,
      refreshing: false,
      cards: [],
      samples: true,
    });
  });

  it('"Erneut versuchen" reloads from six cards, the failure and samples gone', async () => {
    const actor = list({ answers: ['network', 'pending'] });
    await settle();
    actor.send({ type: 'list.retry' });
    expect(read(actor)).toEqual({
      ...nothing,
      status: 'loading',
      loading: true,
      refreshing: false,
      cards: [],
    });
  });
});
