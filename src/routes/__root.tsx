import { createRootRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { DemoNotice } from '@/app/demo-notice';
import { HeadSync } from '@/app/head-sync';
import { AppToaster } from '@/app/toaster';

export const Route = createRootRoute({
  component: RootComponent,
  // Only needed when something goes wrong: loaded then, not with every page.
  notFoundComponent: lazyRouteComponent(() => import('@/app/not-found-page'), 'NotFoundPage'),
  errorComponent: lazyRouteComponent(() => import('@/app/error-screen'), 'ErrorScreen'),
});

function RootComponent() {
  return (
    <>
      <HeadSync />
      <DemoNotice />
      <Outlet />
      <AppToaster />
    </>
  );
}
