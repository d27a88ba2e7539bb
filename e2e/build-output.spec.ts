import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';

const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;
const assets = () => readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));

/** The text of the first `<h1>` of a built page's HTML, tags removed (what the static HTML paints). */
function prerenderedHeading(page: string): string | undefined {
  const html = readFileSync(join(dist, page), 'utf8');
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner
    ?.replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

test.describe('production build output', () => {
  test('ships no mocks: no MSW worker, no MSW code', () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
    for (const file of assets()) {
      const code = readFileSync(join(dist, 'assets', file), 'utf8');
      expect(code, file).not.toContain('mockServiceWorker');
      expect(code, file).not.toContain('setupWorker');
    }
  });

  test('_redirects: the pages without a file get the SPA shell, every other path the 404 page', () => {
    const rules = readFileSync(join(dist, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/).join(' '));
    // In order: the first rule that matches wins; files that exist win over every rule.
    expect(rules).toEqual([
      '/vapi-agent /200.html 200',
      '/blog/:slug /200.html 200',
      '/* /404.html 404',
    ]);
    const shell = readFileSync(join(dist, '200.html'), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<html lang="de">');
    // The 404 page it names, as a crawler reads it: e2e/not-found.spec.ts.
  });

  test('/full and /maintenance are prerendered: their HTML paints the page without the app', () => {
    expect(prerenderedHeading('full/index.html')).toBe(
      'Sprechen Sie jetzt mit unserem KI-Sprachassistenten',
    );
    expect(prerenderedHeading('maintenance/index.html')).toBe('Willkommen bei Helvox');
    const maintenance = readFileSync(join(dist, 'maintenance/index.html'), 'utf8');
    expect(maintenance).toContain('Deine E-Mail-Adresse');
    expect(maintenance).toContain('Informiert werden');
    for (const page of ['full/index.html', 'maintenance/index.html']) {
      const html = readFileSync(join(dist, page), 'utf8');
      expect(html, page).not.toContain('<div id="root"></div>');
      // Started after the first paint, like every prerendered page.
      expect(html, page).toMatch(/<script>[^<]*requestAnimationFrame[^<]*<\/script><\/body>/);
    }
  });

  test('prerendered pages start the app after their first paint; the SPA shell at once', () => {
    const entryTag = /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/;
    const shell = readFileSync(join(dist, '200.html'), 'utf8');
    expect(shell).toMatch(entryTag);
    expect(shell).toContain('<link rel="modulepreload"');
    const entry = entryTag.exec(shell)![0].match(/src="([^"]+)"/)![1]!;
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    for (const page of ['index.html', 'blog/index.html', 'agents/index.html']) {
      const html = readFileSync(join(dist, page), 'utf8');
      expect(html, page).not.toMatch(entryTag);
      expect(html, page).not.toContain('<link rel="modulepreload"');
      // The start-up script (src/start-up/start-up.inline.ts, built): called with the entry.
      const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1];
      expect(loader, page).toContain('(document,window,');
      expect(loader, page).toContain(entry);
      expect(loader, page).toContain('requestAnimationFrame');
      // Allowed by its hash, like the early-tap holder.
      const hash = createHash('sha256').update(loader!, 'utf8').digest('base64');
      expect(headers, page).toContain(`'sha256-${hash}'`);
    }
  });

  test('ships no blog webhook: it is checked at build time and stays there', () => {
    // The e2e build is configured with the demo values, this webhook included.
    const webhook = demoEnv.VITE_BLOG_WEBHOOK_URL;
    const shipped = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(js|html|json|txt|xml)$/.test(file),
    );
    expect(shipped.length).toBeGreaterThan(10);
    for (const file of shipped) {
      const text = readFileSync(join(dist, file), 'utf8');
      expect(text, file).not.toContain(webhook);
      expect(text, file).not.toContain('VITE_BLOG_WEBHOOK_URL');
    }
  });
});
