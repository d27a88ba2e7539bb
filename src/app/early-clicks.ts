/**
 * Taps that land on prerendered buttons before React has hydrated them would be lost (the
 * server HTML has no handlers yet: a phone on a slow network, or an island whose code is still
 * on its way). This holds such clicks and replays them on the same element once React has
 * hydrated it. Links are left alone: without JavaScript they still navigate.
 *
 * "Hydrated" is read from React's own per-node props key (`__reactProps$…`), present on every
 * host element React manages since React 17; the e2e tests that tap before hydration would
 * catch it if that ever changed.
 */
const HOLD_MS = 10_000;
// React attaches props while it commits the hydration but starts components (their effects)
// a moment later; a click before that would reach handlers that are not ready yet.
const SETTLE_MS = 50;

const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Set by an island (`island.tsx`) once the effects of its tree have run. */
export const ISLAND_READY = 'data-island-ready';

/**
 * Whether a held tap can be replayed: React manages the element, and if it sits in an island,
 * the island's widgets have started (their listeners are set up in effects, which may run long
 * after hydration on a busy phone).
 */
const isReady = (element: Element) =>
  isHydrated(element) && (element.closest('[data-island]')?.hasAttribute(ISLAND_READY) ?? true);

const pending: { target: HTMLElement; until: number }[] = [];

/** Whether a held click waits for an element inside `container` (an island wakes up for it). */
export const hasHeldClickWithin = (container: Element) =>
  pending.some((entry) => container.contains(entry.target));

declare global {
  interface Window {
    /** Set by the inline script of index.html: taps held before any module ran. */
    __earlyClicks?: { queue: HTMLElement[]; stop: () => void };
  }
}

export function holdEarlyClicks(root: HTMLElement): void {
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const now = performance.now();
    for (const entry of pending.splice(0)) {
      if (isReady(entry.target)) setTimeout(() => entry.target.click(), SETTLE_MS);
      else if (entry.until > now) pending.push(entry);
    }
    if (pending.length) schedule();
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(flush);
  }

  // Take over from the inline script: its taps join ours.
  const early = window.__earlyClicks;
  early?.stop();
  for (const target of early?.queue ?? [])
    pending.push({ target, until: performance.now() + HOLD_MS });
  if (pending.length) schedule();

  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      // The control itself, not the icon inside it that the pointer happened to hit.
      const target = event.target.closest<HTMLElement>('button, [role="button"]');
      if (!target || !root.contains(target) || isReady(target)) return;
      event.preventDefault();
      event.stopPropagation();
      pending.push({ target, until: performance.now() + HOLD_MS });
      schedule();
    },
    true,
  );
}
