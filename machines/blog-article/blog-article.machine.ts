import { assign, emit, fromPromise, setup } from 'xstate';
import { BlogLoadError, failureOf } from '../blog.domain';
import type {
  BlogArticleContext,
  BlogArticleEmitted,
  BlogArticleEvent,
  BlogArticleInput,
  BlogPost,
  PostLookup,
} from './blog-article.types';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * One article by slug: first what is known locally (a cached article or a built-in sample is
 * shown at once; a cached card is shown while the body loads), otherwise one read of the
 * published row. No row is `notFound`; a failed read is `error`, which can be retried.
 *
 * A prerendered article page starts with the article it was built with (input `prerendered`,
 * as the list takes its prerendered cards): it goes straight on to `shown` without looking
 * anything up, so the server and the hydrating browser render the same markup.
 */
export const blogArticleMachine = setup({
  types: {
    input: {} as BlogArticleInput,
    context: {} as BlogArticleContext,
    events: {} as BlogArticleEvent,
    emitted: {} as BlogArticleEmitted,
  },
  actors: {
    // Replaced where the app is assembled (`createBlogArticleImplementations`) and by fakes.
    lookupPost: fromPromise<PostLookup, { slug: string }>(async () => ({
      post: null,
      preview: null,
    })),
    fetchPost: fromPromise<BlogPost | null, { slug: string }>(async () => {
      throw new BlogLoadError('network', 'fetchPost is not provided');
    }),
  },
  guards: {
    isPrerendered: ({ context }) => context.post !== null,
    isKnownLocally: ({ event }) => !!(event as { output?: PostLookup }).output?.post,
    isFound: ({ event }) => !!(event as { output?: BlogPost | null }).output,
  },
  actions: {
    assignLookup: assign(({ event }) => {
      const lookup = (event as { output?: PostLookup }).output;
      return { post: lookup?.post ?? null, preview: lookup?.preview ?? null };
    }),
    assignPost: assign({
      post: ({ event }) => (event as { output?: BlogPost | null }).output ?? null,
      failure: null,
    }),
    assignFailure: assign({ failure: ({ event }) => failureOf(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    emitFailed: emit(({ event }) => ({
      type: 'article.failed' as const,
      failure: failureOf(errorOf(event)),
    })),
    // Cache side effect: a no-op here, bound to the browser cache by the implementations.
    storePost: (_, _post: BlogPost) => {},
  },
}).createMachine({
  id: 'blogArticle',
  context: ({ input }) => ({
    slug: input.slug,
    post: input.prerendered?.slug === input.slug ? input.prerendered : null,
    preview: null,
    failure: null,
  }),
  initial: 'lookingUp',
  states: {
    lookingUp: {
      tags: ['loading'],
      // Built into the page: shown as built, the lookup below never starts.
      always: { guard: 'isPrerendered', target: 'shown' },
      invoke: {
        id: 'lookupPost',
        src: 'lookupPost',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          { guard: 'isKnownLocally', target: 'shown', actions: 'assignLookup' },
          { target: 'fetching', actions: 'assignLookup' },
        ],
        // An unreadable cache is a miss.
        onError: { target: 'fetching' },
      },
    },
    fetching: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPost',
        src: 'fetchPost',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: 'isFound',
            target: 'shown',
            actions: ['assignPost', { type: 'storePost', params: ({ context }) => context.post! }],
          },
          { target: 'notFound' },
        ],
        onError: { target: 'error', actions: ['assignFailure', 'emitFailed'] },
      },
    },
    shown: {},
    notFound: {},
    error: {
      on: {
        'article.retry': { target: 'fetching', actions: 'clearFailure' },
      },
    },
  },
});

export type BlogArticleMachine = typeof blogArticleMachine;
