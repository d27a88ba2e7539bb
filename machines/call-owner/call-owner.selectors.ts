import type { SnapshotFrom } from 'xstate';
import type { CallMachine } from '../call/call.machine';
import type { callOwnerMachine } from './call-owner.machine';

type CallSnapshot = SnapshotFrom<CallMachine>;
type OwnerSnapshot = SnapshotFrom<typeof callOwnerMachine>;

/**
 * A call actor holds a call: a microphone request, a session (connecting, connected, ending), or
 * a start queued while the SDK loads. A stopped actor holds none (its cleanup ended the call).
 */
export const holdsCall = (snapshot: CallSnapshot) =>
  snapshot.status === 'active' &&
  (snapshot.matches('requestingMic') ||
    snapshot.matches('session') ||
    (snapshot.matches('sdkLoading') && snapshot.context.startQueued));

/** A hand-over is under way: the owner is hanging up, another surface waits to start. */
export const selectIsHandingOver = (snapshot: OwnerSnapshot) => snapshot.matches('handingOver');

/** The surface that owns the call, or null. */
export const selectOwner = (snapshot: OwnerSnapshot) => snapshot.context.owner;

/** The surface waiting for the hand-over, or null. */
export const selectWaiting = (snapshot: OwnerSnapshot) => snapshot.context.next?.surface ?? null;
