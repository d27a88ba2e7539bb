import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { lazy } from '@/lib/lazy';

/** The landing page's section anchors. */
export type SectionId = 'about' | 'benefits' | 'targets' | 'technologies' | 'demo' | 'faq';

/** What a section link may carry to the landing page (the recap's pre-filled demo request). */
export interface SectionLinkOptions {
  /** From another route: replace the history entry (the header's entries do). */
  replace?: boolean;
  state?: { demoMessage?: string };
}

/**
 * The section-navigation actor's code (machines/section-nav with its browser side): loaded at
 * the first intent, not with the page (`/`'s first bundle has no xstate: decision 0012). One
 * promise for every caller (a failed load is asked for again at the next call): what waits for
 * the code is answered in the order it was asked (separate `import()` promises are not), so a
 * section link chosen after the landing page reported its arrival wins.
 */
const live = lazy(() => import('./section-nav.live'), { retryOnCall: true });

/** Starts loading the section navigation's code (a hover or focus on a section link). */
export function prefetchSectionNav(): void {
  void live();
}

/**
 * Goes to a landing-page section: the app's `sectionNav` actor scrolls there on `/`, or opens `/`
 * and scrolls after about 100 ms, and keeps the section in view while the page above it still
 * changes (decision 0018).
 */
export function useGoToSection() {
  const router = useRouter();
  return useCallback(
    (section: SectionId, options: SectionLinkOptions = {}) => {
      const home = router.state.location.pathname === '/';
      void live().then(({ sectionNav }) =>
        sectionNav(router).send({
          type: 'section.go',
          section,
          // A link that carries state (the recap's demo request) goes through the router on
          // `/` too, replacing the entry: the form reads the state from there.
          from: home && !options.state ? 'home' : 'elsewhere',
          replace: home || (options.replace ?? true),
          ...(options.state ? { state: options.state } : {}),
        }),
      );
    },
    [router],
  );
}

/** The section the address names (`/#section`), if the page has it. */
function sectionInAddress(): string | null {
  const section = window.location.hash.slice(1);
  return section && document.getElementById(section) ? section : null;
}

/**
 * The landing page opened at `/#section`, or its address changed to one: keep the section the
 * address names in view while the page settles. The section is read when the actor gets the
 * arrival, not when it was reported: the actor's code may come after the address changed again
 * (a section link tapped before the app woke), and two reports waiting for it are not answered
 * in order.
 */
export function useArrivalAtSection() {
  const router = useRouter();
  return useCallback(() => {
    if (!sectionInAddress()) return;
    void live().then(({ sectionNav }) => {
      const section = sectionInAddress();
      if (section) sectionNav(router).send({ type: 'section.arrived', section });
    });
  }, [router]);
}
