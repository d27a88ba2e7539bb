import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '@/shell/site-layout';

/** Pathless layout of the public pages (landing, blog, agents overview). */
export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
