import './styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdEarlyClicks } from './app/early-clicks';
import { startInspectorIfRequested } from './app/inspector';
import { prefetchToasterOnFirstInteraction } from './app/toast';
import { adoptPrerenderedBlog } from './features/blog/prerendered-blog';
import { createAppRouter } from './router';

// First thing: taps on the prerendered page must not be lost while the app loads.
const container = document.getElementById('root');
if (container) holdEarlyClicks(container);
prefetchToasterOnFirstInteraction(document);

/**
 * A macrotask boundary: the browser may paint and handle input between the start-up steps
 * (evaluating the bundle, loading the route, hydrating), each of which is a long task on a slow
 * phone when they run back to back.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await yieldToBrowser();
  if (__DEMO__) {
    const { startDemoWorker } = await import('./demo/worker');
    await startDemoWorker();
  }
  await startInspectorIfRequested();

  const router = createAppRouter();
  if (!container) throw new Error('#root fehlt');
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (container.firstElementChild) {
    // Prerendered page: render exactly what the server rendered (no Suspense boundaries the
    // server did not emit), with the route's code already loaded.
    router.ssr = { manifest: undefined };
    adoptPrerenderedBlog(document);
    await router.load();
    await yieldToBrowser();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for one long task (a busy phone stays responsive; taps meanwhile are held or
    // replayed by React).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
