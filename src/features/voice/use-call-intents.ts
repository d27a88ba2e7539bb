import { useEffect, useMemo } from 'react';
import type { CallSurfaceRef } from '@machines/call-owner/call-owner.types';
import { callOwner } from '@/voice/call-owner';

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
 * The intents a call view sends. Starts go to the app's call coordinator (`callOwner`), which
 * decides when this surface's call actor gets them: at once, or after another surface's call has
 * ended (one call at a time). Unmounting tells the coordinator the surface is gone.
 */
export function useCallIntents(actorRef: CallSurfaceRef): CallIntents {
  useEffect(
    () => () => {
      if (typeof window !== 'undefined')
        callOwner().send({ type: 'surface.left', surface: actorRef });
    },
    [actorRef],
  );
  return useMemo(() => {
    const request = (intent: 'call.start' | 'call.toggle') =>
      callOwner().send({ type: 'call.requested', surface: actorRef, intent });
    return {
      prefetch: () => actorRef.send({ type: 'sdk.prefetch' }),
      start: () => request('call.start'),
      toggle: () => request('call.toggle'),
      hangUp: () => actorRef.send({ type: 'call.hangUp' }),
      toggleMute: () => actorRef.send({ type: 'mic.toggleMute' }),
    };
  }, [actorRef]);
}
