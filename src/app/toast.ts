import { useSyncExternalStore } from 'react';

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

async function show(kind: 'success' | 'error', title: string, options?: ToastOptions) {
  requestToaster();
  const { toast: sonner } = await import('sonner');
  sonner[kind](title, options);
}

/**
 * The app's notifications. Same calls as sonner's `toast`, but sonner (and its <Toaster>) is
 * loaded only when the first notification is shown, keeping it out of the initial JavaScript.
 * Sonner replays toasts raised before its <Toaster> mounted, so none is lost.
 */
export const toast = {
  success: (title: string, options?: ToastOptions) => void show('success', title, options),
  error: (title: string, options?: ToastOptions) => void show('error', title, options),
};

/**
 * Fetches sonner at the visitor's first interaction, so that the toast a click may cause
 * shows at once, while the first bundle stays without it.
 */
export function prefetchToasterOnFirstInteraction(doc: Document): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const prefetch = () => {
    events.forEach((type) => doc.removeEventListener(type, prefetch, true));
    void import('sonner');
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
