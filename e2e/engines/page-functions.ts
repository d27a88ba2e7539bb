/**
 * Functions the drivers run inside the page. Each is self-contained: it is sent as source, so it
 * may use only its argument and the page's globals.
 */
import type { PageFunction, Target } from './driver';

/**
 * Wraps a page function for sending: a plain function whose source defines `__name` (tsx's
 * esbuild wraps named inner functions in `__name(...)`, which the page does not have).
 */
export function pageCall<A, R>(fn: PageFunction<A, R>): (arg: A) => Promise<R> {
  return new Function(
    'arg',
    `"use strict"; const __name = (f) => f; return (${fn.toString()})(arg);`,
  ) as (arg: A) => Promise<R>;
}

/**
 * The target's element, scrolled to the viewport's centre at once (no smooth scrolling), once
 * it has kept its place for 50 ms; 'moving' while the page still scrolls or shifts it (a
 * visitor waits for the page to stand still too); null when there is none.
 */
export async function findTarget(target: Target): Promise<Element | 'moving' | null> {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element) =>
    collapse(element.getAttribute('aria-label') ?? element.textContent ?? '');
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const found = [...document.querySelectorAll(target.css)].find(
    (element) => shown(element) && (target.name === undefined || nameOf(element) === target.name),
  );
  if (!found) return null;
  if (target.scroll !== 'none')
    found.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const place = () => `${found.getBoundingClientRect().top} ${scrollX} ${scrollY}`;
  const before = place();
  await new Promise((done) => setTimeout(done, 50));
  return place() === before ? found : 'moving';
}

/** Options of the error traps installed in the page. */
export interface TrapOptions {
  /** Also record uncaught errors, rejections and `console.error` (engines with no event). */
  all: boolean;
}

/**
 * Records what goes wrong in the page into `window.__engineErrors`: CSP refusals always, and
 * with `all` uncaught errors, unhandled rejections and `console.error` calls. Idempotent.
 */
export function installTraps(options: TrapOptions): void {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const errors: string[] = [];
  page.__engineErrors = errors;
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      errors.push(`CSP refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`),
    true,
  );
  if (!options.all) return;
  window.addEventListener('error', (event) => errors.push(`pageerror: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | undefined;
    errors.push(`unhandledrejection: ${reason?.message ?? String(reason)}`);
  });
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map((arg) => String(arg)).join(' ')}`);
    original(...args);
  };
}

/** What the traps recorded, or null when this document has none (it was replaced). */
export function readTraps(): string[] | null {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? null;
}

/** Deliberate failures of every kind the traps must see (the suite's self-test). */
export function provokeErrors(marker: string): void {
  window.setTimeout(() => {
    throw new Error(`${marker} thrown`);
  });
  void Promise.reject(new Error(`${marker} rejected`));
  console.error(`${marker} logged`);
  const inline = document.createElement('script');
  inline.textContent = `/* ${marker} */`;
  document.head.append(inline);
}

/**
 * Records the pointer and click events aimed inside `within` (for a failure's detail): type,
 * trusted or not, time since recording began, whether a handler before it prevented the
 * default (the page's tap guard holds a tap so), and whether it bubbled up to the document.
 */
export function recordEvents(within: string): void {
  const page = window as unknown as { __engineEvents?: string[] };
  const events: string[] = (page.__engineEvents = []);
  const start = performance.now();
  const seen = new WeakSet<Event>();
  for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click', 'focusin', 'focusout']) {
    window.addEventListener(
      type,
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest(within)) return;
        const at = Math.round(performance.now() - start);
        const prevented = event.defaultPrevented ? ' prevented' : '';
        events.push(`${type}${event.isTrusted ? '' : ' (script)'} @${at}${prevented}`);
        seen.add(event);
      },
      true,
    );
    document.addEventListener(type, (event) => {
      if (seen.has(event)) events.push(`  …${type} reached the document`);
    });
  }
}

/** What `recordEvents` recorded. */
export function readEvents(): string[] {
  const { __engineEvents: events } = window as unknown as { __engineEvents?: string[] };
  // No recorder: this is not the document the check started recording in (it was replaced).
  return events ?? [`no recorder in this document (${location.href}, ${document.readyState})`];
}

/**
 * How far the page's start-up got (docs/start-up.md), for a failure's detail: the entry script
 * added (after the first paint), the code files loaded, the steps `src/main.tsx` marked, the
 * demo's service-worker code loaded and its worker controlling the page, hydrated, awake.
 */
export async function startUpState() {
  const root = document.documentElement;
  const code = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/assets\/[^/]+\.js$/.test(name));
  const registration = await navigator.serviceWorker?.getRegistration();
  const steps = performance
    .getEntriesByType('mark')
    .filter((mark) => mark.name.startsWith('start-up:'))
    .map((mark) => {
      const { detail } = mark as PerformanceMark;
      const step = `${mark.name.slice('start-up:'.length)} at ${Math.round(mark.startTime)} ms`;
      return detail === null || detail === undefined ? step : `${step} (${String(detail)})`;
    });
  return {
    awake: root.hasAttribute('data-awake'),
    hydrated: root.hasAttribute('data-hydrated'),
    entryAdded: !!document.querySelector('head script[type="module"][src]'),
    codeFiles: code.length,
    demoWorkerCode: code.some((name) => /\/assets\/worker-[\w-]+\.js$/.test(name)),
    steps: steps.join(', ') || 'none',
    serviceWorker: `${navigator.serviceWorker?.controller ? 'controls the page' : 'no controller'}, ${registration?.active?.state ?? 'none active'}`,
  };
}

/**
 * Whether the page stands still: its fonts have come and its finite animations have ended (an
 * answer opening or closing moves what is below it); infinite ones (a pulsing light) never end
 * and do not count.
 */
export function finiteAnimationsEnded(): boolean {
  // Fonts still loading reflow the page when they come (Firefox swaps them in later).
  if (document.fonts.status !== 'loaded') return false;
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
    );
}

/** The connection status a call shows (its `role="status"`). */
export const callStatus = (call: string) =>
  document.querySelector(`${call} [role="status"]`)?.textContent?.trim() ?? '';

/** The call's transcript lines as shown (its `role="log"`). */
export const transcriptLines = (call: string) =>
  [...document.querySelectorAll(`${call} [role="log"] li`)].map(
    (line) => line.textContent?.trim() ?? '',
  );

/** Resolves after the page's next two frames: what was started before has been laid out. */
export const twoFrames = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
