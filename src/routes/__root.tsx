import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DemoNotice } from '@/shell/demo-notice';
import { HeadSync } from '@/shell/head-sync';
import { NavigationNotice } from '@/shell/navigation-notice-host';
import { lazyRouteComponent } from '@/shell/route-chunk';
import { AppToaster } from '@/components/toaster';
import type { BlogRouterContext } from '@/blog/prerendered-blog';
import type { NoticeSlotStore } from '@/shell/navigation-guard';

/**
 * What every route's loader may read: the blog data this page was built with, and the slot of
 * the navigation guard's notice (none while prerendering) (router.tsx).
 */
export interface AppRouterContext {
  blog: BlogRouterContext;
  navigationNotice?: NoticeSlotStore;
}

export const Route = createRootRouteWithContext<AppRouterContext>()({
  component: RootComponent,
  // Only needed when something goes wrong: loaded then, not with every page.
  notFoundComponent: lazyRouteComponent(() => import('@/shell/not-found-page'), 'NotFoundPage'),
  errorComponent: lazyRouteComponent(() => import('@/shell/error-screen'), 'ErrorScreen'),
});

function RootComponent() {
  // `<html data-hydrated>`: the app has taken over the page (prerendered pages start it after
  // their first paint, so `load` does not say so). End-to-end tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <>
      <HeadSync />
      <DemoNotice />
      <Outlet />
      <NavigationNotice />
      <AppToaster />
    </>
  );
}
