/**
 * Deferred islands' code by name (docs/start-up.md). Each deferred `island()` adds its loader
 * when the route's code runs, and its element carries the name after its kind
 * (`data-island="deferred faq"`: every byte of it is in the page's first round trip). An island
 * reached for before it has mounted (its machine's `prefetchCode`, on entering `wanted`) starts
 * its code by that name at once, instead of when the page's hydration has mounted it: the code
 * then comes while the page hydrates. Asked for before its loader is known (a tap while the
 * route's code is on its way), it starts when the loader comes. (Kept small: it is in the first
 * bundle.)
 */

/** The name of a deferred island's code, from its element (`data-island="deferred faq"`). */
export const codeNameOf = (island: Element): string | undefined =>
  island.getAttribute('data-island')?.split(' ')[1];

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const asked = new Set<string>();

/** A failure shows when the island mounts (its notice and retry): not as an unhandled rejection. */
const run = (load: Loader) => void load().catch(() => {});

/** Adds a deferred island's loader (`island()`); returns its removal (tests). */
export function addIslandCode(name: string, load: Loader): () => void {
  loaders.set(name, load);
  if (asked.delete(name)) run(load);
  return () => void loaders.delete(name);
}

/** Starts the code of the island named `name`: now if its loader is known, else when it comes. */
export function prefetchIslandCode(name: string): void {
  const load = loaders.get(name);
  if (load) run(load);
  else asked.add(name);
}
