import type { SnapshotFrom } from 'xstate';
import type { logoStripMachine } from './logo-strip.machine';

type Snapshot = SnapshotFrom<typeof logoStripMachine>;

/** Pixels the strip is moved to the left. */
export const selectOffset = (snapshot: Snapshot) => snapshot.context.offset;
/** Whether the strip is moving right now. */
export const selectIsScrolling = (snapshot: Snapshot) => snapshot.matches('scrolling');
/** Reduced motion: the strip never moves and offers no pause button. */
export const selectIsStill = (snapshot: Snapshot) => snapshot.matches('still');
/** The visitor has stopped it with the pause button. */
export const selectIsUserPaused = (snapshot: Snapshot) => snapshot.context.userPaused;
