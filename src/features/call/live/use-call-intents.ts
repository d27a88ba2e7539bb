import { useStore } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import type { CallSurfaceRef } from '@machines/call-owner/call-owner.types';
import { callOwner, prepareCallOwner } from '@/features/call/live/call-owner';

export interface CallIntents {
  /** Hover or focus of a call control: load the SDK ahead of the click. */
  prefetch(): void;
  start(): void;
  /** The one microphone button: start when idle, end when connected. */
  toggle(): void;
  hangUp(): void;
  toggleMute(): void;
}

/**
 * Tells the app's call coordinator when a surface goes: call it where the surface's call actor
 * is created (the actor is stopped with it). Not in the view: an agents dialog unmounts its view
 * on closing while its card keeps the actor and its call may still be ending. The coordinator
 * itself is created in idle time after the surface mounted, not at its first press.
 */
export function useCallSurface(actorRef: CallSurfaceRef) {
  const store = useStore();
  useEffect(() => prepareCallOwner(store), [store]);
  useEffect(
    () => () => {
      if (typeof window !== 'undefined')
        callOwner(store).send({ type: 'surface.left', surface: actorRef });
    },
    [actorRef, store],
  );
}

/**
 * The intents a call view sends. Starts go to the app's call coordinator (`callOwner`), which
 * decides when this surface's call actor gets them: at once, or after another surface's call has
 * ended (one call at a time).
 */
export function useCallIntents(actorRef: CallSurfaceRef): CallIntents {
  // The coordinator of the jotai store in use (a test's `<Provider>`, else the app's).
  const store = useStore();
  return useMemo(() => {
    const request = (intent: 'call.start' | 'call.toggle') =>
      callOwner(store).send({ type: 'call.requested', surface: actorRef, intent });
    return {
      prefetch: () => actorRef.send({ type: 'sdk.prefetch' }),
      start: () => request('call.start'),
      toggle: () => request('call.toggle'),
      hangUp: () => actorRef.send({ type: 'call.hangUp' }),
      toggleMute: () => actorRef.send({ type: 'mic.toggleMute' }),
    };
  }, [actorRef, store]);
}
