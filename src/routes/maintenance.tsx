import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pageHead } from '@/lib/head';
import { waitlistMeta } from '@/content/de/waitlist-meta';
import { WaitlistPage } from '@/features/waitlist/waitlist.page';

export const Route = createFileRoute('/maintenance')({
  head: () =>
    pageHead({
      title: waitlistMeta.title,
      description: waitlistMeta.description,
      noindex: true,
    }),
  component: MaintenanceRoute,
});

function MaintenanceRoute() {
  const navigate = useNavigate();
  const openFull = useCallback(() => void navigate({ to: '/full' }), [navigate]);
  return <WaitlistPage onOpenFull={openFull} />;
}
