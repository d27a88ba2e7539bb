import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { collectHead, headToHtml, isNotFound } from './app/head';
import { loadAllIslands } from './app/island';
import { config } from './config/config';
import { createAppRouter } from './router';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

function statusOf(matches: readonly { routeId: string; status: string }[]): number {
  if (isNotFound(matches)) return 404;
  if (matches.some((match) => match.status === 'error')) return 500;
  return 200;
}

/** Renders one path to HTML at build time (see docs/decisions/0001-prerendering.md). */
export async function render(path: string): Promise<RenderedPage> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  await loadAllIslands();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return {
    html,
    head: headToHtml(collectHead(router.state.matches)),
    status: statusOf(router.state.matches),
  };
}

/** The site's public URL (canonical base), for sitemap.xml and robots.txt. */
export const siteUrl = config.siteUrl;

/** What the security headers must allow, from the configuration this build carries. */
export const security = {
  connectOrigins: [
    config.supabase.url,
    config.demoWebhookUrl,
    ...(config.voice.driver === 'vapi' ? [config.voice.apiUrl] : []),
  ],
  imageOrigins: [config.supabase.url],
  voiceCalls: config.voice.driver === 'vapi',
  https: config.siteUrl.startsWith('https://'),
};

/** The pages written as static HTML; every other path is served the SPA shell. */
export async function prerenderPaths(): Promise<string[]> {
  return ['/', '/blog', '/agents', '/clara-agent', '/jonas-agent', '/mia-agent', '/luca-agent'];
}
