import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { voiceMeta } from '@/content/de/voice-meta';
import { FullCallPage } from '@/features/call/surfaces/full/full-call.page';

/** The full-page assistant, reached by hidden means from the waiting list: not indexed. */
export const Route = createFileRoute('/full')({
  head: () =>
    pageHead({
      title: voiceMeta.fullTitle,
      description: voiceMeta.fullDescription,
      noindex: true,
    }),
  component: FullCallPage,
});
