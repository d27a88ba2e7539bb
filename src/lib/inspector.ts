import type { InspectionEvent, Observer } from 'xstate';

type Inspection = Partial<Observer<InspectionEvent>>;

/** Whether this page asked for the inspector: `?inspect` in development. */
const requested = (): boolean =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('inspect');

/**
 * The Stately inspector when the page was opened with `?inspect` in development, else none;
 * fixed for the page's life. Loaded lazily: the package never reaches a production bundle
 * (there `import.meta.env.DEV` is false and the branch is gone). Awaited while this module
 * loads, so it runs before the first actor starts and sees every actor from its beginning.
 */
const observer: Inspection | undefined =
  import.meta.env.DEV && requested()
    ? (await import('@statelyai/inspect')).createBrowserInspector({ autoStart: true }).inspect
    : undefined;

/** Whether the inspector runs (the start-up guard then mirrors its islands' machines in it). */
export const inspectorRunning = observer !== undefined;

/** Pass as `inspect` to every actor the app creates; a no-op unless the inspector runs. */
export function inspect(event: InspectionEvent): void {
  observer?.next?.(event);
}
