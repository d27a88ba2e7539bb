/**
 * The code of a prerendered page's routes, preloaded with the entry (docs/start-up.md, step 2).
 * The app loads a route's code-split component when it starts (`router.loadRouteChunk`), a
 * request that could only begin once the entry had been evaluated: on a slow phone ~150 ms of
 * waiting before hydration could begin. The prerenderer knows the page's routes; Vite's build
 * manifest knows their files.
 */

/** Vite's build manifest (`build.manifest`): source key → built file and its static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The manifest key of a route's code-split component (TanStack's file routes, `src/routes/`). */
const routeKey = (routeId: string) =>
  `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx?tsr-split=component`;

/**
 * The files (`/assets/…`) of the routes `routeIds` match and everything they import statically,
 * except those in `started` (the entry and its preloads). A route without a code-split
 * component (the root) adds nothing.
 */
export function routeCode(
  manifest: BuildManifest,
  routeIds: readonly string[],
  started: readonly string[],
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    const file = chunk && `/${chunk.file}`;
    if (!chunk || !file!.endsWith('.js') || files.has(file!)) return;
    files.add(file!);
    chunk.imports?.forEach(visit);
  };
  routeIds.forEach((id) => visit(routeKey(id)));
  return [...files].filter((file) => !started.includes(file));
}
