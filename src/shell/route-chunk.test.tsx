import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/lib/lazy';
import { lazyRouteComponent } from './route-chunk';

/** A failed dynamic import as Chromium reports it, naming its file. */
const importFailure = (name: string) =>
  new TypeError(`Failed to fetch dynamically imported module: https://helvox.ch/assets/${name}.js`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/*
 * Rendering a route's export once its code came: every built page (tests/html renders them
 * through it) and every route the e2e specs open; a failed load offline keeping the page, and
 * the retry loading it: e2e/offline.spec.ts; reloadIfStale's answers: src/lib/lazy.node.test.ts.
 */
describe("a route's code-split component (the app's lazyRouteComponent)", () => {
  it('online, a file the host answers 404 for (an older deploy) reloads once', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    // The stale-deploy check's HEAD request: the file is gone.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    sessionStorage.clear();
    const Route = lazyRouteComponent(async (): Promise<{ default: () => null }> => {
      throw importFailure('blog-index-3');
    });
    await expect(Route.preload?.()).rejects.toBeInstanceOf(ChunkLoadError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline it does not ask for the code at all (the browser would keep the failure)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi.fn(async () => ({ default: () => <p>Seite</p> }));
    const Route = lazyRouteComponent(importer);
    await expect(Route.preload?.()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(importer).not.toHaveBeenCalled();
  });
});
