import { useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { claimCall, releaseCall, type CallActorRef } from '@/voice/active-call';

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
 * The intents a call view sends. A start first makes this actor the page's one call actor
 * (`activeCallAtom`): a call still running on another surface is ended before this one starts.
 * Leaving the page (`pagehide`) is reported too: the driver actors only listen during a session,
 * and a microphone prompt still open when the page goes must not start a call later.
 */
export function useCallIntents(actorRef: CallActorRef): CallIntents {
  const store = useStore();
  useEffect(() => () => releaseCall(store, actorRef), [store, actorRef]);
  useEffect(() => {
    const onPageHide = () => actorRef.send({ type: 'page.left' });
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [actorRef]);
  return useMemo(() => {
    const begin = (type: 'call.start' | 'call.toggle') => {
      const snapshot = actorRef.getSnapshot();
      if (!snapshot.can({ type })) return;
      // Ending one's own call needs no handover.
      if (snapshot.hasTag('live')) return actorRef.send({ type });
      const handover = claimCall(store, actorRef);
      if (handover) void handover.then(() => actorRef.send({ type }));
      else actorRef.send({ type });
    };
    return {
      prefetch: () => actorRef.send({ type: 'sdk.prefetch' }),
      start: () => begin('call.start'),
      toggle: () => begin('call.toggle'),
      hangUp: () => actorRef.send({ type: 'call.hangUp' }),
      toggleMute: () => actorRef.send({ type: 'mic.toggleMute' }),
    };
  }, [store, actorRef]);
}
