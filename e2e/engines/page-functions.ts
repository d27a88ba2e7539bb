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
  // The rendered text (a button may hold a hidden second text: the call button's 'Verbinde...').
  const nameOf = (element: Element) =>
    collapse(
      element.getAttribute('aria-label') ??
        (element instanceof HTMLElement ? element.innerText : element.textContent) ??
        '',
    );
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

/**
 * Records what goes wrong in the page into `window.__engineErrors`: CSP refusals, uncaught
 * errors, unhandled rejections and `console.error` calls. Idempotent.
 */
export function installTraps(): void {
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

/** Whether the app has taken the page over (`html[data-awake]`, docs/start-up.md). */
export const awake = () => document.documentElement.hasAttribute('data-awake');

/**
 * Whether the app is awake, and if not, how far its start-up came: the last `start-up:*` mark
 * (src/main.tsx) and the scripts asked for and answered so far, so a page found asleep says
 * whether its code never came or its start stopped on the way.
 */
export const wakeState = () => {
  const steps = performance
    .getEntriesByType('mark')
    .filter((mark) => mark.name.startsWith('start-up:'));
  const last = steps.at(-1);
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
  return {
    awake: document.documentElement.hasAttribute('data-awake'),
    readyState: document.readyState,
    step: last ? `${last.name} at ${Math.round(last.startTime)} ms` : 'none',
    scripts: scripts.map(
      (entry) => `${entry.name.split('/').pop()} ${Math.round(entry.responseEnd)} ms`,
    ),
  };
};

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

/** Titles of the toasts on screen. */
export const toastTitles = () =>
  [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map(
    (title) => title.textContent ?? '',
  );

/** Resolves after the page's next two frames: what was started before has been laid out. */
export const twoFrames = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
