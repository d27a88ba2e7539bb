import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chunk,
  ChunkBoundary,
  ChunkLoadError,
  lazyChunk,
  reloadIfStale,
  reloadOnceOnStaleDeploy,
} from './chunk';

/** A window as far as the stale-deploy check uses it: HEAD requests, sessionStorage, reload. */
function fakeWindow(status: number | 'offline' = 404) {
  const stored = new Map<string, string>();
  const win = Object.assign(new EventTarget(), {
    fetch: vi.fn(async (_url: string, _init?: RequestInit) => {
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return { status } as Response;
    }),
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: { reload: vi.fn() },
  });
  return win as typeof win & Window;
}

let file = 0;
/** A failed dynamic import as Chromium reports it; a new file each time (each is checked once). */
const importFailure = () =>
  new TypeError(
    `Failed to fetch dynamically imported module: https://helvox.ch/assets/faq.section-${(file += 1)}.js`,
  );

/** Lets the HEAD request and what follows it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('reloadIfStale', () => {
  it('reloads when the code file the page asked for is gone (404), asking with HEAD', async () => {
    const win = fakeWindow(404);
    const error = importFailure();
    reloadIfStale(error, win);
    await settle();
    const url = /https:\S+\.js/.exec(error.message)![0];
    expect(win.fetch).toHaveBeenCalledWith(url, { method: 'HEAD', cache: 'no-store' });
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the file is there (a flaky network): the part shows its notice', async () => {
    const win = fakeWindow(200);
    reloadIfStale(importFailure(), win);
    await settle();
    expect(win.fetch).toHaveBeenCalledTimes(1);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('does not reload when offline, and rejects nothing', async () => {
    const win = fakeWindow('offline');
    reloadIfStale(importFailure(), win);
    await settle();
    expect(win.fetch).toHaveBeenCalledTimes(1);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('asks nothing for an error that names no code file of ours', async () => {
    const win = fakeWindow(404);
    reloadIfStale(new Error('offline'), win);
    reloadIfStale('Failed to fetch https://helvox.ch/images/logo.png', win);
    await settle();
    expect(win.fetch).not.toHaveBeenCalled();
  });

  it('checks each file once', async () => {
    const win = fakeWindow(200);
    const error = importFailure();
    reloadIfStale(error, win);
    reloadIfStale(error, win);
    await settle();
    expect(win.fetch).toHaveBeenCalledTimes(1);
  });

  it('reloads at most once a minute: a deploy that keeps failing does not loop', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00Z'));
    const win = fakeWindow(404);
    reloadIfStale(importFailure(), win);
    await settle();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    // The reloaded page (same tab, same sessionStorage) misses a file again 59 s later.
    vi.setSystemTime(new Date('2026-11-25T02:00:59Z'));
    reloadIfStale(importFailure(), win);
    await settle();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-25T02:01:01Z'));
    reloadIfStale(importFailure(), win);
    await settle();
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });
});

describe("reloadOnceOnStaleDeploy (Vite's vite:preloadError)", () => {
  const preloadError = (payload: unknown) =>
    Object.assign(new Event('vite:preloadError'), { payload });

  it('reloads once for a missing file, and not again for the next one within the minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
    const win = fakeWindow(404);
    reloadOnceOnStaleDeploy(win);
    win.dispatchEvent(preloadError(importFailure()));
    await settle();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    win.dispatchEvent(preloadError(importFailure()));
    await settle();
    expect(win.fetch).toHaveBeenCalledTimes(2);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a preload that failed on a file that exists', async () => {
    const win = fakeWindow(200);
    reloadOnceOnStaleDeploy(win);
    win.dispatchEvent(preloadError(importFailure()));
    await settle();
    expect(win.fetch).toHaveBeenCalledTimes(1);
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});

describe('chunk', () => {
  it('loads once for every caller; keeps a failure until forget(), then loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const get = chunk(load);
    await expect(get()).rejects.toBeInstanceOf(ChunkLoadError);
    // Kept: a part that re-renders while failed must see the same failure, not a new load.
    await expect(get()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(1);
    get.forget();
    await expect(get()).resolves.toBe('code');
    get.forget();
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** Catches what ChunkBoundary passes on. */
class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Fehlerseite</p> : this.props.children;
  }
}

describe('ChunkBoundary', () => {
  it("shows the German notice for a part whose code failed; 'Erneut versuchen' loads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Der Teil ist da</p> });
    const part = lazyChunk(load);
    await act(async () => {
      render(
        <Outer>
          <p>Der Rest der Seite</p>
          <ChunkBoundary onRetry={part.retry}>
            <Suspense fallback={null}>
              <part.Component />
            </Suspense>
          </ChunkBoundary>
        </Outer>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Teil der Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
    );
    expect(screen.getByText('Der Rest der Seite')).toBeInTheDocument();
    // In act: React renders the part again once the new load resolves.
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(await screen.findByText('Der Teil ist da')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes any other error on (to the route’s error screen)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('a bug, not a missing chunk');
    }
    render(
      <Outer>
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>
      </Outer>,
    );
    expect(screen.getByText('Fehlerseite')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
