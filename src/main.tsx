import './styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenIdle } from './lib/after-frame';
import { reloadOnceOnStaleDeploy } from './lib/lazy';
import { guardDeferredIslands } from './start-up/deferred-islands';
import { createNoticeSlot, guardNavigations } from './shell/navigation-guard';
import { prefetchToasterOnFirstInteraction } from './components/toasts';
import { IslandsContext } from './start-up/island';
import { HELD_CLICKS } from './lib/held-input';
import { readPrerenderedBlog } from './blog/prerendered-blog';
import { createAppRouter } from './router';
import { holdRequestsUntil } from './demo/request-gate';

/*
 * How a page wakes: docs/start-up.md. In short, a prerendered page loads the route's code,
 * then hydrates the whole document; an island keeps its server HTML until its code has come
 * (near the viewport, or at the visitor's first event inside it), and React keeps away from it
 * meanwhile (./start-up/deferred-islands.ts). Taps until the page has hydrated (its effects ran)
 * are held by the page's inline script and replayed here, or, aimed inside an island, by the
 * guard and replayed on their island once it is ready; what was typed meanwhile is in the
 * fields, and the forms adopt it on mount.
 */

reloadOnceOnStaleDeploy(window);
prefetchToasterOnFirstInteraction(document);
// Before React listens: no event aimed inside a deferred island not ready may reach it. The
// page's one guard: the islands reach it through React context.
const islands = guardDeferredIslands(window[HELD_CLICKS]?.queue);

/**
 * A macrotask boundary: the browser may paint and handle input between the start-up steps
 * (evaluating the bundle, loading the code, hydrating), each a long task on a slow phone when
 * they run back to back.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Demo mode: the longest the page's requests wait for the demo worker's code and start (the
 * worker itself gives up waiting after 6 s: `DEMO_WORKER_WAIT_MS`).
 */
const DEMO_CODE_WAIT_MS = 8_000;

/** The longest the islands wait for the browser to be idle after the page is awake. */
const ISLANDS_IDLE_TIMEOUT_MS = 3_000;

/** The longest the app holds taps after hydration began (a page that never finishes). */
const AWAKE_TIMEOUT_MS = 10_000;

/**
 * Resolves once the app has hydrated the page and its effects ran (the root marks
 * `data-hydrated` in its effect, after every child's: widgets such as the voice widget listen
 * now), or after AWAKE_TIMEOUT_MS. Islands are not waited for: their guard holds and replays
 * their taps.
 */
function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  const hydrated = () => root.hasAttribute('data-hydrated');
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => hydrated() && done());
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    const timer = setTimeout(done, AWAKE_TIMEOUT_MS);
    if (hydrated()) done();
  });
}

/**
 * Replays what happened before the app listened: the focus, then the taps the inline script
 * held (`replayTaps`); a tap aimed inside a deferred island not open yet goes to that island.
 * (Shortcut keys it noted are handled by their listeners when they start: ./app/shortcut-keys.ts.)
 */
function replayHeldInput(container: HTMLElement) {
  const held = window[HELD_CLICKS];
  held?.stop();
  islands.replayTaps(container, held?.queue ?? []);
}

/**
 * Marks how far the start-up got (`start-up:<step>` in the performance timeline: the browser's
 * performance panel shows them, and a test that finds a page asleep reports the last one).
 */
const reached = (step: string, detail?: string) =>
  performance.mark(`start-up:${step}`, detail === undefined ? undefined : { detail });

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root fehlt');
  await yieldToBrowser();
  if (__DEMO__) {
    // The demo worker starts beside the app's own start, not before it: its code (MSW and the
    // demo data) and its start would keep a slow phone asleep for seconds. Until it answers,
    // the page's requests wait for it (./demo/request-gate.ts). Its code too may be slow to
    // come (WebKit on a busy machine once left it pending for over 20 s): after
    // DEMO_CODE_WAIT_MS the requests go out without it (and fail as offline: their views
    // offer 'Erneut versuchen'), and the worker starts when its code arrives.
    const demo = import('./demo/worker').then(({ startDemoWorker }) => {
      reached('demo-worker-code');
      return startDemoWorker();
    });
    const late = new Promise<'late'>((resolve) => setTimeout(resolve, DEMO_CODE_WAIT_MS, 'late'));
    const settled = Promise.race([demo, late]).then(
      (outcome) => reached('demo-worker', outcome),
      (error: unknown) => reached('demo-worker', `failed: ${String(error)}`),
    );
    holdRequestsUntil(window, settled);
  }
  if (import.meta.env.DEV && (await import('./lib/inspector')).inspectorRunning) {
    // Each island's machine in the inspector (development with `?inspect` only: xstate is not
    // in the first bundle of a production build).
    const { inspectIslands } = await import('./start-up/island-inspector');
    islands.observe(inspectIslands(islands));
  }

  const prerendered = container.firstElementChild !== null;
  // A page whose code does not load is not navigated to: the visitor keeps this one, and the
  // root shows the guard's notice (the router's context hands it the slot).
  const navigationNotice = createNoticeSlot();
  // A prerendered page carries the blog data it was built with: the router hands it to the
  // blog routes' loaders, so that hydration renders what the server rendered.
  const router = createAppRouter({
    prerendered: prerendered ? readPrerenderedBlog(document) : undefined,
    navigationNotice,
  });
  guardNavigations(router, navigationNotice);
  const app = (
    <IslandsContext value={islands}>
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    </IslandsContext>
  );
  if (prerendered) {
    // Prerendered page: render exactly what the server rendered (no Suspense boundaries the
    // server did not emit), with the route's code already loaded; the islands keep their
    // server HTML until their code has come.
    router.ssr = { manifest: undefined };
    // Creating the router, loading the route's code (the bundler adds a preload link for each
    // of its files, ~2 ms each on a slow phone, then evaluates it: the machines it builds) and
    // the router's own loading are three tasks, not one long one. A chunk that fails here is
    // left to `router.load()`, which handles it as on any navigation.
    await yieldToBrowser();
    const [routes] = router.getMatchedRoutes(window.location.pathname);
    reached('route-code');
    await Promise.allSettled(routes.map((route) => router.loadRouteChunk(route)));
    await yieldToBrowser();
    reached('router-load');
    await router.load();
    await yieldToBrowser();
    reached('hydrating');
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for one long task (taps meanwhile are held).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The SPA shell (a path not prerendered): nothing to hydrate, nothing held.
    createRoot(container).render(app);
  }
  await whenHydrated();
  reached('hydrated');
  // After the microtasks the widgets' start-up queued (Ark/zag starts its machine in one).
  await yieldToBrowser();
  replayHeldInput(container);
  // Every tap from now on reaches React directly (benchmarks and tests may wait for this).
  document.documentElement.setAttribute('data-awake', '');
  reached('awake');
  // Once the browser is idle, the islands load their code ahead of the visitor: their first
  // tap then needs none (an island reached for first still goes first: it is loading already).
  whenIdle(() => islands.idle(), ISLANDS_IDLE_TIMEOUT_MS);
}

start().catch((error: unknown) => {
  reached('failed', error instanceof Error ? error.message : String(error));
  throw error;
});
