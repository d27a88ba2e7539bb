import type { AsyncRouteComponent } from '@tanstack/react-router';
import { use, type ComponentType, type ReactElement } from 'react';
import { lazy } from '@/lib/lazy';

/**
 * `load()`, unless the browser knows it is offline: then it fails at once without asking for
 * the files. A module fetch that failed is kept by the browser (its module map): the file and
 * every file it imports would fail again when the connection is back, and 'Erneut versuchen'
 * could never load them.
 */
function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new Error('offline'));
  }
  return load();
}

/**
 * A route's code-split component: the app's stand-in for TanStack Router's
 * `lazyRouteComponent`, which the router plugin's `autoCodeSplitting` writes into every route
 * file (`src/build/route-chunk.plugin.ts` points those files here). TanStack's reloads the
 * page when the route's code fails to load: offline that reload ends on the browser's own
 * error page, and what the visitor typed is gone. This one never reloads for that:
 *
 * - offline it does not even ask for the files (`whenOnline`);
 * - `preload()` (the router loads a route's code with it before showing the route) rejects
 *   with a `ChunkLoadError`, so the navigation guard keeps the page and offers 'Erneut
 *   versuchen' (`./navigation-guard.ts`), and a route that fails anyway shows the error screen;
 * - the next `preload()` after a failure loads again, under a new address if the browser keeps
 *   the failed one (`@/lib/lazy`);
 * - a file the host answers 404 for (a tab older than the last deploy) reloads the page once,
 *   online only (`reloadIfStale`, `@/lib/lazy`).
 */
export function lazyRouteComponent<
  T extends Record<string, unknown>,
  TKey extends keyof T & string = 'default' & keyof T,
>(
  importer: () => Promise<T>,
  exportName?: TKey,
): T[TKey] extends (props: infer TProps) => unknown ? AsyncRouteComponent<TProps> : never {
  const code = lazy(() => whenOnline(importer), {
    pick: (module) => module[exportName ?? 'default'] as ComponentType<object>,
  });
  // The router's load before it shows the route: after a failure it loads again.
  const preload = () => {
    code.retry();
    return code().then(() => {});
  };

  function RouteComponent(props: object): ReactElement {
    const Loaded = code.value ?? use(code());
    // The route module's export: one stable value, not created here.
    return <Loaded {...props} />;
  }
  return Object.assign(RouteComponent, { preload }) as never;
}
