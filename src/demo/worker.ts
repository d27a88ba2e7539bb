import { setupWorker } from 'msw/browser';
import { handlers } from '@/mocks/handlers';

/**
 * How long the app waits for the demo's service worker before it wakes anyway. A worker that
 * is slow to activate (WebKit on a busy machine once took over 25 s) must not leave the page
 * asleep: the app wakes, the worker keeps starting, and what it answers works once it is there
 * (until then a request fails as offline and its view offers 'Erneut versuchen').
 */
export const DEMO_WORKER_WAIT_MS = 6_000;

const startMsw = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
};

/** The pause before a failed start is tried once more. */
export const DEMO_WORKER_RETRY_MS = 250;

/**
 * Demo mode: the MSW service worker answers the webhook, the data service and the voice API
 * from local data. Only bundled when `__DEMO__` is true. Resolves once the worker answers
 * ('ready') or after `waitMs` ('late', the worker still starting). A start that fails is tried
 * once more after `DEMO_WORKER_RETRY_MS` (Firefox under load once answered MSW's search for its
 * registration with nothing, 'Failed to locate the Service Worker registration', and the page
 * never woke); a second failure fails the start.
 */
export async function startDemoWorker({
  start = startMsw,
  waitMs = DEMO_WORKER_WAIT_MS,
}: { start?: () => Promise<void>; waitMs?: number } = {}): Promise<'ready' | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  const started = start()
    .catch(
      () =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => start().then(resolve, reject), DEMO_WORKER_RETRY_MS),
        ),
    )
    .then(() => 'ready' as const);
  try {
    const outcome = await Promise.race([started, late]);
    if (outcome === 'late') {
      console.warn(`Demo-Modus: der Service Worker antwortet nach ${waitMs} ms noch nicht`);
      started.catch((error: unknown) => console.warn('Demo-Modus: Service Worker', error));
    }
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}
