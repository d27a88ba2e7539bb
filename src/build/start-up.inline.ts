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
 * - notes shortcut keys pressed outside a text field (a character or Escape, without Ctrl, Alt
 *   or Meta: Shift+D, 'M') for the app's shortcuts (`src/components/shortcut-keys.ts`);
 * - starts the app after the first paint, not during it: see `deferred-entry.ts` for why and
 *   when.
 */
import type { HeldInput } from './deferred-entry';

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
    if (target.tagName === 'A') w.location.replace((target as HTMLAnchorElement).href);
    else queue.push(target);
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

  d.addEventListener('click', hold, true);
  d.addEventListener('keydown', key, true);
  w.__heldClicks = {
    queue,
    keys,
    stop() {
      d.removeEventListener('click', hold, true);
      d.removeEventListener('keydown', key, true);
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
