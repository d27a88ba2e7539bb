import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * What search engines and link previews read: the built HTML as served, no JavaScript run.
 * Expected texts are the product's own, written out here.
 */
const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;
const SITE = 'http://localhost:5173';

/** Every HTML file of the build. */
const pages = (readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[]).filter(
  (file) => file.endsWith('.html'),
);

const html = (file: string) => readFileSync(join(dist, file), 'utf8');

/** The `content` of `<meta name|property="key">` tags in the HTML, in order. */
function metaContents(source: string, key: string): string[] {
  return [...source.matchAll(/<meta ([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attrs) => attrs.includes(`name="${key}"`) || attrs.includes(`property="${key}"`))
    .map((attrs) => /content="([^"]*)"/.exec(attrs)?.[1] ?? '');
}

/** Every item of the page's structured data; a `@graph` gives its items the graph's context. */
const jsonLd = (source: string) =>
  [...source.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const data = JSON.parse(match[1]!) as Record<string, unknown>;
      const graph = data['@graph'] as Record<string, unknown>[] | undefined;
      return graph ? graph.map((item) => ({ '@context': data['@context'], ...item })) : [data];
    },
  );

/** Each agent page's description: the agent and its role, in the accusative. */
const AGENTS = [
  ['clara', 'Clara, unseren Terminbuchungs-Assistenten'],
  ['jonas', 'Jonas, unseren IT-Support-Assistenten'],
  ['mia', 'Mia, unsere Immobilien-Agentin'],
  ['luca', 'Luca, unseren Versicherungs-Assistenten'],
].map(([name, agent]) => ({
  file: `${name}-agent/index.html`,
  description: `Testen Sie ${agent}, live im Browser: einfach Anruf starten und lossprechen.`,
}));

const OG_IMAGE_ALT =
  'Helvox-Logo und der Text «KI-Sprachassistenten für moderne Unternehmen – 24/7 erreichbar – automatisiert, freundlich, professionell», darunter «Hosting in der Schweiz – DSGVO-konform».';

test.describe('what crawlers and link previews read', () => {
  test('the agent pages: each its description in correct German, for search and previews', () => {
    for (const { file, description } of AGENTS) {
      const source = html(file);
      expect(metaContents(source, 'description'), file).toEqual([description]);
      expect(metaContents(source, 'og:description'), file).toEqual([description]);
      // X falls back to og:description: no second copy that could disagree.
      expect(metaContents(source, 'twitter:description'), file).toEqual([]);
      expect(metaContents(source, 'twitter:card'), file).toEqual(['summary_large_image']);
    }
  });

  test('every built page describes its share picture once: og:image with size and alt', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const source = html(file);
      expect(metaContents(source, 'og:image'), file).toEqual([`${SITE}/og-image.jpg`]);
      expect(metaContents(source, 'og:image:width'), file).toEqual(['1200']);
      expect(metaContents(source, 'og:image:height'), file).toEqual(['630']);
      expect(metaContents(source, 'og:image:alt'), file).toEqual([OG_IMAGE_ALT]);
      expect(metaContents(source, 'twitter:image:alt'), file).toEqual([OG_IMAGE_ALT]);
      expect(metaContents(source, 'og:site_name'), file).toEqual(['Helvox']);
      expect(metaContents(source, 'og:locale'), file).toEqual(['de_CH']);
    }
  });

  test('/: WebSite (the site name) and Organization with a square logo of at least 112 px', () => {
    const data = jsonLd(html('index.html'));
    expect(data.filter((item) => item['@type'] === 'WebSite')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Helvox',
        url: `${SITE}/`,
        inLanguage: 'de-CH',
      },
    ]);
    const organization = data.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Helvox', url: `${SITE}/` });
    const logo = organization?.logo as { url: string; width: number; height: number };
    expect(logo).toEqual({
      '@type': 'ImageObject',
      url: `${SITE}/logo.png`,
      width: 512,
      height: 512,
    });
    // The file is a PNG of that size: src/build/brand-icons.node.test.ts; served: not-found.spec.ts.
  });

  test('an article names the square logo as its publisher’s', () => {
    const article = jsonLd(html('blog/ki-telefonassistent-arztpraxis/index.html')).find(
      (item) => item['@type'] === 'BlogPosting',
    );
    expect(article?.publisher).toEqual({
      '@type': 'Organization',
      name: 'Helvox',
      logo: { '@type': 'ImageObject', url: `${SITE}/logo.png` },
    });
  });

  test('/einrichten: its title and description, for search and previews, and its canonical URL', () => {
    const source = html('einrichten/index.html');
    const title = 'So schalten Sie es ein: Anrufe an Ihren Assistenten weiterleiten | Helvox';
    const description =
      'Leiten Sie Anrufe per Code an Ihren KI-Assistenten weiter: Nummer eingeben, Regel wählen, Code kopieren und in der Telefon-App wählen. Mit Hinweisen für Festnetz und Telefonanlage.';
    expect(/<title>([^<]*)<\/title>/.exec(source)?.[1]).toBe(title);
    expect(metaContents(source, 'og:title')).toEqual([title]);
    expect(metaContents(source, 'description')).toEqual([description]);
    expect(metaContents(source, 'og:description')).toEqual([description]);
    expect(metaContents(source, 'robots')).toEqual([]);
    expect(source).toContain(`<link rel="canonical" href="${SITE}/einrichten"`);
  });

  test('/full and /maintenance: noindex, not in the sitemap; robots.txt disallows nothing, so a crawler reads the noindex', () => {
    for (const file of ['full/index.html', 'maintenance/index.html']) {
      const source = html(file);
      expect(metaContents(source, 'robots'), file).toEqual(['noindex']);
      expect(source, file).not.toContain('rel="canonical"');
    }
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toMatch(/\/full<|\/maintenance</);
  });
});
