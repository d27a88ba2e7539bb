import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { voice } from '@/content/de/voice';
import { AgentsOverviewPage } from '@/features/agents/agents-overview.page';

export const Route = createFileRoute('/_site/agents')({
  head: () =>
    pageHead({
      title: voice.meta.agentsTitle,
      description: voice.meta.agentsDescription,
      path: '/agents',
    }),
  component: AgentsOverviewPage,
});
