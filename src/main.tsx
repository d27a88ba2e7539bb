import './styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnceOnStaleDeploy } from './app/chunk';
import { startInspectorIfRequested } from './app/inspector';
import { ISLAND_READY, loadIslands } from './app/island';
import { prefetchToasterOnFirstInteraction } from './app/toast';
import { HELD_CLICKS } from './build/deferred-entry';
import { readPrerenderedBlog } from './features/blog/prerendered-blog';
import { createAppRouter } from './router';

/*
 * How a page wakes: docs/start-up.md. In short, a prerendered page loads the route's code and
 * every interactive island's code first, then hydrates the whole document. Taps until every
 * part has hydrated and started (its effects ran) are held by the page's inline script and
 * replayed here; what was typed meanwhile is in the fields, and the forms adopt it on mount.
 */

declare global {
  interface Window {
    /** Set by the page's inline script (src/build/deferred-entry.ts): taps held before the app. */
    [HELD_CLICKS]?: { queue: HTMLElement[]; stop: () => void };
  }
}

reloadOnceOnStaleDeploy(window);
prefetchToasterOnFirstInteraction(document);

/**
 * A macrotask boundary: the browser may paint and handle input between the start-up steps
 * (evaluating the bundle, loading the code, hydrating), each a long task on a slow phone when
 * they run back to back.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The longest the app holds taps after hydration began (a part that never starts). */
const AWAKE_TIMEOUT_MS = 10_000;

/**
 * Resolves once the app has hydrated the page and every interactive island has started (its
 * effects ran: widgets such as Ark's accordion start listening in effects, and on a busy phone
 * those run well after the markup is hydrated), or after AWAKE_TIMEOUT_MS.
 */
function whenAwake(container: HTMLElement): Promise<void> {
  const root = document.documentElement;
  const awake = () =>
    root.hasAttribute('data-hydrated') &&
    [...container.querySelectorAll('[data-island="interactive"]')].every((island) =>
      island.hasAttribute(ISLAND_READY),
    );
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => awake() && done());
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated', ISLAND_READY],
    });
    const timer = setTimeout(done, AWAKE_TIMEOUT_MS);
    if (awake()) done();
  });
}

/**
 * Replays what happened before the app listened. Focus first: widgets learn it from focus
 * events (Ark's accordion toggles only a trigger it saw focused), and the element the visitor
 * tapped or tabbed to got its focus before React listened. Then the taps the inline script
 * held, each on the element it was aimed at, focused as a tap focuses it.
 */
function replayHeldInput(container: HTMLElement) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== container && container.contains(focused)) {
    focused.blur();
    focused.focus({ preventScroll: true });
  }
  const held = window[HELD_CLICKS];
  if (!held) return;
  held.stop();
  for (const target of held.queue.splice(0)) {
    if (!target.isConnected) continue;
    if (document.activeElement !== target) target.focus({ preventScroll: true });
    target.click();
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root fehlt');
  await yieldToBrowser();
  if (__DEMO__) {
    const { startDemoWorker } = await import('./demo/worker');
    await startDemoWorker();
  }
  await startInspectorIfRequested();

  const prerendered = container.firstElementChild !== null;
  // A prerendered page carries the blog data it was built with: the router hands it to the
  // blog routes' loaders, so that hydration renders what the server rendered.
  const router = createAppRouter({
    prerendered: prerendered ? readPrerenderedBlog(document) : undefined,
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered) {
    // Prerendered page: render exactly what the server rendered (no Suspense boundaries the
    // server did not emit), with the route's and the islands' code already loaded.
    router.ssr = { manifest: undefined };
    // Creating the router, loading the route's code (the bundler adds a preload link for each
    // of its files, ~2 ms each on a slow phone, then evaluates it: the machines it builds) and
    // the router's own loading are three tasks, not one long one. A chunk that fails here is
    // left to `router.load()`, which handles it as on any navigation.
    await yieldToBrowser();
    const [routes] = router.getMatchedRoutes(window.location.pathname);
    await Promise.allSettled(routes.map((route) => router.loadRouteChunk(route)));
    await yieldToBrowser();
    await router.load();
    await loadIslands();
    await yieldToBrowser();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for one long task (taps meanwhile are held).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The SPA shell (a path not prerendered): nothing to hydrate, nothing held.
    createRoot(container).render(app);
  }
  await whenAwake(container);
  // After the microtasks the widgets' start-up queued (Ark/zag starts its machine in one).
  await yieldToBrowser();
  replayHeldInput(container);
  // Every tap from now on reaches React directly (benchmarks and tests may wait for this).
  document.documentElement.setAttribute('data-awake', '');
}

void start();
