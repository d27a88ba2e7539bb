import { createFileRoute } from '@tanstack/react-router';
import { AgentPage } from '@/features/agents/agent.page';
import type { AgentSlug } from '@/features/agents/agent-pages';

/**
 * Every agent page (`/clara-agent`, …, `/vapi-agent`), from the agent table
 * (`src/content/de/agents.ts`); any other `/<x>-agent` is the not-found page. The table (all of
 * its copy) loads with the loader, so the first bundle of every other page carries none of it.
 */
export const Route = createFileRoute('/{$agent}-agent')({
  params: { stringify: ({ agent }: { agent: AgentSlug }) => ({ agent }) },
  loader: async ({ params }) => {
    const { agentPageHead, agentPageOf, agentPages } =
      await import('@/features/agents/agent-pages');
    const page = agentPageOf(params.agent, agentPages);
    return { page, head: agentPageHead(page) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AgentRoute,
});

function AgentRoute() {
  const { page } = Route.useLoaderData();
  return (
    <AgentPage
      key={page.slug}
      agentKey={page.agent}
      hideInfoWhileConnected={page.hideInfoWhileConnected}
    />
  );
}
