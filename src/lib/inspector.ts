import type { InspectionEvent } from 'xstate';

let observer: { next?: (event: InspectionEvent) => void } | undefined;

/**
 * Starts the Stately inspector when the page was opened with `?inspect` in development.
 * Loaded lazily: the package never reaches a production bundle. Must run before the first
 * actor starts, so that the inspector sees every actor from its beginning.
 */
export async function startInspectorIfRequested(): Promise<boolean> {
  if (!import.meta.env.DEV) return false;
  if (!new URLSearchParams(window.location.search).has('inspect')) return false;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  observer = createBrowserInspector({ autoStart: true }).inspect;
  return true;
}

/** Pass as `inspect` to every actor the app creates; a no-op unless the inspector runs. */
export function inspect(event: InspectionEvent): void {
  observer?.next?.(event);
}
