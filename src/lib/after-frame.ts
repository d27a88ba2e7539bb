/**
 * Scheduling helpers for work that must not share a task with what the visitor sees first
 * (decision 0012): on a slow phone a task over 50 ms blocks input, and a press's answer paints
 * only when the press's task has ended.
 */

/** A hidden tab paints no frames: the longest `afterNextFrame` waits for one. */
const NO_FRAME_MS = 100;

/** Resolves in a new task (the browser may paint and handle input before it). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the browser's next frame, or after 100 ms where no frame comes (a
 * hidden tab; no `requestAnimationFrame` at all: in a new task).
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve, 0);
    const timer = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Runs `work` when the browser is idle (after the page's start-up tasks and their paint), at the
 * latest after `timeoutMs`; where there is no idle callback, in a new task. Returns the cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/** What counts as the visitor's first interaction with a page. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, after the frame that follows the visitor's first interaction with `doc` (a
 * press, a key, the focus): code fetched ahead for what that interaction may lead to. Not in
 * the interaction's own task: fetching a module adds its preload links there (~2 ms each at 4×
 * CPU), and the press's answer paints only when that task has ended. Returns the cancel.
 */
export function afterFirstInteraction(doc: Document, work: () => void): () => void {
  const stop = () =>
    FIRST_INTERACTION.forEach((type) => doc.removeEventListener(type, start, true));
  function start() {
    stop();
    void afterNextFrame().then(work);
  }
  FIRST_INTERACTION.forEach((type) =>
    doc.addEventListener(type, start, { capture: true, passive: true }),
  );
  return stop;
}
