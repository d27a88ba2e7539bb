/**
 * A held tap: what the visitor tapped inside an island not open yet (the adapter's element).
 * The machine keeps it and hands it back to be replayed; it never looks inside.
 */
export type IslandTap = object;

export interface IslandContext {
  /** Taps held until the island opens, in order. */
  taps: IslandTap[];
}

export type IslandEvent =
  /** The island's element has hydrated and watches the viewport and the visitor's intent. */
  | { type: 'island.registered' }
  /** The island came within a screen of the viewport. */
  | { type: 'island.near' }
  /**
   * The page is awake and the browser idle: an island that watches the viewport loads its code
   * ahead of the visitor, so that their first tap in it needs none (docs/start-up.md).
   */
  | { type: 'island.idle' }
  /** The visitor reached for it: an event inside it, the focus in it, a field the browser wrote. */
  | { type: 'island.reached' }
  /** A tap on a button inside it, held to be replayed once it is open. */
  | { type: 'tap.held'; tap: IslandTap }
  /** Its tree mounted and its effects ran (its widgets listen now). */
  | { type: 'island.mounted' }
  /** Its code did not arrive: the notice with a retry shows in its place. */
  | { type: 'island.failed' }
  /** A task after it became ready or failed (the widgets' start-up microtasks have run). */
  | { type: 'island.opened' }
  /** The visitor asked to load it again (the notice's retry). */
  | { type: 'island.retry' };

/** Every event type, in the order the transition table lists them. */
export type IslandEventType = IslandEvent['type'];

/** Tags of a state: what the start-up guard does with an event aimed inside the island. */
export type IslandTag =
  /** Every event is kept from React (it would meet a dehydrated boundary). */
  | 'guarded'
  /** Taps on its buttons are held for the island and replayed once it is open. */
  | 'holdingTaps';

/** What the machine does (its `setup` actions): the table names them, the adapter performs them. */
export type IslandAction =
  'holdTap' | 'startLoading' | 'markReady' | 'openSoon' | 'replayTaps' | 'forgetTaps';
