import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The app's loader for route code (`lazyRouteComponent` of src/shell/route-chunk.tsx). */
const LOADER = fileURLToPath(new URL('../shell/route-chunk.tsx', import.meta.url));

// What the router plugin writes into a route file whose component it split off.
const TANSTACK_IMPORT =
  /import\s*\{\s*lazyRouteComponent\s*\}\s*from\s*(['"])@tanstack\/react-router\1;?/;
// Any import of TanStack's loader, also among other names.
const ANY_TANSTACK_IMPORT =
  /import\s*\{[^}]*\blazyRouteComponent\b[^}]*\}\s*from\s*['"]@tanstack\/react-router['"]/;

/**
 * Route code through the app's loader: the router plugin (`autoCodeSplitting`) splits every
 * route's component into a file of its own and loads it with TanStack Router's
 * `lazyRouteComponent`, which reloads the page when the file fails to load (offline: into the
 * browser's error page, and what the visitor typed is gone). This plugin, placed right after
 * the router plugin, makes each route file import `lazyRouteComponent` from
 * `src/shell/route-chunk.tsx` instead (same signature), which never reloads for a failure the
 * network caused. A route file that still uses TanStack's (a router plugin that writes its
 * import differently) stops the build, so the rule cannot be lost silently.
 */
export function routeChunkPlugin(loader: string = LOADER): Plugin {
  return {
    name: 'route-chunk',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!.replace(/\\/g, '/');
      if (!file.includes('/src/routes/')) return;
      const rewritten = code.replace(
        TANSTACK_IMPORT,
        `import { lazyRouteComponent } from ${JSON.stringify(loader)};`,
      );
      if (ANY_TANSTACK_IMPORT.test(rewritten)) {
        throw new Error(
          `${file}: loads route code with TanStack Router's lazyRouteComponent, which reloads ` +
            `the page on a failed load; use lazyRouteComponent of src/shell/route-chunk.tsx`,
        );
      }
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
