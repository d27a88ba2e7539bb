import type { SnapshotFrom } from 'xstate';
import type { waitlistMachine } from './waitlist.machine';

type Snapshot = SnapshotFrom<typeof waitlistMachine>;

export const selectEmail = (snapshot: Snapshot) => snapshot.context.email;
/** The simulated send is running. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
