import './styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
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

async function start() {
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
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
