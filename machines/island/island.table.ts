import type { IslandAction, IslandEventType, IslandTag } from './island.types';

/**
 * The island machine (`island.machine.ts`) as a plain transition table, for the first bundle:
 * xstate's runtime does not fit there (decision 0027), this table and a small interpreter
 * (`src/lib/table-actor.ts`) do. Per state: its tags, and per event it takes, the state it goes
 * to (null: it stays, no entry actions) followed by every action it runs, in order (the
 * transition's own, then the entry actions of the state it enters). `island.table.test.ts`
 * proves it equal to the machine for every state and event: change both or neither.
 */
export const islandTable = {
  unregistered: {
    tags: ['guarded', 'holdingTaps'],
    on: {
      'island.registered': ['waiting'],
      'island.reached': ['wanted'],
      'tap.held': ['wanted', 'holdTap'],
      'island.mounted': ['ready', 'markReady', 'openSoon'],
      'island.failed': ['failed', 'markReady', 'openSoon'],
    },
  },
  wanted: {
    tags: ['guarded', 'holdingTaps'],
    on: {
      'island.registered': ['loading', 'startLoading'],
      'tap.held': [null, 'holdTap'],
      'island.mounted': ['ready', 'markReady', 'openSoon'],
    },
  },
  waiting: {
    tags: ['guarded', 'holdingTaps'],
    on: {
      'island.near': ['loading', 'startLoading'],
      'island.reached': ['loading', 'startLoading'],
      'tap.held': ['loading', 'holdTap', 'startLoading'],
      'island.mounted': ['ready', 'markReady', 'openSoon'],
      'island.failed': ['failed', 'markReady', 'openSoon'],
    },
  },
  loading: {
    tags: ['guarded', 'holdingTaps'],
    on: {
      'tap.held': [null, 'holdTap'],
      'island.mounted': ['ready', 'markReady', 'openSoon'],
      'island.failed': ['failed', 'markReady', 'openSoon'],
    },
  },
  ready: {
    tags: ['holdingTaps'],
    on: {
      'tap.held': [null, 'holdTap'],
      'island.opened': ['open', 'replayTaps', 'forgetTaps'],
    },
  },
  open: { tags: [], on: {} },
  failed: {
    tags: [],
    on: {
      'island.opened': [null, 'replayTaps', 'forgetTaps'],
      'island.retry': ['loading', 'startLoading'],
    },
  },
} as const satisfies TransitionTable<IslandTag, IslandEventType, IslandAction>;

/** Where an island starts: the machine's initial state. */
export const ISLAND_INITIAL: IslandState = 'unregistered';

export type IslandState = keyof typeof islandTable;

/** A machine as data: per state its tags and, per event taken, `[target | null, ...actions]`. */
export type TransitionTable<
  Tag extends string,
  EventType extends string,
  Action extends string,
> = Record<
  string,
  {
    readonly tags: readonly Tag[];
    readonly on: Partial<Record<EventType, readonly [string | null, ...Action[]]>>;
  }
>;
