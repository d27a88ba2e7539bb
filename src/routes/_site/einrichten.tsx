import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { CallForwardingPage } from '@/features/call-forwarding/call-forwarding.page';

/**
 * 'So schalten Sie es ein' (call forwarding). Its head texts load with the loader, not in the
 * first bundle of every page (which has a byte budget: e2e/budgets.spec.ts).
 */
export const Route = createFileRoute('/_site/einrichten')({
  loader: async () => {
    const { callForwardingMeta: meta } = await import('@/content/de/call-forwarding-meta');
    return {
      head: pageHead({ title: meta.title, description: meta.description, path: '/einrichten' }),
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CallForwardingPage,
});
