import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import { lazy } from '@/lib/lazy';

interface ToastOptions {
  description?: string;
}

let requested = false;
const listeners = new Set<() => void>();

function requestToaster() {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

type Sonner = typeof SonnerModule;
type Raise = (sonner: Sonner) => void;

/** sonner's code, loaded once; a failed load is kept until the toaster's retry. */
export const loadSonner = lazy(() => import('sonner'));

/** Toasts raised while sonner's code could not be loaded; shown once it is (a retry). */
const waiting: Raise[] = [];

/** Shows the toasts that waited for sonner (the toaster calls it once sonner has loaded). */
export function raiseWaitingToasts(sonner: Sonner): void {
  for (const raise of waiting.splice(0)) raise(sonner);
}

function show(kind: 'success' | 'error', title: string, options?: ToastOptions) {
  requestToaster();
  const raise: Raise = (sonner) => sonner.toast[kind](title, options);
  // A failed load: the toaster shows its notice with a retry, and this toast waits for it.
  loadSonner().then(raise, () => waiting.push(raise));
}

/**
 * The app's notifications. Same calls as sonner's `toast`, but sonner (and its <Toaster>) is
 * loaded only when the first notification is shown, keeping it out of the initial JavaScript.
 * Sonner replays toasts raised before its <Toaster> mounted, so none is lost.
 */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
};

/**
 * Fetches sonner at the visitor's first interaction, so that the toast a click may cause
 * shows at once, while the first bundle stays without it.
 */
export function prefetchToasterOnFirstInteraction(doc: Document): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const prefetch = () => {
    events.forEach((type) => doc.removeEventListener(type, prefetch, true));
    // A failure is left to the first toast (the toaster's notice and retry).
    loadSonner().catch(() => {});
  };
  events.forEach((type) => doc.addEventListener(type, prefetch, { capture: true, passive: true }));
}

/** Whether a notification has been raised yet (then the <Toaster> is needed). */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
