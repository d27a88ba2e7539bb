import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { CallActorRef } from '@machines/call/call.machine';

/**
 * A child machine of the connected call (`presence`, `microphones`, `output`), while it runs.
 * Stories run the call with every actor neutral: such a stand-in is no machine (its snapshot
 * has no tags), and the part it drives shows nothing.
 */
export function useCallChild<T extends AnyActorRef>(
  actorRef: CallActorRef,
  id: 'presence' | 'microphones' | 'output',
): T | undefined {
  return useSelector(actorRef, (snapshot) => {
    const child = snapshot.children[id] as T | undefined;
    return typeof child?.getSnapshot().hasTag === 'function' ? child : undefined;
  });
}
