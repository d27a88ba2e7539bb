import { setupWorker } from 'msw/browser';
import { handlers } from '../mocks/handlers';

/**
 * Demo mode: the MSW service worker answers the webhook, the data service and the voice API
 * from local data. Only bundled when `__DEMO__` is true.
 */
export async function startDemoWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
