import { useEffect, useRef } from 'react';
import { HELD_CLICKS } from '@/lib/held-input';

/** Keys pressed outside a text field before the app listened, in order (the inline script's). */
const heldKeys = (): KeyboardEvent[] =>
  typeof window === 'undefined' ? [] : (window[HELD_CLICKS]?.keys ?? []);

/** Takes the noted keys `isShortcut` accepts out of the list (each is handled once). */
export function takeHeldKeys(isShortcut: (event: KeyboardEvent) => boolean): KeyboardEvent[] {
  const keys = heldKeys();
  const taken = keys.filter(isShortcut);
  for (const key of taken) keys.splice(keys.indexOf(key), 1);
  return taken;
}

export interface ShortcutOptions {
  /** Where the listener sits (`window` by default; `document` for keys a field may stop first). */
  target?: 'window' | 'document';
  /** Listen only while true (a menu that is open). */
  enabled?: boolean;
}

/**
 * Listens for a keyboard shortcut while mounted (and `enabled`). A visitor does not wait for the
 * app: a shortcut key pressed right after the page painted, before anything listened, was noted
 * by the page's inline script (src/build/deferred-entry.ts) and is handled here when the
 * listener starts, once.
 */
export function useShortcut(
  isShortcut: (event: KeyboardEvent) => boolean,
  onShortcut: (event: KeyboardEvent) => void,
  { target = 'window', enabled = true }: ShortcutOptions = {},
): void {
  const latest = useRef({ isShortcut, onShortcut });
  useEffect(() => {
    latest.current = { isShortcut, onShortcut };
  });
  useEffect(() => {
    if (!enabled) return;
    const on = target === 'window' ? window : document;
    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent;
      if (!latest.current.isShortcut(key)) return;
      // Noted too while the inline script still listened: not to be handled a second time.
      const keys = heldKeys();
      if (keys.includes(key)) keys.splice(keys.indexOf(key), 1);
      latest.current.onShortcut(key);
    };
    on.addEventListener('keydown', onKeyDown);
    // After every effect of this commit: what reacts to the shortcut (a subscription to the
    // machine it drives, declared later) listens by then.
    let live = true;
    queueMicrotask(() => {
      if (!live) return;
      for (const early of takeHeldKeys((key) => latest.current.isShortcut(key)))
        latest.current.onShortcut(early);
    });
    return () => {
      live = false;
      on.removeEventListener('keydown', onKeyDown);
    };
  }, [target, enabled]);
}
