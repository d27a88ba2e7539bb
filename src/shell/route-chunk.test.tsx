import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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

/** The page's reload and the stale-deploy check's HEAD request, watched. */
function watchReload(headStatus: number | 'offline') {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  const fetch = vi.fn(async () => {
    if (headStatus === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: headStatus });
  });
  vi.stubGlobal('fetch', fetch);
  return { reload, fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a route's code-split component (the app's lazyRouteComponent)", () => {
  it('renders the named export once its code came', async () => {
    const Route = lazyRouteComponent(async () => ({ Page: () => <h1>Blog</h1> }), 'Page');
    await Route.preload?.();
    render(<Route />);
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  });

  it('a failed load rejects preload() with a ChunkLoadError and never reloads the page', async () => {
    const { reload, fetch } = watchReload('offline');
    const Route = lazyRouteComponent(async (): Promise<{ default: () => null }> => {
      throw importFailure('blog-index-1');
    });
    await expect(Route.preload?.()).rejects.toBeInstanceOf(ChunkLoadError);
    await settle();
    // The stale-deploy check asked, offline it got no answer: no reload.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('online, a file that exists (a flaky network) does not reload either', async () => {
    const { reload } = watchReload(200);
    const Route = lazyRouteComponent(async (): Promise<{ default: () => null }> => {
      throw importFailure('blog-index-2');
    });
    await expect(Route.preload?.()).rejects.toBeInstanceOf(ChunkLoadError);
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('online, a file the host answers 404 for (an older deploy) reloads once', async () => {
    const { reload } = watchReload(404);
    sessionStorage.clear();
    const Route = lazyRouteComponent(async (): Promise<{ default: () => null }> => {
      throw importFailure('blog-index-3');
    });
    await expect(Route.preload?.()).rejects.toBeInstanceOf(ChunkLoadError);
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline it does not ask for the code at all (the browser would keep the failure)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi.fn(async () => ({ default: () => <p>Seite</p> }));
    const Route = lazyRouteComponent(importer);
    await expect(Route.preload?.()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(importer).not.toHaveBeenCalled();
  });

  it('the next preload() after a failure loads again', async () => {
    watchReload(200);
    const importer = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      // Safari names no file: the retry repeats the import as it is (./reimport.ts).
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue({ default: () => <p>Der Blog ist da</p> });
    const Route = lazyRouteComponent(importer);
    await expect(Route.preload?.()).rejects.toBeInstanceOf(ChunkLoadError);
    await Route.preload?.();
    render(
      <Suspense fallback={null}>
        <Route />
      </Suspense>,
    );
    expect(await screen.findByText('Der Blog ist da')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
