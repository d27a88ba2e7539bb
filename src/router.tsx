import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { blogRouterContext, type PrerenderedBlog } from './blog/prerendered-blog';
import type { SanitizerWindow } from './blog/sanitize';
import type { NoticeSlotStore } from './shell/navigation-guard';
import { routeTree } from './routeTree.gen';

/**
 * The app's router; the prerenderer passes a memory history and `isServer`. `prerendered` is
 * the blog data the page is built with (server) or was built with (browser, read from the
 * page): the blog routes' loaders hand it to their pages (docs/architecture.md, blog data).
 * `navigationNotice` is the slot of the navigation guard the browser runs (main.tsx);
 * `sanitizerWindow` the jsdom window the prerenderer sanitises article bodies in.
 */
/**
 * Scroll restoration on the client, except on the first render when the visitor has already
 * scrolled (a prerendered page is read and scrolled before the app wakes: restoring then took
 * them smoothly back to the top, and a tap meanwhile landed elsewhere). Untouched (at the top),
 * the first render restores as usual (a reload's cached position); a hash is the browser's.
 */
function keepEarlyScroll() {
  let first = true;
  return ({ location }: { location: { hash: string } }) => {
    const restore = !first || location.hash !== '' || globalThis.scrollY === 0;
    first = false;
    return restore;
  };
}

export function createAppRouter(
  options: {
    history?: RouterHistory;
    isServer?: boolean;
    prerendered?: PrerenderedBlog;
    navigationNotice?: NoticeSlotStore;
    sanitizerWindow?: SanitizerWindow;
  } = {},
) {
  return createRouter({
    routeTree,
    history: options.history,
    isServer: options.isServer,
    context: {
      blog: blogRouterContext(options.prerendered),
      navigationNotice: options.navigationNotice,
      sanitizerWindow: options.sanitizerWindow,
    },
    defaultPreload: 'intent',
    // Not while prerendering: the router would inline a restoration <script>, which the
    // Content-Security-Policy (no inline scripts) forbids; the client restores scroll itself.
    scrollRestoration: options.isServer ? false : keepEarlyScroll(),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
