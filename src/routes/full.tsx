import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { voice } from '@/content/de/voice';
import { FullCallPage } from '@/features/full-call/full-call.page';

/** The full-page assistant, reached by hidden means from the waiting list: not indexed. */
export const Route = createFileRoute('/full')({
  head: () =>
    pageHead({
      title: voice.meta.fullTitle,
      description: voice.meta.fullDescription,
      noindex: true,
    }),
  component: FullCallPage,
});
