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
 * - answers a held tap at once in the DOM where the page holds its answer (`answer`: the call
 *   button's 'Verbinde...', a FAQ answer, the widget dialog's frame; decision 0041), marked on
 *   `<html data-held="… <name>">` (the button's `data-early`) until the app takes the taps; the
 *   app undoes these answers (`undo`) in the task that replays their taps, whose own answers
 *   then stand;
 * - answers a first character in the demo form's name field in the DOM (`typed`);
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
  /** The early answers given in the DOM that the app undoes, each with its undoing: [tap, undo]. */
  const changes: [Element, () => void][] = [];

  /**
   * Sets an attribute; with `tap`, records its undoing for the app. Without: the answer is
   * the state the app's own rule arrives at (the FAQ's, the name's), and React's next render of
   * it writes the same; undone, it would come back for a frame while Ark's accordion closes an
   * answer (measured: the closed one showed again for a frame, and the questions below jumped).
   */
  function set(tap: Element | null, element: Element | null, name: string, value: string | null) {
    if (!element) return;
    const before = element.getAttribute(name);
    const write = (value: string | null) =>
      value === null ? element.removeAttribute(name) : element.setAttribute(name, value);
    if (tap) changes.push([tap, () => write(before)]);
    write(value);
  }

  /**
   * A held tap's answer in the DOM, where the page holds it: the call button's two texts swap
   * ('Anruf starten' hidden, 'Verbinde...' shown: `call-controls.tsx`); in an accordion marked
   * `data-early="accordion"`, the tapped question opens (or closes, if open) and every other
   * closes (the FAQ's rule: `machines/faq`; Ark's markup: `aria-expanded` on the question,
   * `hidden` on its answer; not undone: see `set`); the widget button or 'Live-Demo starten'
   * open the widget dialog's frame (`#early-frame`: a dialog named by the widget button's
   * `data-early-text`, outside the app's root, styled by `src/styles/app.css` as
   * `WidgetDialogShell`). Anything else waits.
   */
  function answer(tap: HTMLElement) {
    const early = tap.getAttribute('data-early');
    const accordion = tap.closest('[data-early="accordion"]');
    const open = tap.getAttribute('aria-expanded') != 'true';
    if (early == 'call')
      tap
        .querySelectorAll('span')
        .forEach((text) => set(tap, text, 'hidden', text.hidden ? null : ''));
    else if (accordion)
      accordion.querySelectorAll('[aria-controls]').forEach((question) => {
        const shown = question == tap && open;
        set(null, question, 'aria-expanded', '' + shown);
        set(
          null,
          d.getElementById(question.getAttribute('aria-controls')!),
          'hidden',
          shown ? null : '',
        );
      });
    else if ((early == 'widget' || early == 'demo') && !d.getElementById('early-frame')) {
      const title = d.querySelector('[data-early="widget"]')?.getAttribute('data-early-text') || '';
      const frame = d.createElement('div');
      frame.id = 'early-frame';
      frame.role = 'dialog';
      frame.ariaLabel = title;
      frame.tabIndex = -1;
      frame.appendChild(d.createElement('div')).textContent = title;
      d.body.appendChild(frame).focus();
      changes.push([tap, () => frame.remove()]);
    }
  }

  /**
   * A character typed in the demo form's name field before the form's code has come (its island
   * not ready): its first message, `name.tooShort`, shown or hidden by the field's `pattern`
   * (`NAME_EARLY_PATTERN` in `demo-form.view.tsx`: it fails exactly where the form's rules give
   * that message), the field marked invalid and described by it, as the form renders it. The
   * form, adopting the field's value, renders the same; on `window`, before the islands' guard.
   */
  function typed(event: Event) {
    const field = event.target as HTMLInputElement;
    const group = field.closest && field.closest('[data-early="name"]');
    const box =
      group && !group.closest('[data-island-ready]') && group.querySelector('[data-early-message]');
    const message = box && box.firstElementChild;
    if (!message) return;
    const invalid = field.validity.patternMismatch;
    set(null, box, 'hidden', invalid ? null : '');
    set(null, message, 'hidden', invalid ? null : '');
    set(null, field, 'aria-invalid', invalid ? 'true' : null);
    set(null, field, 'aria-describedby', invalid ? message.id : null);
  }

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
    answer(target);
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
  w.addEventListener('input', typed, true);
  PRESS.forEach((type) => d.addEventListener(type, press, { capture: true, passive: true }));
  w.__heldClicks = {
    queue,
    keys,
    answer,
    undo(taps) {
      for (let i = changes.length; i--;) {
        const [tap, undo] = changes[i]!;
        if (taps.indexOf(tap as HTMLElement) < 0) continue;
        changes.splice(i, 1);
        undo();
      }
    },
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
