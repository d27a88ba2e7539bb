import type { AnyRouter, BlockerFn } from '@tanstack/react-router';
import type { NavigationLocation } from '@machines/navigation-notice/navigation-notice.machine';
import type * as NoticeCode from './navigation-notice';
import { afterFirstInteraction } from '@/lib/after-frame';
import { lazy } from '@/lib/lazy';
import { createValueStore } from '@/lib/value-store';

type NoticeModule = typeof NoticeCode;
type NoticeActor = ReturnType<NoticeModule['startNavigationNotice']>;

/** What the root shows for failed navigations (`NavigationNotice`, navigation-notice-host.tsx). */
export type NoticeSlot =
  | { kind: 'none' }
  /** The notice machine runs: its view shows what it says (nothing while idle). */
  | { kind: 'ready'; actor: NoticeActor; View: NoticeModule['NavigationNoticeView'] }
  /** A navigation failed and the notice's own code did not come either: the plain notice. */
  | { kind: 'code-failed'; location: NavigationLocation; retry: () => void };

/** What the root reads of the notice slot (through the router's context: src/router.tsx). */
export interface NoticeSlotStore {
  get(): NoticeSlot;
  subscribe(listener: () => void): () => void;
}

/** The slot as its guard sees it: the guard says what shows. */
export interface NoticeSlotSource extends NoticeSlotStore {
  show(next: NoticeSlot): void;
}

/**
 * The notice slot of one router's failed navigations, made where the router is (main.tsx):
 * the router's context hands it to the root, `guardNavigations` fills it. None where no guard
 * runs (prerendering).
 */
export function createNoticeSlot(): NoticeSlotSource {
  const slot = createValueStore<NoticeSlot>({ kind: 'none' });
  return { get: slot.get, subscribe: slot.subscribe, show: slot.set };
}

interface GuardOptions {
  /** The notice's code (machine and view: not in the first bundle, xstate with it). */
  load?: () => Promise<NoticeModule>;
  /** Where the visitor's first interaction fetches that code ahead. */
  doc?: Document;
}

/**
 * Keeps the page when the next page's code does not load (offline, a flaky network):
 * every navigation first loads the code of the routes it leads to (`router.loadRouteChunk`) and
 * goes on only when it came, so the visitor stays on the page with everything they typed. What
 * happened goes to the navigation notice machine (`machines/navigation-notice/`): a failure
 * with where it was going, a navigation that happened. Its 'Erneut versuchen' makes the same
 * navigation again (same address, history state and kind). A route's code fails without
 * reloading (src/shell/route-chunk.tsx). Code already loaded costs nothing; the router would wait
 * for the same code before showing the route anyway.
 *
 * The machine and its view are fetched at the visitor's first interaction (the first bundle
 * stays without xstate, decision 0012). When a navigation fails before they came and they do
 * not come either (offline before any interaction), the root shows the same notice without
 * the machine: its 'Erneut versuchen' makes the navigation again, and its code with it.
 */
export function guardNavigations(
  router: AnyRouter,
  slot: NoticeSlotSource,
  options: GuardOptions = {},
): () => void {
  const load = options.load ?? lazy(() => import('./navigation-notice'), { retryOnCall: true });
  const { show } = slot;
  const navigate = ({ href, state, replace }: NavigationLocation) => {
    if (replace) router.history.replace(href, state);
    else router.history.push(href, state);
  };
  let actor: NoticeActor | undefined;
  const notice = () =>
    load().then((module) => {
      if (!actor) {
        actor = module.startNavigationNotice(navigate);
        // The code came while the plain notice shows (the first interaction's fetch, late
        // on a slow phone, back online): the machine's notice takes its place, same failure,
        // instead of the notice vanishing under the visitor's finger.
        const shown = slot.get();
        if (shown.kind === 'code-failed')
          actor.send({ type: 'navigation.failed', location: shown.location });
        show({ kind: 'ready', actor, View: module.NavigationNoticeView });
      }
      return actor;
    });

  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  // A failure is left to the first failed navigation (it loads again).
  const stopPrefetch = doc && afterFirstInteraction(doc, () => void notice().catch(() => {}));

  const unblock = router.history.block({
    enableBeforeUnload: false,
    blockerFn: async ({ nextLocation, action }: Parameters<BlockerFn>[0]) => {
      const [routes] = router.getMatchedRoutes(nextLocation.pathname);
      const loads = await Promise.allSettled(routes.map((route) => router.loadRouteChunk(route)));
      if (loads.every((result) => result.status === 'fulfilled')) {
        actor?.send({ type: 'navigation.succeeded' });
        if (slot.get().kind === 'code-failed') show({ kind: 'none' });
        return false;
      }
      const location: NavigationLocation = {
        href: nextLocation.href,
        state: { ...nextLocation.state },
        replace: action === 'REPLACE',
      };
      await notice().then(
        (running) => running.send({ type: 'navigation.failed', location }),
        () => show({ kind: 'code-failed', location, retry: () => navigate(location) }),
      );
      return true;
    },
  });
  return () => {
    stopPrefetch?.();
    unblock();
    actor?.stop();
  };
}
