import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siZapier } from 'simple-icons';
import { PARTNER_MARKS } from '../src/build/partner-logos';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';

const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;

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
  });

  test('prerendered pages start the app after their first paint; the SPA shell at once', () => {
    const entryTag = /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/;
    const shell = readFileSync(join(dist, '200.html'), 'utf8');
    expect(shell).toMatch(entryTag);
    expect(shell).toContain('<link rel="modulepreload"');
    const entry = entryTag.exec(shell)![0].match(/src="([^"]+)"/)![1]!;
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    for (const dir of ['', 'blog/', 'agents/', 'full/', 'maintenance/']) {
      const page = `${dir}index.html`;
      const html = readFileSync(join(dist, page), 'utf8');
      expect(html, page).not.toContain('<div id="root"></div>');
      expect(html, page).not.toMatch(entryTag);
      expect(html, page).not.toContain('<link rel="modulepreload"');
      // The start-up script (src/start-up/start-up.inline.ts, built): called with the entry.
      const loader = /<script>((?:(?!<\/script>)[\s\S])*)<\/script><\/body>/.exec(html)?.[1];
      expect(loader, page).toContain('(document,window,');
      expect(loader, page).toContain(entry);
      expect(loader, page).toContain('requestAnimationFrame');
      // Allowed by its hash, like the early-tap holder.
      const hash = createHash('sha256').update(loader!, 'utf8').digest('base64');
      expect(headers, page).toContain(`'sha256-${hash}'`);
    }
  });

  // What stays at build time: MSW, the blog webhook (the e2e build is configured with the demo
  // values, this one included; it is checked at build time), every secret, and simple-icons
  // (~3,400 marks, read by src/build/partner-logos.ts: the strip's logos are SVG files).
  test('ships no mock, no blog webhook, no secret and no byte of simple-icons in the built files', () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
    expect(readFileSync(`${dist}/logos/zapier.svg`, 'utf8')).toContain(siZapier.path);
    const never = [
      /simple-?icons/i,
      ...Object.values(PARTNER_MARKS).flatMap((mark) => (mark ? [mark.path.slice(0, 40)] : [])),
      'mockServiceWorker',
      'setupWorker',
      demoEnv.VITE_BLOG_WEBHOOK_URL,
      'VITE_BLOG_WEBHOOK_URL',
      /service_role/i,
      /sk-[A-Za-z0-9]{20,}/, // OpenAI-style secret keys
      /eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9\.[^"']*c2VydmljZV9yb2xl/, // a JWT whose payload says service_role
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      /SUPABASE_SERVICE|VAPI_PRIVATE|PRIVATE_KEY/,
    ];
    const shipped = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(js|html|json|txt|xml)$/.test(file),
    );
    expect(shipped.length).toBeGreaterThan(10);
    for (const file of shipped) {
      const text = readFileSync(join(dist, file), 'utf8');
      for (const pattern of never) expect(text, `${file} matches ${pattern}`).not.toMatch(pattern);
    }
  });
});
