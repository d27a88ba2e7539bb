import type { SnapshotFrom } from 'xstate';
import type { navigationNoticeMachine } from './navigation-notice.machine';

type Snapshot = SnapshotFrom<typeof navigationNoticeMachine>;

/** Whether the notice is shown (a navigation failed and the visitor has not closed it). */
export const selectIsShown = (snapshot: Snapshot) => !snapshot.matches('idle');

/** Whether the failed navigation is being made again ('Erneut versuchen' waits). */
export const selectIsRetrying = (snapshot: Snapshot) => snapshot.matches('retrying');
