import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The landing page's section anchors. */
export type SectionId = 'about' | 'benefits' | 'targets' | 'technologies' | 'demo' | 'faq';

/** Delay between arriving on `/` from another route and scrolling (spec section 9). */
export const SCROLL_AFTER_NAVIGATION_MS = 100;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls a section into view and moves keyboard focus to it. */
export function scrollToSection(id: SectionId): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

/** Resolves once the element exists (some sections' code loads right after navigation). */
function whenPresent(id: string, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (document.getElementById(id)) return resolve();
    const observer = new MutationObserver(() => {
      if (!document.getElementById(id)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    window.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, timeoutMs);
  });
}

/**
 * Goes to a landing-page section: on `/` it scrolls there; elsewhere it navigates to `/`,
 * replacing the history entry, and scrolls after a short delay.
 */
export function useGoToSection() {
  const router = useRouter();
  return useCallback(
    async (id: SectionId) => {
      if (router.state.location.pathname === '/') {
        scrollToSection(id);
        return;
      }
      await router.navigate({ to: '/', replace: true });
      window.setTimeout(
        () => void whenPresent(id).then(() => scrollToSection(id)),
        SCROLL_AFTER_NAVIGATION_MS,
      );
    },
    [router],
  );
}
