import { readFileSync } from 'node:fs';
import { DOCUMENT_404, expect, test } from './fixtures';

const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;

/**
 * Paths that are neither a file nor a page of the app: each answers the spec's 404 page with
 * status 404, as HTML that says 'Oops! Page not found' without any JavaScript, never cached (a
 * missing code file too: the page then sees the failure).
 */
const UNKNOWN = [
  '/assets/index-gibtesnicht.js',
  '/gibt-es-nicht',
  '/gibt-es-nicht/',
  '/manifest.json',
  '/.well-known/security.txt',
  '/wp-login.php',
  '/blog/ein/zwei',
  '/agents/x',
  '/bob-agent',
  '/full/x',
  '/index.html/x',
];

/** Pages of the app (built or not) and the files crawlers ask for: 200. */
const KNOWN = [
  '/',
  '/blog',
  '/blog/',
  '/agents',
  '/agents/',
  '/clara-agent',
  '/jonas-agent',
  '/mia-agent',
  '/luca-agent',
  '/vapi-agent',
  '/vapi-agent/',
  '/einrichten',
  '/einrichten/',
  '/full',
  '/maintenance',
  '/blog/ki-telefonassistent-arztpraxis',
  '/blog/nach-dem-build-veroeffentlicht',
  '/robots.txt',
  '/sitemap.xml',
  '/logo.png',
  '/favicon.ico',
];

test.describe('an unknown path', () => {
  test.use({ allowConsoleErrors: DOCUMENT_404 });

  test('shows the 404 page with status 404, logs the path and links home', async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect.poll(() => warnings).toContain('404: Seite nicht gefunden: /gibt-es-nicht');
    await expect(page).toHaveTitle('Seite nicht gefunden | Helvox');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The page itself is the only 404: its code and styles all came.
    expect(failed).toEqual([`${baseURL}/gibt-es-nicht`]);
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'KI-Sprachassistenten für moderne Unternehmen' }),
    ).toBeVisible();
  });
});

test.describe('what a crawler gets (no JavaScript), as the built _redirects says', () => {
  test('every unknown path: 404, never cached, the 404 page, its title, noindex', async ({
    request,
  }) => {
    for (const path of UNKNOWN) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html, path).toContain('Oops! Page not found</h1>');
      expect(html, path).toContain('<title>Seite nicht gefunden | Helvox</title>');
      expect(html, path).toContain('<meta name="robots" content="noindex"');
      expect(html, path).not.toContain('rel="canonical"');
    }
  });

  test('every page, the files crawlers ask for and every page in the sitemap: 200', async ({
    request,
    baseURL,
  }) => {
    for (const path of KNOWN) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      if (!/\.(txt|xml|png|ico)$/.test(path))
        expect(await response.text(), path).not.toContain('Oops! Page not found');
    }
    const sitemap = readFileSync(`${dist}/sitemap.xml`, 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths)
      expect((await request.get(new URL(path, baseURL).href)).status(), path).toBe(200);
  });
});
