import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DemoNotice } from '@/shell/demo-notice';
import { HeadSync } from '@/shell/head-sync';
import { NavigationNotice } from '@/shell/navigation-notice-host';
import { lazyRouteComponent } from '@/shell/route-chunk';
import { ToastProvider } from '@/components/toaster';
import type { BlogRouterContext } from '@/blog/prerendered-blog';
import type { SanitizerWindow } from '@/blog/sanitize';
import type { NoticeSlotStore } from '@/shell/navigation-guard';

/**
 * What every route's loader may read (router.tsx): the blog data this page was built with, the
 * slot of the navigation guard's notice (none while prerendering), and the window article
 * bodies are sanitised in while prerendering (none in the browser: its own window).
 */
export interface AppRouterContext {
  blog: BlogRouterContext;
  navigationNotice?: NoticeSlotStore;
  sanitizerWindow?: SanitizerWindow;
}

export const Route = createRootRouteWithContext<AppRouterContext>()({
  component: RootComponent,
  // Only needed when something goes wrong: loaded then, not with every page.
  notFoundComponent: lazyRouteComponent(() => import('@/shell/not-found.page'), 'NotFoundPage'),
  errorComponent: lazyRouteComponent(() => import('@/shell/error-screen'), 'ErrorScreen'),
});

function RootComponent() {
  // `<html data-hydrated>`: the app has taken over the page (prerendered pages start it after
  // their first paint, so `load` does not say so). End-to-end tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <ToastProvider>
      <HeadSync />
      <DemoNotice />
      <Outlet />
      <NavigationNotice />
    </ToastProvider>
  );
}
