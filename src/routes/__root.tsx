import { createRootRoute, Outlet } from '@tanstack/react-router';
import { DemoNotice } from '@/app/demo-notice';
import { ErrorScreen } from '@/app/error-screen';
import { HeadSync } from '@/app/head-sync';
import { NotFoundPage } from '@/app/not-found-page';
import { AppToaster } from '@/app/toaster';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
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
