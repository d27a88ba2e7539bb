import {
  Component,
  use,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { app } from '@/content/de/app';

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
const checked = new Set<string>();

/**
 * A tab opened before a deploy asks for code files the new deploy no longer has (their names
 * carry content hashes): the host answers 404 for a missing `/assets/*` file. Then the page
 * reloads, once (sessionStorage guard), and gets the new deploy. Any other failure (a flaky
 * network) stays with the part that needed the code: its notice and retry.
 */
export function reloadIfStale(error: unknown, win: Window = window): void {
  const message = error instanceof Error ? error.message : String(error);
  const url = /https?:\/\/[^\s'"]+\/assets\/[^\s'"]+\.(?:js|css)/.exec(message)?.[0];
  if (!url || checked.has(url)) return;
  checked.add(url);
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
 * `load` (a dynamic import) run once and its promise shared; a failure becomes a
 * `ChunkLoadError` and is kept (React re-renders a part that suspended until its promise
 * settles: a new load per render would never let the failure show) until `forget()` (a retry).
 */
export function chunk<T>(load: () => Promise<T>): (() => Promise<T>) & { forget: () => void } {
  let loading: Promise<T> | undefined;
  let failed = false;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      failed = true;
      if (typeof window !== 'undefined') reloadIfStale(error);
      throw new ChunkLoadError(error);
    }));
  return Object.assign(get, {
    forget: () => {
      if (failed) loading = undefined;
      failed = false;
    },
  });
}

/** The German notice with 'Erneut versuchen' shown in place of a part whose code failed. */
export function ChunkError({
  onRetry,
  onShown,
  text = app.chunkError.text,
}: {
  onRetry: () => void;
  onShown?: () => void;
  /** What failed, if not a part of the page (a page the visitor was going to). */
  text?: string;
}) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-ink">
      <p>{text}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
        {app.chunkError.retry}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Where the notice goes, when the part has no box of its own (a floating panel). */
  renderError?: (retry: () => void) => ReactNode;
  /** Called on 'Erneut versuchen', before the part renders again (to start a new load). */
  onRetry?: () => void;
}

/**
 * Keeps a code-split part's failure to itself: its `ChunkLoadError` shows the notice with a
 * retry in its place, and the rest of the page keeps working. Other errors pass on to the
 * route's error screen.
 */
export class ChunkBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return this.props.renderError ? (
      this.props.renderError(this.retry)
    ) : (
      <ChunkError onRetry={this.retry} />
    );
  }
}

/**
 * A code-split component, like `React.lazy`, whose failed load can be retried (`lazy` keeps a
 * failure for good): put it inside a `ChunkBoundary` with `onRetry={retry}`. One promise per
 * attempt: React re-renders a component that suspended until its promise settles, so a new
 * load per render would never let the failure show.
 */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let attempt: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (attempt ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        if (typeof window !== 'undefined') reloadIfStale(error);
        throw new ChunkLoadError(error);
      },
    ));
  function Lazy(props: P): ReactElement {
    const Loaded = loaded ?? use(get());
    // The module's export: one stable value, not created here.
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded {...props} />;
  }
  return {
    Component: Lazy,
    /** Fetches the code ahead (a failure shows when the component renders). */
    preload: () => get().then(() => {}),
    /** Forgets a failed attempt: the next render loads again. */
    retry: () => {
      if (!loaded) attempt = undefined;
    },
  };
}
