import { assign, emit, setup } from 'xstate';

/** Where a navigation was going: enough to make the same navigation again. */
export interface NavigationLocation {
  href: string;
  /** The history entry's state (the router's keys); given back unchanged on a retry. */
  state?: Record<string, unknown>;
  /** Whether it replaced the history entry instead of adding one. */
  replace: boolean;
}

export type NavigationNoticeEvent =
  /** A navigation did not happen: the code of a page it leads to did not load. */
  | { type: 'navigation.failed'; location: NavigationLocation }
  /** A navigation happened (the retried one, or any other the visitor made). */
  | { type: 'navigation.succeeded' }
  /** The visitor asks for the failed navigation again ('Erneut versuchen'). */
  | { type: 'retry' }
  /** The visitor closes the notice. */
  | { type: 'dismiss' };

/** Asks the host to make the failed navigation again (the router is not the machine's). */
export type NavigationNoticeEmitted = { type: 'navigation.retry'; location: NavigationLocation };

export interface NavigationNoticeContext {
  /** The navigation that failed last; null when no notice is shown. */
  location: NavigationLocation | null;
}

/**
 * The notice of a navigation that did not happen because the next page's code did not load
 * (offline, a flaky network): the visitor stays on the page with what they typed. The notice
 * offers the same navigation again (`retry` emits `navigation.retry` for the host to make;
 * meanwhile it is `retrying`) and can be closed. Any navigation that happens takes it away;
 * another that fails replaces the one it remembers.
 */
export const navigationNoticeMachine = setup({
  types: {
    context: {} as NavigationNoticeContext,
    events: {} as NavigationNoticeEvent,
    emitted: {} as NavigationNoticeEmitted,
  },
  actions: {
    remember: assign({
      location: ({ event }) => (event.type === 'navigation.failed' ? event.location : null),
    }),
    forget: assign({ location: null }),
    askForRetry: emit(({ context }) => ({
      type: 'navigation.retry' as const,
      location: context.location!,
    })),
  },
}).createMachine({
  id: 'navigationNotice',
  context: { location: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'navigation.failed': { target: 'failed', actions: 'remember' } },
    },
    failed: {
      on: {
        retry: { target: 'retrying', actions: 'askForRetry' },
        dismiss: { target: 'idle', actions: 'forget' },
        'navigation.failed': { target: 'failed', actions: 'remember' },
        'navigation.succeeded': { target: 'idle', actions: 'forget' },
      },
    },
    retrying: {
      on: {
        dismiss: { target: 'idle', actions: 'forget' },
        'navigation.failed': { target: 'failed', actions: 'remember' },
        'navigation.succeeded': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
