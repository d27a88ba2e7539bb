import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  failedModuleUrl,
  lazy,
  reloadIfStale,
  reloadOnceOnStaleDeploy,
} from './lazy';

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
/** A failed dynamic import as Chromium reports it; a new file each time. */
const importFailure = () =>
  new TypeError(
    `Failed to fetch dynamically imported module: https://helvox.ch/assets/faq.section-${(file += 1)}.js`,
  );

/** Lets the HEAD request and what follows it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

// The reload once on a 404 on the built site, and no loop after it: e2e/resilience.spec.ts.
describe('reloadIfStale', () => {
  it('reloads when the code file the page asked for is gone (HEAD: 404), at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00Z'));
    const win = fakeWindow(404);
    const error = importFailure();
    reloadIfStale(error, win);
    await settle();
    const url = /https:\S+\.js/.exec(error.message)![0];
    expect(win.fetch).toHaveBeenCalledWith(url, { method: 'HEAD', cache: 'no-store' });
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

  it.each([
    ['the file is there (a flaky network): the part shows its notice', 200],
    ['offline, and rejects nothing', 'offline'],
  ] as const)('does not reload when %s', async (_, status) => {
    const win = fakeWindow(status);
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
});

describe("reloadOnceOnStaleDeploy (Vite's vite:preloadError)", () => {
  const preloadError = (payload: unknown) =>
    Object.assign(new Event('vite:preloadError'), { payload });

  // Not again within the minute: reloadIfStale's test above.
  it('checks the file a failed preload names, and reloads when it is gone', async () => {
    const win = fakeWindow(404);
    reloadOnceOnStaleDeploy(win);
    win.dispatchEvent(preloadError(importFailure()));
    await settle();
    expect(win.fetch).toHaveBeenCalledTimes(1);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});

const CHROMIUM =
  'Failed to fetch dynamically imported module: https://example.ch/assets/faq.section-Ab1_x.js';
const FIREFOX = 'error loading dynamically imported module: http://127.0.0.1:4173/assets/x-1.js';

describe('failedModuleUrl', () => {
  it.each([
    [new TypeError(CHROMIUM), 'https://example.ch/assets/faq.section-Ab1_x.js'],
    [new TypeError(FIREFOX), 'http://127.0.0.1:4173/assets/x-1.js'],
    [
      new TypeError(`${CHROMIUM}?retry=2`),
      'https://example.ch/assets/faq.section-Ab1_x.js?retry=2',
    ],
    // Safari's message names no file; nor does a failure of anything but code.
    [new TypeError('Importing a module script failed.'), undefined],
    ['Failed to fetch https://example.ch/data.json', undefined],
  ])('reads the code file from %s: %s', (error, url) => {
    expect(failedModuleUrl(error)).toBe(url);
  });
});

describe('lazy: one attempt for every caller, a retry after a failed one', () => {
  it('imports the failed file under a new query on each retry, then keeps what came', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError(CHROMIUM)));
    const importer = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError(`${CHROMIUM}?retry=1`))
      .mockResolvedValueOnce({ Faq: 'faq' });
    const get = lazy(load, { importer, retryOnCall: true });
    await expect(get()).rejects.toMatchObject({ cause: new TypeError(CHROMIUM) });
    await expect(get()).rejects.toMatchObject({ cause: new TypeError(`${CHROMIUM}?retry=1`) });
    await expect(get()).resolves.toEqual({ Faq: 'faq' });
    await expect(get()).resolves.toEqual({ Faq: 'faq' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importer.mock.calls).toEqual([
      ['https://example.ch/assets/faq.section-Ab1_x.js?retry=1'],
      ['https://example.ch/assets/faq.section-Ab1_x.js?retry=2'],
    ]);
  });

  it('loads once for every caller, and keeps what came (also synchronously)', async () => {
    const load = vi.fn(async () => ({ Faq: 'faq' }));
    const get = lazy(load, { pick: (module) => module.Faq });
    expect(get.value).toBeUndefined();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe('faq');
    expect(second).toBe('faq');
    expect(get.value).toBe('faq');
    get.retry();
    expect(await get()).toBe('faq');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until retry(), then loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const get = lazy(load);
    await expect(get()).rejects.toBeInstanceOf(ChunkLoadError);
    // Kept: a part that re-renders while failed must see the same failure, not a new load.
    await expect(get()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(get.value).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    get.retry();
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with retryOnCall, the next call after a failure naming no file repeats the import as it is', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('loaded');
    const importer = vi.fn<(url: string) => Promise<unknown>>();
    const get = lazy(load, { importer, retryOnCall: true });
    await expect(get()).rejects.toMatchObject({
      name: 'ChunkLoadError',
      cause: new Error('offline'),
    });
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
    expect(importer).not.toHaveBeenCalled();
  });

  it('a failure of pick (not of the import) stays as it is, and is retried like one', async () => {
    const pick = vi
      .fn<(module: string) => string>()
      .mockImplementationOnce(() => {
        throw new Error('no client without an address');
      })
      .mockImplementation((module) => `client of ${module}`);
    const get = lazy(async () => 'postgrest', { pick, retryOnCall: true });
    await expect(get()).rejects.toThrow(new Error('no client without an address'));
    await expect(get()).resolves.toBe('client of postgrest');
  });
});
