import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** The app's router; the prerenderer passes a memory history and `isServer`. */
export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    isServer: options.isServer,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
