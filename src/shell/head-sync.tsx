import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { app } from '@/content/de/app';
import { applyHead, collectHead, isNotFound, pageHead } from '@/lib/head';

/** The head of the not-found page: its title, and not to be indexed. */
export const notFoundHead = pageHead({
  title: app.meta.notFoundTitle,
  description: app.meta.notFoundDescription,
  noindex: true,
});

/**
 * Keeps <head> in step with the route after client-side navigation. Prerendered pages already
 * carry the same tags, so the first run changes nothing visible. Unknown paths get the 404
 * title and `noindex`. Why this and not the router's `HeadContent`: decision 0014.
 */
export function HeadSync() {
  const matches = useRouterState({ select: (state) => state.matches });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef<string | null>(null);
  useEffect(() => {
    firstPath.current ??= pathname;
    applyHead(document, collectHead(isNotFound(matches) ? [notFoundHead] : matches), {
      keepStructuredData: pathname === firstPath.current,
    });
  }, [matches, pathname]);
  return null;
}
