import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { inspect } from '@/lib/inspector';
import { useCallSurface } from '@/features/voice/use-call-intents';
import { useCallToasts } from '@/features/voice/use-call-toasts';
import { isPreviewDriver } from '@/features/voice/preview-notice';
import { voiceAgents, type VoiceAgentKey } from '@/voice/agents';
import { liveCallMachine } from '@/voice/live-call';
import { AgentPageView } from './agent-page.view';

/**
 * An agent page with its live call actor. The actor connects on any sign of life (spec section
 * 4, agent pages); leaving the page stops it, which ends the call and releases the microphone.
 */
export function AgentPage({
  agentKey,
  hideInfoWhileConnected = false,
}: {
  agentKey: VoiceAgentKey;
  hideInfoWhileConnected?: boolean;
}) {
  const agent = voiceAgents[agentKey];
  const [machine] = useState(liveCallMachine);
  const actorRef = useActorRef(machine, {
    input: { agent: agent.key, connectOn: 'anyActivity' },
    inspect,
  });
  useCallToasts(actorRef, 'agentPage', agent.name);
  useCallSurface(actorRef);
  return (
    <AgentPageView
      actorRef={actorRef}
      agent={agent}
      preview={isPreviewDriver()}
      hideInfoWhileConnected={hideInfoWhileConnected}
    />
  );
}
