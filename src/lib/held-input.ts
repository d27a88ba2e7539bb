/**
 * What the page's inline script (`src/start-up/start-up.inline.ts`) holds for the app until it
 * listens: taps on buttons and shortcut keys. Shared by the build, which writes the script, and
 * the app, which reads what it held (`src/main.tsx`, `src/components/shortcut-keys.ts`).
 */

/** The held taps and keys, read by the app once it listens (`src/main.tsx`). */
export const HELD_CLICKS = '__heldClicks';

/** What the inline script hands the app (`window.__heldClicks`). */
export interface HeldInput {
  /** Taps on buttons, in order, replayed once the app has hydrated. */
  queue: HTMLElement[];
  /**
   * Shortcut keys, in order, as they were dispatched; a shortcut's listener handles those meant
   * for it when it starts listening (`src/components/shortcut-keys.ts`).
   */
  keys?: KeyboardEvent[];
  /**
   * Gives a held tap its early answer in the DOM where its markup holds one (the call button's
   * 'Verbinde...', a FAQ question opening); the deferred islands' guard calls it for the taps it
   * holds. Absent on a page without the inline script.
   */
  answer?: (tap: HTMLElement) => void;
  /**
   * Undoes the recorded early answers of these taps, newest first, in the caller's task: the
   * app replays them now, and their own answers replace them before the next frame.
   */
  undo?: (taps: readonly HTMLElement[]) => void;
  /** Stops holding (the app listens now). */
  stop: () => void;
}

declare global {
  interface Window {
    /** Set by the page's inline script: taps and keys from before the app listened. */
    [HELD_CLICKS]?: HeldInput;
  }
}
