import { createContext, useContext } from 'react';
import type * as SonnerModule from 'sonner';
import { afterFirstInteraction } from '@/lib/after-frame';
import { lazy, type Lazy } from '@/lib/lazy';
import { createValueStore } from '@/lib/value-store';

interface ToastOptions {
  description?: string;
}

type Sonner = typeof SonnerModule;
type Raise = (sonner: Sonner) => void;

/** sonner's code, loaded once; a failed load is kept until the toaster's retry. */
export const loadSonner = lazy(() => import('sonner'));

/**
 * The app's notifications. Same calls as sonner's `toast`, but sonner (and its <Toaster>) is
 * loaded only when the first notification is shown, keeping it out of the initial JavaScript.
 * Sonner replays toasts raised before its <Toaster> mounted, so none is lost.
 */
export interface Toasts {
  success(title: string, options?: ToastOptions): void;
  error(title: string, options?: ToastOptions): void;
}

/** The notifications of one app, as its toaster (src/components/toaster.tsx) sees them. */
export interface ToastCenter extends Toasts {
  /** Whether a notification has been raised yet (then the <Toaster> is needed). */
  requested(): boolean;
  subscribe(listener: () => void): () => void;
  /** Loads sonner again after a failure and shows the toasts that waited for it. */
  retry(): void;
}

/**
 * The notifications of one app, made by its toaster (`ToastProvider`, once per app: the root
 * route, a test, a story). `load` is sonner's code (`loadSonner`).
 */
export function createToasts(load: Lazy<Sonner> = loadSonner): ToastCenter {
  const requested = createValueStore(false);
  // Toasts raised while sonner's code could not be loaded; shown once it is (a retry).
  const waiting: Raise[] = [];

  const show = (kind: 'success' | 'error', title: string, options?: ToastOptions) => {
    if (!requested.get()) requested.set(true);
    const raise: Raise = (sonner) => sonner.toast[kind](title, options);
    // A failed load: the toaster shows its notice with a retry, and this toast waits for it.
    load().then(raise, () => waiting.push(raise));
  };
  return {
    success: (title, options) => show('success', title, options),
    error: (title, options) => show('error', title, options),
    requested: requested.get,
    subscribe: requested.subscribe,
    retry: () => {
      load.retry();
      load().then(
        (sonner) => {
          for (const raise of waiting.splice(0)) raise(sonner);
        },
        // Failed again: the toaster's notice stays, and the toasts keep waiting.
        () => {},
      );
    },
  };
}

/** The app's notifications, given by `ToastProvider` (src/components/toaster.tsx). */
export const ToastsContext = createContext<Toasts | null>(null);

/** The app's notifications (`toasts.success(…)`, `toasts.error(…)`). */
export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts() needs a <ToastProvider> (src/components/toaster.tsx)');
  return toasts;
}

/**
 * Fetches sonner after the visitor's first interaction, so that the toast a click may cause
 * shows at once, while the first bundle stays without it.
 */
export function prefetchToasterOnFirstInteraction(doc: Document): void {
  // A failure is left to the first toast (the toaster's notice and retry).
  afterFirstInteraction(doc, () => void loadSonner().catch(() => {}));
}
