import { PostgrestClient } from '@supabase/postgrest-js';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { collectHead, headToHtml, isNotFound } from './lib/head';
import { notFoundHead } from './shell/head-sync';
import { renderWithIslands } from './start-up/island';
import { siteHeadHtml } from './shell/site-head';
import { createBlogApi } from './blog/blog-api';
import type { BlogPage, BlogPost } from './blog/blog.types';
import { sanitizeArticleHtml, type SanitizerWindow } from './blog/sanitize';
import { createDataServiceClient } from './blog/supabase-client';
import { readBlogForBuild, type BuildBlogData } from './build/blog-data';
import { config } from './config/config';
import { agentPages, prerenderedAgentPaths, shellPathsOf } from './features/agents/agent-pages';
import { prerenderedBlog, prerenderedBlogHtml } from './blog/prerendered-blog';
import { createAppRouter } from './router';

export { siteHeadHtml } from './shell/site-head';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

export interface RenderOptions {
  /** The article of a `/blog/{slug}` page, read from the data service at build time. */
  article?: BlogPost;
  /** `/blog`: the first page of cards read from the data service at build time. */
  firstPage?: BlogPage | null;
  /** A DOM (jsdom, at the site's URL) to sanitise the article body in: Node has none. */
  sanitizerWindow?: SanitizerWindow;
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
    content: sanitizeArticleHtml(options.article.content, options.sanitizerWindow),
  };
  // The router's context carries the data to the blog routes' loaders; the page carries it as
  // JSON, from which the browser's router gets it back (src/main.tsx).
  const prerendered = prerenderedBlog({ article, list: options.firstPage });
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
    prerendered,
    sanitizerWindow: options.sanitizerWindow,
  });
  await router.load();
  const html = await renderWithIslands(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    renderToString,
  );
  const { matches } = router.state;
  const head = collectHead(isNotFound(matches) ? [notFoundHead] : matches);
  return {
    html,
    head: [headToHtml(head), siteHeadHtml(), prerenderedBlogHtml(prerendered)]
      .filter(Boolean)
      .join('\n    '),
    status: statusOf(matches),
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
  // Build-only (never in the browser's bundle): checked by the build with the rest of the
  // configuration (src/config/schema.ts), read here from the build's environment.
  reportUrl: config.demo ? undefined : import.meta.env.VITE_CSP_REPORT_URL?.trim() || undefined,
};

/** The build waits longer for an answer than a visitor (a cold data service may be slow). */
const BUILD_READ_TIMEOUT_MS = 15_000;

/**
 * The blog as the build prerenders it, read through the browser's own API on postgrest-js
 * (Node's fetch); nothing in demo mode. `dataUrl` (`PRERENDER_DATA_URL`) can point the build
 * at another copy of the same data.
 */
export async function readBlog(dataUrl?: string): Promise<BuildBlogData> {
  if (config.demo) return { firstPage: null, articles: [] };
  const client = createDataServiceClient(
    PostgrestClient,
    dataUrl ?? config.supabase.url,
    config.supabase.anonKey,
  );
  return readBlogForBuild(createBlogApi(async () => client, { timeoutMs: BUILD_READ_TIMEOUT_MS }));
}

/** The pages written as static HTML. */
export async function prerenderPaths(): Promise<string[]> {
  return [
    '/',
    '/blog',
    '/agents',
    ...prerenderedAgentPaths,
    '/einrichten',
    '/full',
    '/maintenance',
  ];
}

/**
 * The app's pages that have no file of their own, in `_redirects` notation (`:slug` is one
 * path segment): static hosts answer them with the SPA shell, which renders them (the site
 * assistant's agent page, and articles published after the build). Every other path without a
 * file answers the 404 page with status 404 (src/build/static-routes.ts).
 */
export const shellPaths: readonly string[] = [...shellPathsOf(agentPages), '/blog/:slug'];
