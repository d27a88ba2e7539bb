import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** The app's router; the prerenderer passes a memory history and `isServer`. */
export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    isServer: options.isServer,
    defaultPreload: 'intent',
    // Not while prerendering: the router would inline a restoration <script>, which the
    // Content-Security-Policy (no inline scripts) forbids; the client restores scroll itself.
    scrollRestoration: !options.isServer,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
