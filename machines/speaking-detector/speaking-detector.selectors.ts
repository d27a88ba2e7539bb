import type { SnapshotFrom } from 'xstate';
import type { speakingDetectorMachine } from './speaking-detector.machine';

type Snapshot = SnapshotFrom<typeof speakingDetectorMachine>;

/** The session is running (started and not ended). */
export const selectIsActive = (snapshot: Snapshot) => snapshot.matches('active');
/** The remote side is speaking. */
export const selectIsSpeaking = (snapshot: Snapshot) =>
  snapshot.matches({ active: { speech: 'speaking' } });
/** Volume 0…1 for a volume-reactive ring. */
export const selectVolume = (snapshot: Snapshot) => snapshot.context.volume;
