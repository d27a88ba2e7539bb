import type { SnapshotFrom } from 'xstate';
import type { OutcomesMachine } from './outcomes.machine';

type Snapshot = SnapshotFrom<OutcomesMachine>;

/** The cards, in the order they first appeared (at most one per kind). */
export const selectOutcomeCards = (snapshot: Snapshot) => snapshot.context.cards;
/** The card that settled last (done or failed), for the live region: said once, when it changes. */
export const selectLastSettled = (snapshot: Snapshot) => snapshot.context.lastSettled;
/** A card is still being worked on ('wird bearbeitet…'). */
export const selectIsWorking = (snapshot: Snapshot) => snapshot.hasTag('busy');
