import { config } from '@/config/config';

/**
 * Rendering the routes' `head()` (the router's own option) at build time and in the browser;
 * why ours and not the router's `HeadContent`: docs/decisions/0014-blog-data-and-head.md.
 */

/** One tag of a page's <head>, as the routes' `head()` describe it. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'json-ld'; json: unknown };

interface HeadMatch {
  meta?: readonly (object | undefined)[];
  links?: readonly (object | undefined)[];
}

interface MatchLike {
  routeId: string;
  status: string;
  _notFound?: boolean;
}

/**
 * Whether the router found no route for the location (only the root matched) or a route
 * reported not-found (`_notFound` is the router's own flag for the boundary that shows it).
 */
export function isNotFound(matches: readonly MatchLike[]): boolean {
  return (
    matches.every((match) => match.routeId === '__root__') ||
    matches.some((match) => match.status === 'notFound' || match._notFound === true)
  );
}

export interface PageHeadOptions {
  title: string;
  description: string;
  /** Path of the page, for its canonical URL; omitted for pages that must not be indexed. */
  path?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: unknown[];
}

/**
 * The `head()` of a route: title, description, canonical URL, Open Graph and JSON-LD. What is
 * the same on every page (site name, locale, the share picture and its description) is not
 * here: the prerenderer writes it once into every page (`siteHeadHtml`, src/shell/site-head.ts).
 */
export function pageHead(options: PageHeadOptions) {
  const url = options.path === undefined ? undefined : `${config.siteUrl}${options.path}`;
  const meta: Record<string, unknown>[] = [
    { title: options.title },
    { name: 'description', content: options.description },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
  ];
  if (url) meta.push({ property: 'og:url', content: url });
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex' });
  for (const json of options.jsonLd ?? []) meta.push({ 'script:ld+json': json });
  return { meta, links: url ? [{ rel: 'canonical', href: url }] : [] };
}

/** Merges the heads of the matched routes; the deepest route wins per name or property. */
export function collectHead(matches: readonly HeadMatch[]): HeadTag[] {
  let title: string | undefined;
  const metaByKey = new Map<string, Record<string, string>>();
  const linksByKey = new Map<string, Record<string, string>>();
  const jsonLd: unknown[] = [];
  for (const match of matches) {
    for (const item of match.meta ?? []) {
      const entry = item as Record<string, unknown> | undefined;
      if (!entry) continue;
      if (typeof entry.title === 'string') title = entry.title;
      else if ('script:ld+json' in entry) jsonLd.push(entry['script:ld+json']);
      else {
        const attrs = entry as Record<string, string>;
        metaByKey.set(attrs.name ?? attrs.property ?? JSON.stringify(attrs), attrs);
      }
    }
    for (const entry of match.links ?? []) {
      if (!entry) continue;
      const attrs = entry as Record<string, string>;
      linksByKey.set(`${attrs.rel}|${attrs.hreflang ?? ''}`, attrs);
    }
  }
  const tags: HeadTag[] = [];
  if (title) tags.push({ tag: 'title', text: title });
  for (const attrs of metaByKey.values()) tags.push({ tag: 'meta', attrs });
  for (const attrs of linksByKey.values()) tags.push({ tag: 'link', attrs });
  for (const json of jsonLd) tags.push({ tag: 'json-ld', json });
  return tags;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script> block: `<` escaped so no text can close the element. */
export const jsonForScript = (json: unknown) => JSON.stringify(json).replace(/</g, '\\u003c');

/**
 * The head tags as HTML, for prerendering. Managed tags carry `data-head` so the client can swap
 * them; the site-wide ones (`managed: false`) stay as the page was built.
 */
export function headToHtml(
  tags: readonly HeadTag[],
  { managed = true }: { managed?: boolean } = {},
): string {
  const mark = managed ? ' data-head' : '';
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'json-ld':
          return `<script type="application/ld+json"${mark}>${jsonForScript(tag.json)}</script>`;
        default: {
          const attrs = Object.entries(tag.attrs)
            .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
            .join(' ');
          return `<${tag.tag} ${attrs}${mark}>`;
        }
      }
    })
    .join('\n    ');
}

/** Replaces the managed tags in the live document with the current route's tags. */
export function applyHead(
  doc: Document,
  tags: readonly HeadTag[],
  options: { keepStructuredData?: boolean } = {},
): void {
  // Structured data (JSON-LD) is written for crawlers into the prerendered page; the client may
  // build none (the landing page's is server-only). On the page it was prerendered for, it stays.
  const keep = options.keepStructuredData && !tags.some((tag) => tag.tag === 'json-ld');
  const managed = keep ? '[data-head]:not([type="application/ld+json"])' : '[data-head]';
  doc.head.querySelectorAll(managed).forEach((node) => node.remove());
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const element =
      tag.tag === 'json-ld' ? doc.createElement('script') : doc.createElement(tag.tag);
    if (tag.tag === 'json-ld') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = jsonForScript(tag.json);
    } else {
      for (const [key, value] of Object.entries(tag.attrs))
        element.setAttribute(key, String(value));
    }
    element.setAttribute('data-head', '');
    doc.head.append(element);
  }
}
