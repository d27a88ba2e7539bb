import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallInput } from '@machines/call/call.types';
import { inspect } from '@/lib/inspector';
import type { VoiceSurface } from '@/features/call/toasts';
import { liveCallMachine } from '@/features/call/service/live-call';
import { useCallSurface } from './use-call-intents';
import { useCallToasts } from './use-call-toasts';

/**
 * A call surface's live call actor, set up the one way every surface needs it (widget, agents
 * dialog card, agent page, `/full`): the call machine with this page's real actors, in the
 * inspector, its reports turned into the surface's toasts, and the app's call coordinator told
 * when the surface goes. The input is read once, when the actor is created.
 */
export function useLiveCall(
  input: CallInput,
  toasts: { surface: VoiceSurface; agentName?: string },
): CallActorRef {
  const [machine] = useState(liveCallMachine);
  const actorRef = useActorRef(machine, { input, inspect });
  useCallToasts(actorRef, toasts.surface, toasts.agentName);
  useCallSurface(actorRef);
  return actorRef;
}
