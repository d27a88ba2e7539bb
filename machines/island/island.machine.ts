import { assign, setup, type ActorRefFrom } from 'xstate';
import type { IslandContext, IslandEvent, IslandTag } from './island.types';

/**
 * A deferred island on a prerendered page, as the start-up guard sees it (docs/start-up.md,
 * decision 0027): its code loads when it comes near the viewport or when the visitor reaches
 * for it; until its tree is ready, every event aimed inside it is kept from React (`guarded`)
 * and taps on its buttons are held (`holdingTaps`); a task after it is ready they are replayed
 * and every event passes. A failed load shows a notice with a retry.
 *
 * The first bundle does not run this machine (xstate is not in it): it runs the transition
 * table `island.table.ts` with a small interpreter, and a test proves that table equal to this
 * machine for every state and event. The inspector, stories and path replays run this one.
 */
/** Before it is ready: its tree mounted (its code came), or its code failed (the notice). */
const settles = { 'island.mounted': 'ready', 'island.failed': 'failed' } as const;

export const islandMachine = setup({
  types: {
    context: {} as IslandContext,
    events: {} as IslandEvent,
    tags: {} as IslandTag,
  },
  actions: {
    /** Keeps a tap to replay once the island is open. */
    holdTap: assign({
      taps: ({ context, event }) =>
        event.type === 'tap.held' ? [...context.taps, event.tap] : context.taps,
    }),
    /** Starts loading the island's code (the adapter resolves its wake-up). */
    startLoading: () => {},
    /** Marks the island's element ready (`data-island-ready`). */
    markReady: () => {},
    /** Sends `island.opened` a task later (after the widgets' start-up microtasks). */
    openSoon: () => {},
    /** Replays the held taps (focus first, then a click), in order. */
    replayTaps: () => {},
    /** Forgets the taps once replayed. */
    forgetTaps: assign({ taps: () => [] }),
  },
}).createMachine({
  id: 'island',
  context: { taps: [] },
  initial: 'unregistered',
  states: {
    /**
     * Not registered yet (the page is hydrating), or never (a static island: it only mounts or
     * fails). It mounts before it registers when its code was there (its tree's effects run
     * before the island's own).
     */
    unregistered: {
      tags: ['guarded', 'holdingTaps'],
      on: {
        'island.registered': 'waiting',
        'island.reached': 'wanted',
        'tap.held': { target: 'wanted', actions: 'holdTap' },
        ...settles,
      },
    },
    /** Reached for before it registered (an event while the page hydrated, a held tap). */
    wanted: {
      tags: ['guarded', 'holdingTaps'],
      on: {
        'island.registered': 'loading',
        'tap.held': { actions: 'holdTap' },
        // Its code was there when it hydrated (it registers after its tree's effects ran).
        'island.mounted': 'ready',
      },
    },
    /**
     * Registered, not near the viewport, not reached for, the page not idle yet. It mounts or
     * fails from here after a client navigation, where it loads its code at once.
     */
    waiting: {
      tags: ['guarded', 'holdingTaps'],
      on: {
        'island.near': 'loading',
        'island.idle': 'loading',
        'island.reached': 'loading',
        'tap.held': { target: 'loading', actions: 'holdTap' },
        ...settles,
      },
    },
    /** Its code is on its way; React hydrates it when it has come. */
    loading: {
      tags: ['guarded', 'holdingTaps'],
      entry: 'startLoading',
      on: {
        'tap.held': { actions: 'holdTap' },
        ...settles,
      },
    },
    /** Mounted, its effects ran: every event but a tap reaches React. */
    ready: {
      tags: ['holdingTaps'],
      entry: ['markReady', 'openSoon'],
      on: {
        'tap.held': { actions: 'holdTap' },
        'island.opened': { target: 'open', actions: ['replayTaps', 'forgetTaps'] },
      },
    },
    /** Its held taps were replayed: every event reaches React. */
    open: {},
    /** Its code failed: the notice shows, every event reaches it; a retry loads again. */
    failed: {
      entry: ['markReady', 'openSoon'],
      on: {
        'island.opened': { actions: ['replayTaps', 'forgetTaps'] },
        'island.retry': 'retrying',
      },
    },
    /**
     * The notice's retry: the island renders its part anew and loads its code again. Every
     * event passes, as on the notice (it stays marked ready): nothing of it is left to hydrate.
     */
    retrying: {
      on: {
        'island.mounted': 'open',
        'island.failed': 'failed',
      },
    },
  },
});

export type IslandRef = ActorRefFrom<typeof islandMachine>;
