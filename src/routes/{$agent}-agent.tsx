import { createFileRoute } from '@tanstack/react-router';
import { agentPageHead } from '@/features/agents/agent-page.head';
import { AgentPage } from '@/features/agents/agent-page';
import { agentPageOf, type AgentSlug } from '@/features/agents/agent-pages';

/**
 * Every agent page (`/clara-agent`, …, `/vapi-agent`), from the table in `agent-pages.ts`; any
 * other `/<x>-agent` is the not-found page.
 */
export const Route = createFileRoute('/{$agent}-agent')({
  params: {
    parse: ({ agent }) => ({ agent: agentPageOf(agent).slug }),
    stringify: ({ agent }: { agent: AgentSlug }) => ({ agent }),
  },
  head: ({ params }) => agentPageHead(agentPageOf(params.agent)),
  component: AgentRoute,
});

function AgentRoute() {
  const { agent } = Route.useParams();
  const page = agentPageOf(agent);
  return (
    <AgentPage
      key={page.slug}
      agentKey={page.agent}
      hideInfoWhileConnected={'hideInfoWhileConnected' in page && page.hideInfoWhileConnected}
    />
  );
}
