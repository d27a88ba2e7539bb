import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { collectHead, headToHtml, isNotFound, jsonForScript } from './app/head';
import { loadIslands } from './app/island';
import { PAGE_SIZE } from '@machines/blog-list/blog-list.machine';
import type { BlogPost } from './blog/blog.types';
import { toPage } from './blog/blog-rows';
import { sanitizeArticleHtml } from './blog/sanitize';
import { config } from './config/config';
import { rememberArticle } from './features/blog/article-head-store';
import {
  PRERENDER_DATA_ID,
  PRERENDER_LIST_ID,
  prerenderedList,
  setPrerenderedArticle,
  setPrerenderedList,
} from './features/blog/prerendered-blog';
import { createAppRouter } from './router';

export { setSanitizerWindow } from './blog/sanitize';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

export interface RenderOptions {
  /** The article of a `/blog/{slug}` page, read from the data service at build time. */
  article?: BlogPost;
  /**
   * `/blog`: the published articles (newest first) read from the data service at build time;
   * the page is prerendered with the first page of their cards.
   */
  published?: readonly unknown[];
}

function statusOf(matches: readonly { routeId: string; status: string }[]): number {
  if (isNotFound(matches)) return 404;
  if (matches.some((match) => match.status === 'error')) return 500;
  return 200;
}

/** Renders one path to HTML at build time (see docs/decisions/0001-prerendering.md). */
export async function render(path: string, options: RenderOptions = {}): Promise<RenderedPage> {
  // Sanitised here, once: the page and its embedded data carry only the clean body, so the
  // browser's own sanitising pass meets no event handler (Chromium reports each one it parses
  // as a CSP violation, even in an inert document).
  const article = options.article && {
    ...options.article,
    content: sanitizeArticleHtml(options.article.content),
  };
  if (article) {
    setPrerenderedArticle(article);
    rememberArticle(article);
  }
  // The first page of cards, as the list reads it from the data service (6, and whether more);
  // none when nothing is published or a row lacks card fields.
  setPrerenderedList(options.published ? toPage(options.published, PAGE_SIZE) : null);
  const firstPage = prerenderedList();
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  await loadIslands(['interactive', 'static']);
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // The article or the cards travel with the page, so that hydration renders what the server did.
  const data = [
    article &&
      `<script type="application/json" id="${PRERENDER_DATA_ID}">${jsonForScript(article)}</script>`,
    firstPage &&
      `<script type="application/json" id="${PRERENDER_LIST_ID}">${jsonForScript(firstPage)}</script>`,
  ]
    .filter(Boolean)
    .join('');
  return {
    html,
    head: headToHtml(collectHead(router.state.matches)) + data,
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

/**
 * The blog's data service as the build may read it (published articles to prerender); none in
 * demo mode. `PRERENDER_DATA_URL` can point the build at another copy of the same data.
 */
export const dataService = config.demo
  ? null
  : { url: config.supabase.url, anonKey: config.supabase.anonKey };

/** The pages written as static HTML; every other path is served the SPA shell. */
export async function prerenderPaths(): Promise<string[]> {
  return [
    '/',
    '/blog',
    '/agents',
    '/clara-agent',
    '/jonas-agent',
    '/mia-agent',
    '/luca-agent',
    '/full',
    '/maintenance',
  ];
}
