import type { AnyRouter } from '@tanstack/react-router';
import { atom } from 'jotai/vanilla';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sectionNavMachine, type SectionNavRef } from '@machines/section-nav/section-nav.machine';
import type {
  HomeNavigation,
  ScrollRequest,
  SectionNavEvent,
} from '@machines/section-nav/section-nav.types';
import { appStore, type AppStore } from '@/lib/app-store';
import { inspect } from '@/lib/inspector';

/**
 * The app's one section-navigation actor (`machines/section-nav`): a section link chosen on any
 * route. Null until the visitor first chooses one: `sectionNav()` creates it.
 */
export const sectionNavAtom = atom<SectionNavRef | null>(null);

/** What the visitor does to take the page back: scroll, touch, a key, a press (a scroll bar). */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Where the section starts on the page (not in the viewport): it moves only when layout does. */
const offsetOf = (section: string) => {
  const element = document.getElementById(section);
  return element ? element.getBoundingClientRect().top + window.scrollY : null;
};

/** How far the page can scroll: a section near the end of a short page cannot reach the top. */
const pageLength = () => document.documentElement.scrollHeight;

/**
 * Watches the section once a frame: a changed place on the page (code, fonts or images above it
 * arrived, or it appeared) or a changed length of the page (what is below it arrived: a page too
 * short to bring the section to the top has become long enough) is `section.moved`; the
 * visitor's first scroll, touch or key is `visitor.tookOver`.
 */
const watchSection = fromCallback<SectionNavEvent, { section: string }>(({ sendBack, input }) => {
  let last = offsetOf(input.section);
  let lastLength = pageLength();
  let frame = 0;
  const check = () => {
    const now = offsetOf(input.section);
    const length = pageLength();
    const moved = now !== null && (last === null || Math.abs(now - last) > 1);
    if (moved || (now !== null && Math.abs(length - lastLength) > 1))
      sendBack({ type: 'section.moved' });
    last = now;
    lastLength = length;
    frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  const takeOver = () => sendBack({ type: 'visitor.tookOver' });
  for (const type of TAKE_OVER)
    window.addEventListener(type, takeOver, { passive: true, capture: true });
  return () => {
    cancelAnimationFrame(frame);
    for (const type of TAKE_OVER) window.removeEventListener(type, takeOver, { capture: true });
  };
});

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Brings a section to the top of the viewport (below the sticky header: its scroll margin). */
function scrollToSection({ section, motion, focus }: ScrollRequest) {
  const element = document.getElementById(section);
  if (!element) return;
  element.scrollIntoView({
    behavior: motion === 'smooth' && !prefersReducedMotion() ? 'smooth' : 'instant',
    block: 'start',
  });
  if (!focus) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * The landing page starts at its top until the actor scrolls to the section (~100 ms later):
 * kept where the last page was scrolled to, its first frame showed the section's heading above
 * the screen. The top is set when the section enters the document, before that frame is painted
 * (a mutation observer's callback runs before the browser renders).
 */
function startAtTopOf(section: string): MutationObserver {
  const observer = new MutationObserver(() => {
    if (!document.getElementById(section)) return;
    observer.disconnect();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return observer;
}

/**
 * Opens the landing page without the router's own scrolling: the actor scrolls (and follows)
 * itself. The header's entries, which replace the history entry, open `/` (the address stays
 * `/`, without the section); calls to action, which add one, open `/#section`, the address they link to.
 */
const navigateHome = (router: AnyRouter) =>
  fromPromise<void, HomeNavigation>(async ({ input }) => {
    const atTop = startAtTopOf(input.section);
    try {
      await router.navigate({
        to: '/',
        ...(input.replace ? {} : { hash: input.section }),
        replace: input.replace,
        ...(input.state ? { state: (previous: object) => ({ ...previous, ...input.state }) } : {}),
        resetScroll: false,
        hashScrollIntoView: false,
      });
    } catch (error) {
      // The router shows its own error screen; the section is then never found.
      console.warn('Navigation to the landing page failed', error);
    } finally {
      atTop.disconnect();
    }
  });

/**
 * The app's one section-navigation actor (`systemId: 'sectionNav'`, in the inspector), held in
 * the store's `sectionNavAtom`; created at the first section link the visitor chooses.
 */
export function sectionNav(router: AnyRouter, store: AppStore = appStore): SectionNavRef {
  const held = store.get(sectionNavAtom);
  if (held) return held;
  const actor = createActor(
    sectionNavMachine.provide({ actors: { navigateHome: navigateHome(router), watchSection } }),
    { systemId: 'sectionNav', inspect },
  );
  actor.on('scroll.requested', scrollToSection);
  actor.start();
  store.set(sectionNavAtom, actor);
  return actor;
}
