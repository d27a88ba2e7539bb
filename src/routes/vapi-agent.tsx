import { createFileRoute } from '@tanstack/react-router';
import { agentPageHead } from '@/features/agents/agent-page.head';
import { AgentPage } from '@/features/agents/agent-page';

/** The site's general assistant (`VITE_VAPI_ASSISTANT_ID`) in the agent-page layout. */
export const Route = createFileRoute('/vapi-agent')({
  head: agentPageHead('helvox'),
  component: () => <AgentPage agentKey="helvox" />,
});
