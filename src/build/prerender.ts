/**
 * Writes static HTML for every prerendered page into `dist/`, after `vite build` (client) and
 * `vite build --ssr src/entry-server.tsx --outDir dist-ssr`. Also writes what static hosts
 * serve for paths without a file: the SPA shell (`200.html`) for the app's other pages, the
 * 404 page (`404.html`) for everything else, and the rules saying which (`_redirects`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { deferEntry, entryTagsOf } from './deferred-entry';
import { articlePath, pageFile } from './dist-files';
import type * as ServerEntryModule from '../entry-server';
import type { RenderOptions } from '../entry-server';
import { headersFile, inlineScriptsOf } from './security-headers';
import { startUpScript } from './start-up-script';
import { NOT_FOUND_FILE, redirectsFile, SHELL_FILE } from './static-routes';

const root = resolve(import.meta.dirname, '../..');
// `DIST_DIR` lets the e2e build write beside the real one.
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
// Prerendered pages start the app after their first paint (see deferred-entry.ts).
const startUp = await startUpScript(entryTagsOf(template));

type ServerEntry = typeof ServerEntryModule;

// `SSR_DIR`: where the server build of this same configuration was written.
const ssrDir = resolve(root, process.env.SSR_DIR ?? 'dist-ssr');
const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;

// Critical CSS: the rules a page's own markup uses are inlined into its <head>, the full
// stylesheet moves to the end of <body> (no render-blocking request, no inline script).
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  // Fonts: see firstPaintFonts (beasties cannot follow Tailwind's `var(--font-sans)`).
  fonts: false,
  compress: true,
  logLevel: 'warn',
});

/**
 * The @font-face rules of the first paint, inlined beside the critical CSS: Inter's latin
 * subset and its metric-matched fallback. Without them the first paint falls back to a system
 * font of other metrics, and the page shifts when the stylesheet arrives (CLS 0.16 on `/`).
 * No preload: swapping in Inter, once it arrives, shifts nothing.
 */
const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/.exec(template)?.[1];
const firstPaintFonts = (stylesheet ? readFileSync(join(dist, stylesheet), 'utf8') : '')
  .match(/@font-face\{[^}]*\}/g)
  ?.filter((rule) => /Inter Fallback|inter-latin-wght/.test(rule))
  .join('');
if (!firstPaintFonts) throw new Error('The stylesheet has no @font-face for Inter: prerender');

/**
 * A long page marks its first screen with `data-beasties-container` (the landing hero): then
 * only that and the parts marked `data-critical` (header, demo notice) get inlined rules, and
 * the rest waits for the stylesheet. Other pages inline the rules of all their markup.
 */
function withCriticalParts(html: string): string {
  if (!html.includes('data-beasties-container')) return html;
  return html.replace(/data-critical="true"/g, 'data-critical="true" data-beasties-container=""');
}

function fill(head: string, html: string): string {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

/** Inside dist/ or nowhere (src/build/dist-files.ts). */
const fileFor = (path: string): string => pageFile(dist, path);

async function writePage(
  path: string,
  options?: RenderOptions,
  { status = 200, file = fileFor(path) }: { status?: number; file?: string } = {},
) {
  const page = await entry.render(path, options);
  if (page.status !== status) throw new Error(`Prerendering ${path} answered ${page.status}`);
  if (/<meta name="robots" content="noindex"/.test(page.head)) unlisted.add(path);
  mkdirSync(dirname(file), { recursive: true });
  const html = await beasties.process(withCriticalParts(fill(page.head, page.html)));
  writeFileSync(file, deferEntry(html.replace('<style>', `<style>${firstPaintFonts}`), startUp));
  console.log(`prerendered ${path} → ${file.slice(root.length + 1)}`);
}

/** Prerendered pages that ask not to be indexed (`/full`, `/maintenance`): not in the sitemap. */
const unlisted = new Set<string>();
// Read through the browser's own blog API (src/build/blog-data.ts); nothing when unreachable.
const { firstPage, articles } = await entry.readBlog(process.env.PRERENDER_DATA_URL);
const paths = await entry.prerenderPaths();
// `/blog` shows the first page read now; the browser then reads the current one.
for (const path of paths) await writePage(path, path === '/blog' ? { firstPage } : {});

if (articles.length) {
  // Article bodies are sanitised while prerendering too, in a jsdom window at the site's URL.
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('', { url: `${entry.siteUrl}/` });
  const sanitizerWindow = window as unknown as Window & typeof globalThis;
  for (const article of articles)
    await writePage(articlePath(article.slug), { article, sanitizerWindow });
}

// The SPA shell: no prerendered markup, the client renders whatever path it was served for.
const landing = await entry.render('/');
const title = /<title>.*?<\/title>/.exec(landing.head)?.[0] ?? '';
writeFileSync(join(dist, SHELL_FILE), fill(`${title}\n    ${entry.siteHeadHtml()}`, ''));
// The 404 page ('Oops! Page not found', noindex), prerendered like every page: hosts answer it
// with status 404 for every path that is neither a file nor one of the app's pages. In the
// browser it logs the path it was served for.
await writePage('/404', {}, { status: 404, file: join(dist, NOT_FOUND_FILE) });
// The app's pages without a file (the shell renders them), then 404 for the rest: a missing
// code file (an older deploy's) too, so the page sees the failure and reloads once
// (src/components/chunk.tsx). Files that exist win over every rule.
writeFileSync(join(dist, '_redirects'), redirectsFile(entry.shellPaths));
console.log(`SPA shell → ${SHELL_FILE}, 404 page → ${NOT_FOUND_FILE}, _redirects`);

// Search engines: every prerendered page in the sitemap; robots.txt points to it. Both must be
// files, or static hosts answer them with the 404 page. robots.txt disallows nothing: pages
// kept out of the index (/full, /maintenance, the 404 page) say so with their noindex meta,
// which a crawler reads only if it may fetch them; it also does not name the hidden /full.
const today = new Date().toISOString().slice(0, 10);
const urls = [
  ...paths.filter((path) => !unlisted.has(path)).map((path) => ({ path, lastmod: today })),
  ...articles.map((article) => ({ path: articlePath(article.slug), lastmod: article.date })),
]
  .map(
    ({ path, lastmod }) =>
      `  <url><loc>${entry.siteUrl}${path}</loc><lastmod>${lastmod}</lastmod></url>`,
  )
  .join('\n');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${entry.siteUrl}/sitemap.xml\n`,
);
console.log(
  `sitemap.xml (${paths.filter((path) => !unlisted.has(path)).length} pages, ${articles.length} articles), robots.txt`,
);

// Security headers for static hosts that read `_headers` (see docs/deploy.md for others).
writeFileSync(
  join(dist, '_headers'),
  headersFile({
    ...entry.security,
    inlineScripts: [...inlineScriptsOf(template), startUp],
  }),
);
console.log('_headers (CSP and security headers)');
