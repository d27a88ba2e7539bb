import { createFileRoute } from '@tanstack/react-router';
import { agentPageHead } from '@/features/agents/agent-page.head';
import { AgentPage } from '@/features/agents/agent-page';

export const Route = createFileRoute('/clara-agent')({
  head: agentPageHead('clara'),
  component: () => <AgentPage agentKey="clara" hideInfoWhileConnected />,
});
