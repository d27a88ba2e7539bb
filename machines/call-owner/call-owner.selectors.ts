import type { SnapshotFrom } from 'xstate';
import type { CallMachine } from '../call/call.machine';
import { selectIsStarting, selectToggleEnds } from '../call/call.selectors';
import type { callOwnerMachine } from './call-owner.machine';

type CallSnapshot = SnapshotFrom<CallMachine>;
type OwnerSnapshot = SnapshotFrom<typeof callOwnerMachine>;

/**
 * A call actor holds a call: a start under way (`selectIsStarting`: microphone request, queued
 * start, connecting) or a session until it has ended (`selectToggleEnds`: connected, ending).
 * A stopped actor holds none (its cleanup ended the call).
 */
export const holdsCall = (snapshot: CallSnapshot) =>
  snapshot.status === 'active' && (selectIsStarting(snapshot) || selectToggleEnds(snapshot));

/** A hand-over is under way: the owner is hanging up, another surface waits to start. */
export const selectIsHandingOver = (snapshot: OwnerSnapshot) => snapshot.matches('handingOver');

/** The surface that owns the call, or null. */
export const selectOwner = (snapshot: OwnerSnapshot) => snapshot.context.owner;

/** The surface waiting for the hand-over, or null. */
export const selectWaiting = (snapshot: OwnerSnapshot) => snapshot.context.next?.surface ?? null;
