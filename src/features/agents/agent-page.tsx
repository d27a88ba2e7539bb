import { isPreviewDriver } from '@/features/call/preview-notice';
import { useLiveCall } from '@/features/call/use-live-call';
import { voiceAgents, type AgentKey } from '@/features/call/service/agents';
import { AgentPageView } from './agent-page.view';

/**
 * An agent page with its live call actor. The actor connects on any sign of life (spec section
 * 4, agent pages); leaving the page stops it, which ends the call and releases the microphone.
 */
export function AgentPage({
  agentKey,
  hideInfoWhileConnected = false,
}: {
  agentKey: AgentKey;
  hideInfoWhileConnected?: boolean;
}) {
  const agent = voiceAgents[agentKey];
  const actorRef = useLiveCall(
    { agent: agent.key, connectOn: 'anyActivity' },
    { surface: 'agentPage', agentName: agent.name },
  );
  return (
    <AgentPageView
      actorRef={actorRef}
      agent={agent}
      preview={isPreviewDriver()}
      hideInfoWhileConnected={hideInfoWhileConnected}
    />
  );
}
