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

/** A press or a key has begun: the interaction ends when it is released. */
const PRESS_STARTS = ['pointerdown', 'keydown'] as const;
/** The end of an interaction: a release, or the focus moved while nothing is pressed. */
const INTERACTION_ENDS = ['pointerup', 'pointercancel', 'keyup', 'focusin'] as const;

/**
 * Runs `work` once, when the browser is idle after the frame that follows the end of the
 * visitor's first interaction with `doc` (a press or a key released, or the focus moved without
 * either): code fetched ahead for what that interaction may lead to. Not in the interaction, nor
 * between a press and its click, nor in the frame that paints the answer: fetching a module adds
 * its preload links (~2 ms each at 4× CPU) and evaluates it when it comes, and a press's answer
 * paints only when the tasks before its frame have ended. Returns the cancel.
 */
export function afterFirstInteraction(doc: Document, work: () => void): () => void {
  let pressed = false;
  const press = () => (pressed = true);
  const end = (event: Event) => {
    if (event.type === 'focusin' && pressed) return;
    stop();
    void afterNextFrame().then(() => whenIdle(work));
  };
  const stop = () => {
    PRESS_STARTS.forEach((type) => doc.removeEventListener(type, press, true));
    INTERACTION_ENDS.forEach((type) => doc.removeEventListener(type, end, true));
  };
  const options = { capture: true, passive: true };
  PRESS_STARTS.forEach((type) => doc.addEventListener(type, press, options));
  INTERACTION_ENDS.forEach((type) => doc.addEventListener(type, end, options));
  return stop;
}
