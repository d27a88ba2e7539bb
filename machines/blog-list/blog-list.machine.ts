import { assign, emit, fromPromise, setup } from 'xstate';
import { BlogLoadError, failureOf, rowsReadOf } from '../blog.domain';
import type {
  BlogListContext,
  BlogListEmitted,
  BlogListEvent,
  BlogListInput,
  BlogPage,
  BlogPostCard,
  CachedList,
  PageRequest,
} from './blog-list.types';

/** Cards shown first, and added per "Weitere Artikel laden" (spec section 9). */
export const PAGE_SIZE = 6;

const INITIAL: BlogListContext = {
  posts: [],
  hasMore: false,
  rowsRead: 0,
  visibleCount: PAGE_SIZE,
  failure: null,
};

const outputOf = (event: unknown) => (event as { output?: BlogPage | null }).output ?? null;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** The list held, as a page to store: with `rowsRead` when rows were skipped or repeated. */
function listOf({ posts, hasMore, rowsRead }: BlogListContext): BlogPage {
  return rowsRead === posts.length ? { posts, hasMore } : { posts, hasMore, rowsRead };
}

/** `posts` followed by those of `more` it does not hold yet (a post published meanwhile shifts offsets). */
function appendNew(posts: BlogPostCard[], more: BlogPostCard[]): BlogPostCard[] {
  const known = new Set(posts.map((post) => post.id));
  return [...posts, ...more.filter((post) => !known.has(post.id))];
}

/**
 * The blog list: a fresh cached list is shown at once, otherwise the first page is read;
 * six cards show, "more" reveals six more (from what was read, else by reading the next
 * page). A failed first read is `error`, an empty one `empty`: both show the built-in
 * samples (tag `fallback`); retry clears the cache and starts over with six.
 *
 * A prerendered `/blog` starts with the cards it was built with (input `prerendered`): they
 * show while the cache and the data service are read, and the answer replaces them (the
 * build may be days old). Without them the first read shows the loading state.
 */
export const blogListMachine = setup({
  types: {
    context: {} as BlogListContext,
    events: {} as BlogListEvent,
    emitted: {} as BlogListEmitted,
    input: {} as BlogListInput,
  },
  actors: {
    // Replaced where the app is assembled (`createBlogListImplementations`) and by fakes.
    readCache: fromPromise<CachedList>(async () => null),
    fetchPage: fromPromise<BlogPage, PageRequest>(async () => {
      throw new BlogLoadError('network', 'fetchPage is not provided');
    }),
  },
  guards: {
    hasCachedPosts: ({ event }) => (outputOf(event)?.posts.length ?? 0) > 0,
    pageHasPosts: ({ event }) => (outputOf(event)?.posts.length ?? 0) > 0,
    hasHiddenPosts: ({ context }) => context.visibleCount < context.posts.length,
    hasMoreToRead: ({ context }) => context.hasMore,
  },
  actions: {
    assignList: assign(({ event }) => {
      const page = outputOf(event) ?? { posts: [], hasMore: false };
      return {
        posts: page.posts,
        hasMore: page.hasMore,
        rowsRead: rowsReadOf(page),
        visibleCount: PAGE_SIZE,
        failure: null,
      };
    }),
    appendPage: assign(({ context, event }) => {
      const page = outputOf(event) ?? { posts: [], hasMore: false };
      const posts = appendNew(context.posts, page.posts);
      return {
        posts,
        hasMore: page.hasMore,
        rowsRead: context.rowsRead + rowsReadOf(page),
        visibleCount: Math.max(PAGE_SIZE, Math.min(context.visibleCount + PAGE_SIZE, posts.length)),
        failure: null,
      };
    }),
    revealMore: assign({
      visibleCount: ({ context }) =>
        Math.min(context.visibleCount + PAGE_SIZE, context.posts.length),
    }),
    resetList: assign({ ...INITIAL }),
    assignFailure: assign({ failure: ({ event }) => failureOf(errorOf(event)) }),
    emitFailed: emit(({ event }, params: { phase: 'first' | 'more' }) => ({
      type: 'list.failed' as const,
      failure: failureOf(errorOf(event)),
      phase: params.phase,
    })),
    // Cache side effects: no-ops here, bound to the browser cache by `createBlogListImplementations`.
    storeList: (_, _params: BlogPage) => {},
    extendStoredList: (_, _params: BlogPage) => {},
    clearCache: () => {},
  },
}).createMachine({
  id: 'blogList',
  context: ({ input }) => ({
    ...INITIAL,
    posts: input.prerendered?.posts ?? [],
    hasMore: input.prerendered?.hasMore ?? false,
    rowsRead: input.prerendered ? rowsReadOf(input.prerendered) : 0,
  }),
  initial: 'checkingCache',
  states: {
    checkingCache: {
      tags: ['loading'],
      invoke: {
        id: 'readCache',
        src: 'readCache',
        onDone: [
          { guard: 'hasCachedPosts', target: 'loaded', actions: 'assignList' },
          { target: 'loading' },
        ],
        // An unreadable cache is a miss.
        onError: { target: 'loading' },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: { offset: 0, limit: PAGE_SIZE },
        onDone: [
          {
            guard: 'pageHasPosts',
            target: 'loaded',
            actions: [
              'assignList',
              {
                type: 'storeList',
                params: ({ context }) => listOf(context),
              },
            ],
          },
          // Prerendered cards go with the empty answer or the failure: neither shows them.
          { target: 'empty', actions: 'assignList' },
        ],
        onError: {
          target: 'error',
          actions: [
            'resetList',
            'assignFailure',
            { type: 'emitFailed', params: { phase: 'first' } },
          ],
        },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.more': [
              { guard: 'hasHiddenPosts', actions: 'revealMore' },
              { guard: 'hasMoreToRead', target: 'loadingMore' },
            ],
          },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            // After every row read so far, malformed ones included (they were skipped).
            input: ({ context }) => ({ offset: context.rowsRead, limit: PAGE_SIZE }),
            onDone: {
              target: 'idle',
              actions: [
                'appendPage',
                {
                  type: 'extendStoredList',
                  params: ({ context }) => listOf(context),
                },
              ],
            },
            // The cards shown stay; the visitor may ask again.
            onError: {
              target: 'idle',
              actions: ['assignFailure', { type: 'emitFailed', params: { phase: 'more' } }],
            },
          },
        },
      },
    },
    error: {
      tags: ['fallback'],
      on: {
        'list.retry': { target: 'loading', actions: ['clearCache', 'resetList'] },
      },
    },
    empty: {
      tags: ['fallback'],
    },
  },
});

export type BlogListMachine = typeof blogListMachine;
