import type { AnyMachineSnapshot } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { islandMachine } from './island.machine';
import type { IslandContext, IslandEvent } from './island.types';

/** The tap a path holds: the island's button 'Tippen' (a replay taps it for real). */
export const SAMPLE_TAP = { button: 'Tippen' } as const;

/** One event of each type (the table's equality test sends each in every state). */
export const ISLAND_EVENTS: readonly IslandEvent[] = [
  { type: 'island.registered' },
  { type: 'island.near' },
  { type: 'island.idle' },
  { type: 'island.reached' },
  { type: 'tap.held', tap: SAMPLE_TAP },
  { type: 'island.mounted' },
  { type: 'island.failed' },
  { type: 'island.opened' },
  { type: 'island.retry' },
];

export const islandPlan: PathPlan = {
  name: 'island',
  machine: islandMachine,
  // Up to two held taps (one, and more than one replayed in order): a state that holds taps
  // takes every further tap, and the graph would never end.
  events: (snapshot: AnyMachineSnapshot) =>
    (snapshot.context as IslandContext).taps.length < 2
      ? ISLAND_EVENTS
      : ISLAND_EVENTS.filter((event) => event.type !== 'tap.held'),
};

export const islandAllPaths = generatePaths(islandPlan);
/** Replayed in the browser: every state, transition and sample event at least once. */
export const islandPaths = coveringPaths(islandPlan, islandAllPaths);
