import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { voiceMeta } from '@/content/de/voice-meta';
import { AgentsOverviewPage } from '@/features/agents/agents-overview.page';

export const Route = createFileRoute('/_site/agents')({
  head: () =>
    pageHead({
      title: voiceMeta.agentsTitle,
      description: voiceMeta.agentsDescription,
      path: '/agents',
    }),
  component: AgentsOverviewPage,
});
