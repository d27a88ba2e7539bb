/**
 * The one inline script of a prerendered page, as readable source (docs/start-up.md). Never
 * imported: `start-up-script.ts` reads this file at build time, strips the types, minifies it
 * and calls `startUp` with the built entry and its preloads; the result goes into every page and
 * its hash into the Content-Security-Policy. It runs when the HTML has been parsed, before the
 * first paint, with nothing but `document`, `window` and `Element` (as the unit test's stand-ins
 * provide them), and
 * - holds taps on buttons until the app listens (the app replays them: `src/main.tsx`); a
 *   section link (`a[data-section]`) tapped meanwhile goes to its section by replacing the
 *   history entry, as the app would;
 * - answers a held tap at once where the button names its early answer (`data-early="<name>"`):
 *   `<html data-held="… <name>">` until the app takes the taps, and the page's critical CSS
 *   draws that answer from the button's own markup (`src/styles/app.css`, "Early answers");
 * - notes shortcut keys pressed outside a text field (a character or Escape, without Ctrl, Alt
 *   or Meta: Shift+D, 'M') for the app's shortcuts (`src/components/shortcut-keys.ts`);
 * - starts the app after the first paint, not during it: see `deferred-entry.ts` for why and
 *   when.
 */
import type { HeldInput } from '../lib/held-input';

/** The app's entry and the static imports Vite would have preloaded, in order. */
export function startUp(
  d: Document,
  w: Window & {
    __heldClicks?: HeldInput;
    PerformanceObserver?: typeof PerformanceObserver;
  },
  entry: string,
  preloads: readonly string[],
): void {
  /** On `<html>`: the early answers shown (the held buttons' `data-early` names). */
  const HELD = 'data-held';
  const queue: HTMLElement[] = [];
  const keys: KeyboardEvent[] = [];
  let started = false;

  /** A tap on a button or a section link before the app listens. */
  function hold(event: MouseEvent) {
    const target =
      event.target instanceof Element &&
      event.target.closest<HTMLElement>('button,[role="button"],a[data-section]');
    if (!target || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    event.stopPropagation();
    if (target.tagName === 'A') return w.location.replace((target as HTMLAnchorElement).href);
    queue.push(target);
    const early = target.getAttribute('data-early');
    const root = d.documentElement;
    if (early) root.setAttribute(HELD, `${root.getAttribute(HELD) || ''} ${early}`);
  }

  /**
   * The events of a tap on a button before its click: kept from the page (not prevented: the
   * button still takes the focus). React listens from the moment hydration begins, and at the
   * first of them it would hydrate the whole page at once, in the tap's own task: on a slow
   * phone that delays the tap's early answer by 100 ms and more. The app replays the tap as
   * its click.
   */
  function press(event: Event) {
    if (event.target instanceof Element && event.target.closest('button,[role="button"]'))
      event.stopPropagation();
  }

  /** A shortcut key is noted, not stopped: its listener handles it once it listens. */
  function key(event: KeyboardEvent) {
    const target = event.target as HTMLElement | null;
    const name = event.key;
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || !name) return;
    if (!(name === 'Escape' || (name.length === 1 && name !== ' '))) return;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)))
      return;
    keys.push(event);
  }

  const PRESS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'touchstart', 'touchend'];
  d.addEventListener('click', hold, true);
  d.addEventListener('keydown', key, true);
  PRESS.forEach((type) => d.addEventListener(type, press, { capture: true, passive: true }));
  w.__heldClicks = {
    queue,
    keys,
    // The app replays the taps in this same task: their own answers replace the early ones
    // before the next frame.
    stop() {
      d.removeEventListener('click', hold, true);
      d.removeEventListener('keydown', key, true);
      PRESS.forEach((type) => d.removeEventListener(type, press, true));
      d.documentElement.removeAttribute(HELD);
    },
  };

  /** Adds the preloads and the entry, once. */
  function go() {
    if (started) return;
    started = true;
    preloads.forEach((href) => {
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    });
    const script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    d.head.appendChild(script);
  }

  const hidden = () => d.visibilityState === 'hidden';
  const Observer = w.PerformanceObserver;
  const types = Observer && Observer.supportedEntryTypes;
  if (hidden()) {
    // Loaded in a background tab: nothing is painted, start at once.
    go();
  } else if (types && types.indexOf('paint') >= 0) {
    // The first contentful paint was shown: start a task later. Hidden before it painted: at
    // once. No paint reported within 3 s: then.
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        w.setTimeout(go, 0);
      }
    }).observe({ type: 'paint', buffered: true });
    d.addEventListener('visibilitychange', () => {
      if (hidden()) go();
    });
    w.setTimeout(go, 3000);
  } else {
    // No paint entries: after the first frame, or after 300 ms where no frame comes.
    w.requestAnimationFrame(() => {
      w.setTimeout(go, 0);
    });
    w.setTimeout(go, 300);
  }
}
