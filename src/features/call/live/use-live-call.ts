import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallInput } from '@machines/call/call.types';
import { inspect } from '@/lib/inspector';
import type { VoiceSurface } from '@/features/call/live/call-toast-text';
import { voiceAgents, type VoiceAgent } from '@/features/call/agents';
import { liveCallMachine } from '@/features/call/live/live-call';
import { isPreviewDriver } from '../drivers/create-driver';
import { useCallSurface } from './use-call-intents';
import { useCallToasts } from './use-call-toasts';

/** A call surface: the widget, `/full`, or an agent's (its page, its dialog on `/agents`). */
export type LiveCallSurface =
  { surface: 'widget' } | { surface: 'fullPage' } | { surface: 'agentPage'; agent: VoiceAgent };

/**
 * What each surface's call is: the site assistant with enhanced audio (widget), the site
 * assistant (`/full`), or an agent that connects on any sign of life (agent pages); and the name its toasts use.
 */
function setupOf(surface: LiveCallSurface): { input: CallInput; agentName?: string } {
  switch (surface.surface) {
    case 'widget':
      return {
        input: { agent: 'helvox', enhancedAudio: true },
        agentName: voiceAgents.helvox.name,
      };
    case 'fullPage':
      return { input: { agent: 'helvox' } };
    case 'agentPage':
      return {
        input: { agent: surface.agent.key, connectOn: 'anyActivity' },
        agentName: surface.agent.name,
      };
  }
}

export interface LiveCall {
  actorRef: CallActorRef;
  /** Calls run on the preview driver (demo mode): the view says so. */
  preview: boolean;
}

/**
 * A call surface's live call actor, set up the one way every surface needs it (widget, agents
 * dialog card, agent page, `/full`): the call machine with this page's real actors and the
 * surface's input, in the inspector, its reports turned into the surface's toasts, and the
 * app's call coordinator told when the surface goes. Read once, when the actor is created.
 */
export function useLiveCall(surface: LiveCallSurface): LiveCall {
  const [{ machine, input, agentName }] = useState(() => ({
    machine: liveCallMachine(),
    ...setupOf(surface),
  }));
  const actorRef = useActorRef(machine, { input, inspect });
  useCallToasts(actorRef, surface.surface satisfies VoiceSurface, agentName);
  useCallSurface(actorRef);
  return { actorRef, preview: isPreviewDriver() };
}
