import { fromCallback, fromPromise } from 'xstate';
import { holdsCall } from './call-owner.selectors';
import type { AwaitReleaseInput, PageTarget } from './call-owner.types';

/**
 * Resolves once the surface's call actor holds no call: its call ended (the driver's stop has
 * settled, so it cannot stop the next call) or the actor was stopped (its surface unmounted: its
 * cleanup stopped the driver's call). At once when it holds none already.
 */
export const awaitRelease = fromPromise<void, AwaitReleaseInput>(
  ({ input, signal }) =>
    new Promise<void>((resolve) => {
      if (!holdsCall(input.surface.getSnapshot())) return resolve();
      const subscription = input.surface.subscribe({
        next: (snapshot) => {
          if (holdsCall(snapshot)) return;
          subscription.unsubscribe();
          resolve();
        },
        error: () => resolve(),
        complete: () => resolve(),
      });
      // The hand-over ended otherwise (the owner left, the page was left, the wait timed out).
      signal.addEventListener('abort', () => subscription.unsubscribe());
    }),
);

/**
 * The page's one `pagehide` listener: reports `page.left` (the owner hangs up and releases the
 * microphone at once, and no start waits for a page that is going away).
 */
export function watchPage(target: PageTarget | undefined) {
  return fromCallback(({ sendBack }) => {
    const onPageHide = () => sendBack({ type: 'page.left' });
    target?.addEventListener('pagehide', onPageHide);
    return () => target?.removeEventListener('pagehide', onPageHide);
  });
}

/** The coordinator's real actors; `pageTarget` defaults to `window` (absent when prerendering). */
export function createCallOwnerActors({
  pageTarget = (globalThis as { window?: PageTarget }).window,
}: { pageTarget?: PageTarget } = {}) {
  return { awaitRelease, watchPage: watchPage(pageTarget) };
}
