import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { callForwardingMeta } from '@/content/de/call-forwarding-meta';
import { CallForwardingPage } from '@/features/call-forwarding/call-forwarding.page';

export const Route = createFileRoute('/_site/einrichten')({
  head: () =>
    pageHead({
      title: callForwardingMeta.title,
      description: callForwardingMeta.description,
      path: '/einrichten',
    }),
  component: CallForwardingPage,
});
