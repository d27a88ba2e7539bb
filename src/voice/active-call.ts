import { atom, type createStore } from 'jotai';
import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { callMachine } from '@machines/call/call.machine';

export type CallActorRef = ActorRefFrom<typeof callMachine>;
type CallSnapshot = SnapshotFrom<typeof callMachine>;
type Store = ReturnType<typeof createStore>;

/**
 * The page's one call actor: the surface (widget, agent dialog, agent page, `/full`) that last
 * asked to start a call. Every surface has its own call actor (its own agent and settings), but
 * the driver holds one call and one SDK client per page, so a start elsewhere ends this one first.
 */
export const activeCallAtom = atom<CallActorRef | null>(null);

/** The actor holds no call: no microphone request, no session, no start waiting for the SDK. */
export const holdsNoCall = (snapshot: CallSnapshot) =>
  snapshot.status !== 'active' ||
  !(
    snapshot.matches('requestingMic') ||
    snapshot.matches('session') ||
    (snapshot.matches('sdkLoading') && snapshot.context.startQueued)
  );

const handovers = new WeakMap<CallActorRef, Promise<void>>();

/**
 * Makes `actorRef` the page's active call actor before it starts a call. If another actor still
 * holds a call, that one is hung up and the returned promise resolves once it holds none (its
 * driver cleanup has then run, so it cannot stop the new call); otherwise it returns null and the
 * caller starts at once. While a handover is under way the same promise is returned.
 */
export function claimCall(store: Store, actorRef: CallActorRef): Promise<void> | null {
  const pending = handovers.get(actorRef);
  if (pending) return pending;
  const current = store.get(activeCallAtom);
  store.set(activeCallAtom, actorRef);
  if (!current || current === actorRef || holdsNoCall(current.getSnapshot())) return null;
  current.send({ type: 'call.hangUp' });
  const handover = waitFor(current, holdsNoCall, { timeout: 60_000 })
    .then(
      () => undefined,
      // Stopped (its page was left) or stuck: its cleanup stopped the driver's call either way.
      () => undefined,
    )
    .finally(() => handovers.delete(actorRef));
  handovers.set(actorRef, handover);
  return handover;
}

/** Forgets `actorRef` as the active call actor (its surface unmounts). */
export function releaseCall(store: Store, actorRef: CallActorRef) {
  if (store.get(activeCallAtom) === actorRef) store.set(activeCallAtom, null);
}

/** Whether a handover to `actorRef` is under way (its start waits for another call to end). */
export const isHandingOver = (actorRef: CallActorRef) => handovers.has(actorRef);
