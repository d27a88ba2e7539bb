import type { SnapshotFrom } from 'xstate';
import type { callOutputMachine } from './call-output.machine';

type Snapshot = SnapshotFrom<typeof callOutputMachine>;

/** The call's sound could not start: 'Ton einschalten' and its note show. */
export const selectOutputBlocked = (snapshot: Snapshot) => snapshot.hasTag('blocked');

/** 'Ton einschalten' was pressed; the driver is starting the sound. */
export const selectOutputEnabling = (snapshot: Snapshot) => snapshot.hasTag('enabling');
