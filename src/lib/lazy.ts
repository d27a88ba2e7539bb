/**
 * The app's one lazy loader: every code-split part (islands, the toaster, routes, the widget's
 * panel, the agents' dialog, the navigation notice) and every library loaded on first use
 * (sonner, the voice SDK, the data-service client) comes through `lazy()`.
 */

/** A part of the page whose code did not arrive (a flaky network, or an old tab after a deploy). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

const RELOADED_AT = 'helvox:stale-deploy-reload';
/** At most one reload a minute: a deploy that keeps failing must not reload in a loop. */
const RELOAD_GUARD_MS = 60_000;

/**
 * A tab opened before a deploy asks for code files the new deploy no longer has (their names
 * carry content hashes): the host answers 404 for a missing `/assets/*` file. Then the page
 * reloads, once (sessionStorage guard), and gets the new deploy. Any other failure (a flaky
 * network) stays with the part that needed the code: its notice and retry (each failure asks
 * once, with one HEAD request).
 */
export function reloadIfStale(error: unknown, win: Window = window): void {
  const message = error instanceof Error ? error.message : String(error);
  const url = /https?:\/\/[^\s'"]+\/assets\/[^\s'"]+\.(?:js|css)/.exec(message)?.[0];
  if (!url) return;
  void win
    .fetch(url, { method: 'HEAD', cache: 'no-store' })
    .then((response) => {
      if (response.status !== 404) return;
      const storage = win.sessionStorage;
      if (Date.now() - Number(storage.getItem(RELOADED_AT) ?? 0) < RELOAD_GUARD_MS) return;
      storage.setItem(RELOADED_AT, String(Date.now()));
      win.location.reload();
    })
    // Offline, or no sessionStorage (then no reload: it could not be guarded).
    .catch(() => {});
}

/** Listens for Vite's `vite:preloadError` (a dynamic import or its CSS failed). */
export function reloadOnceOnStaleDeploy(win: Window): void {
  win.addEventListener('vite:preloadError', (event) =>
    reloadIfStale((event as Event & { payload?: unknown }).payload, win),
  );
}

/**
 * The address of the code file a failed dynamic import names: Chromium says "Failed to fetch
 * dynamically imported module: <url>", Firefox "error loading dynamically imported module:
 * <url>". Safari names none.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/[^\s'"]+?\.m?js(?:\?[^\s'"]*)?(?=$|[\s'"])/.exec(message)?.[0];
}

export type Importer = (url: string) => Promise<unknown>;

// Vite leaves an import of a computed address alone; the browser loads it as it is.
const importUrl: Importer = (url) => import(/* @vite-ignore */ url);

export interface LazyOptions<M, T> {
  /** What the caller wants of the module (an export, a client built from it). */
  pick?: (module: M) => T | Promise<T>;
  /**
   * After a failure the next call loads again by itself (a library whose callers report the
   * failure and ask again). Without it the failure is kept until `retry()`: React re-renders a
   * part that suspended until its promise settles, and a new attempt per render would never let
   * the failure show.
   */
  retryOnCall?: boolean;
  /** Imports an address (tests). */
  importer?: Importer;
}

export interface Lazy<T> {
  /** The value, loaded on the first call; every caller shares the attempt under way. */
  (): Promise<T>;
  /** The value once it has come (a part that has its code renders without waiting), else undefined. */
  readonly value: T | undefined;
  /** Forgets a failed attempt: the next call loads again. */
  retry(): void;
}

/**
 * `load` (a dynamic import) run once, its promise shared, and what `pick` makes of the module
 * kept. A failed import becomes a `ChunkLoadError` (the cause kept) and, in a browser, checks
 * whether its file is gone after a deploy (`reloadIfStale`); a failure of `pick` stays as it is.
 * A retry imports the failed file under a new query (`?retry=1`, `?retry=2` …): browsers keep
 * a failed module fetch in their module map (Chromium up to at least 150, Safari), and
 * `import()` of the same address would fail again at once, without a request. The file's own
 * imports keep their addresses, so the code it shares with the page stays one instance.
 * Without an address (Safari) the retry repeats the import as it is.
 */
export function lazy<M, T = M>(
  load: () => Promise<M>,
  { pick, retryOnCall = false, importer = importUrl }: LazyOptions<M, T> = {},
): Lazy<T> {
  let failedUrl: string | undefined;
  let attempts = 0;
  let attempt: Promise<T> | undefined;
  let failed = false;
  let value: T | undefined;
  let done = false;

  const importModule = (): Promise<M> =>
    (failedUrl
      ? (importer(`${failedUrl.replace(/\?retry=\d+$/, '')}?retry=${++attempts}`) as Promise<M>)
      : load()
    ).catch((error: unknown) => {
      failedUrl = failedModuleUrl(error) ?? failedUrl;
      if (typeof window !== 'undefined') reloadIfStale(error);
      throw new ChunkLoadError(error);
    });

  const get = (): Promise<T> => {
    if (failed && retryOnCall) retry();
    return (attempt ??= importModule()
      .then((module) => (pick ? pick(module) : (module as unknown as T)))
      .then(
        (result) => {
          value = result;
          done = true;
          return result;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ));
  };
  const retry = () => {
    if (!failed) return;
    failed = false;
    attempt = undefined;
  };
  return Object.defineProperties(Object.assign(get, { retry }), {
    value: { get: () => (done ? value : undefined) },
  }) as Lazy<T>;
}
