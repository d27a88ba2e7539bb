import { assign, emit, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type {
  HomeNavigation,
  SectionNavContext,
  SectionNavEmitted,
  SectionNavEvent,
} from './section-nav.types';

/** Spec section 9: arriving on `/` from another route, the scroll waits about 100 ms. */
export const SCROLL_AFTER_NAVIGATION_MS = 100;
/**
 * How long a section is kept in view after it last moved while what is above it arrives (the
 * landing page's code after a client navigation, fonts, images), unless the visitor takes over
 * first (decision 0018).
 */
export const FOLLOW_SECTION_MS = 6_000;

const notProvided = (name: string) => async () => {
  throw new Error(`${name} is not provided`);
};

/**
 * Going to a landing-page section (spec section 2): on `/` it scrolls there at once; from another
 * route it opens `/` (replacing the history entry for the header's entries) and scrolls after
 * about 100 ms. Then it keeps the section in view while the page above it still changes (code,
 * fonts and images arriving move it), until the visitor scrolls, touches or presses a key, or
 * `followSection` has passed since it last moved. The scrolling itself is the view's: it reacts to `scroll.requested`.
 */
export const sectionNavMachine = setup({
  types: {
    context: {} as SectionNavContext,
    events: {} as SectionNavEvent,
    emitted: {} as SectionNavEmitted,
  },
  actors: {
    // Opens `/` (the router, injected where the app is assembled); it never rejects.
    navigateHome: fromPromise<void, HomeNavigation>(notProvided('navigateHome')),
    // Reports `section.moved` when the section's place on the page changes (also when it first
    // appears) or the page's length does (a page too short to bring it to the top grew), and
    // `visitor.tookOver` at the visitor's first scroll, touch or key.
    watchSection: fromCallback<SectionNavEvent, { section: string }>(() => {}),
  },
  delays: {
    scrollDelay: SCROLL_AFTER_NAVIGATION_MS,
    followSection: FOLLOW_SECTION_MS,
  },
  guards: {
    isOnHome: ({ event }) => event.type === 'section.go' && event.from === 'home',
    // An arrival at another section than the one followed (the address changed again: a
    // section link tapped before the app woke, whose first arrival came late, or an edited
    // address).
    isOtherSection: ({ context, event }) =>
      event.type === 'section.arrived' && event.section !== context.section,
  },
  actions: {
    assignVisit: assign(({ event }) => {
      if (event.type === 'section.arrived')
        return { section: event.section, motion: 'instant' as const, navigation: null };
      if (event.type !== 'section.go') return {};
      if (event.from === 'home')
        return { section: event.section, motion: 'smooth' as const, navigation: null };
      return {
        section: event.section,
        motion: 'instant' as const,
        navigation: {
          section: event.section,
          replace: event.replace ?? true,
          ...(event.state ? { state: event.state } : {}),
        },
      };
    }),
    clearNavigation: assign({ navigation: null }),
    clearVisit: assign({ section: null, motion: 'smooth' as const, navigation: null }),
    requestScroll: emit(({ context }, params: { focus: boolean }) => ({
      type: 'scroll.requested' as const,
      section: context.section ?? '',
      motion: context.motion,
      focus: params.focus,
    })),
  },
}).createMachine({
  id: 'sectionNav',
  context: { section: null, motion: 'smooth', navigation: null },
  initial: 'idle',
  on: {
    // A new choice replaces whatever is under way.
    'section.go': [
      {
        guard: 'isOnHome',
        target: '.following',
        reenter: true,
        actions: ['assignVisit', { type: 'requestScroll', params: { focus: true } }],
      },
      { target: '.navigating', reenter: true, actions: 'assignVisit' },
    ],
  },
  states: {
    idle: {
      entry: 'clearVisit',
      on: {
        'section.arrived': {
          target: 'following',
          actions: ['assignVisit', { type: 'requestScroll', params: { focus: false } }],
        },
      },
    },
    navigating: {
      invoke: {
        id: 'navigateHome',
        src: 'navigateHome',
        input: ({ context }) => context.navigation!,
        onDone: { target: 'waiting', actions: 'clearNavigation' },
      },
    },
    waiting: {
      after: {
        scrollDelay: {
          target: 'following',
          actions: { type: 'requestScroll', params: { focus: true } },
        },
      },
    },
    following: {
      invoke: {
        id: 'watchSection',
        src: 'watchSection',
        input: ({ context }) => ({ section: context.section ?? '' }),
      },
      // Six seconds after the last move: what arrives in stages (code, then fonts, then
      // images) is followed as long as the stages come, however slow the phone.
      after: { followSection: 'idle' },
      on: {
        'section.moved': {
          target: 'following',
          reenter: true,
          actions: { type: 'requestScroll', params: { focus: false } },
        },
        // The page is now at another section: that one is followed (the last arrival wins).
        'section.arrived': {
          guard: 'isOtherSection',
          target: 'following',
          reenter: true,
          actions: ['assignVisit', { type: 'requestScroll', params: { focus: false } }],
        },
        'visitor.tookOver': 'idle',
      },
    },
  },
});

export type SectionNavMachine = typeof sectionNavMachine;

/** A running section-navigation actor (the app holds one: `src/components/section-nav.live.ts`). */
export type SectionNavRef = ActorRefFrom<SectionNavMachine>;
