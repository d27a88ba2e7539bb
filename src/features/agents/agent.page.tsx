import { useLiveCall } from '@/features/call/live/use-live-call';
import { voiceAgents, type AgentKey } from '@/features/call/agents';
import { AgentPageView } from './agent-page.view';

/**
 * An agent page with its live call actor (`useLiveCall`); leaving the page stops the actor, which
 * ends the call and releases the microphone.
 */
export function AgentPage({
  agentKey,
  hideInfoWhileConnected = false,
}: {
  agentKey: AgentKey;
  hideInfoWhileConnected?: boolean;
}) {
  const agent = voiceAgents[agentKey];
  const { actorRef, preview } = useLiveCall({ surface: 'agentPage', agent });
  return (
    <AgentPageView
      actorRef={actorRef}
      agent={agent}
      preview={preview}
      hideInfoWhileConnected={hideInfoWhileConnected}
    />
  );
}
