import type { SnapshotFrom } from 'xstate';
import type { callPresenceMachine } from './call-presence.machine';

type Snapshot = SnapshotFrom<typeof callPresenceMachine>;

/** The question 'Sind Sie noch da?' shows (the page came back after more than a minute). */
export const selectIsAskingToContinue = (snapshot: Snapshot) => snapshot.hasTag('asking');
