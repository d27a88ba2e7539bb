import type { IslandAction, IslandEventType, IslandTag } from './island.types';

/**
 * The island machine (`island.machine.ts`) as a plain transition table, for the first bundle:
 * xstate's runtime does not fit there (decision 0027), this table and a small interpreter
 * (`src/start-up/table-actor.ts`) do. Per state: its tags, its entry actions, and per event it
 * takes, the state it goes to (null: it stays, entering nothing) followed by the transition's
 * actions, in order. `src/start-up/island-table.node.test.ts` proves it equal to the machine for
 * every state and event: change both or neither.
 */
/** Before it is ready: its tree mounted (its code came), or its code failed (the notice). */
const settles = { 'island.mounted': ['ready'], 'island.failed': ['failed'] } as const;

export const islandTable = {
  unregistered: {
    tags: ['guarded', 'holdingTaps'],
    on: {
      'island.registered': ['waiting'],
      'island.reached': ['wanted'],
      'tap.held': ['wanted', 'holdTap'],
      ...settles,
    },
  },
  wanted: {
    tags: ['guarded', 'holdingTaps'],
    on: {
      'island.registered': ['loading'],
      'tap.held': [null, 'holdTap'],
      'island.mounted': ['ready'],
    },
  },
  waiting: {
    tags: ['guarded', 'holdingTaps'],
    on: {
      'island.near': ['loading'],
      'island.idle': ['loading'],
      'island.reached': ['loading'],
      'tap.held': ['loading', 'holdTap'],
      ...settles,
    },
  },
  loading: {
    tags: ['guarded', 'holdingTaps'],
    entry: ['startLoading'],
    on: {
      'tap.held': [null, 'holdTap'],
      ...settles,
    },
  },
  ready: {
    tags: ['holdingTaps'],
    entry: ['markReady', 'openSoon'],
    on: {
      'tap.held': [null, 'holdTap'],
      'island.opened': ['open', 'replayTaps', 'forgetTaps'],
    },
  },
  open: { tags: [], on: {} },
  failed: {
    tags: [],
    entry: ['markReady', 'openSoon'],
    on: {
      'island.opened': [null, 'replayTaps', 'forgetTaps'],
      'island.retry': ['retrying'],
    },
  },
  retrying: {
    tags: [],
    on: {
      'island.mounted': ['open'],
      'island.failed': ['failed'],
    },
  },
} as const satisfies TransitionTable<IslandTag, IslandEventType, IslandAction>;

/** Where an island starts: the machine's initial state. */
export const ISLAND_INITIAL: IslandState = 'unregistered';

export type IslandState = keyof typeof islandTable;

/**
 * A machine as data: per state its tags, its entry actions and, per event taken,
 * `[target | null, ...actions]`.
 */
export type TransitionTable<
  Tag extends string,
  EventType extends string,
  Action extends string,
> = Record<
  string,
  {
    readonly tags: readonly Tag[];
    readonly entry?: readonly Action[];
    readonly on: Partial<Record<EventType, readonly [string | null, ...Action[]]>>;
  }
>;
