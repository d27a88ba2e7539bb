import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { siZapier } from 'simple-icons';
import { PARTNER_MARKS } from '../src/build/partner-logos';
import { BLOG_POSTS_URL, manyBlogPostsHandler } from '../src/mocks/blog.handlers';
import { expect, test } from './fixtures';

/**
 * Byte budgets (issue "production quality"): deterministic, so they are tests. Speed itself is
 * measured by `npm run bench`, not here.
 */
const KB = 1024;
const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;

/**
 * Compressed bytes of the scripts a page loads with no interaction (the server gzips): every
 * script asked for until the app is awake (`<html data-awake>`), two frames more (the islands'
 * observers have reported what is near the screen) and no request is open any more.
 */
async function scriptBytes(page: Page, path: string) {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfailed', () => open--);
  page.on('requestfinished', (request) => {
    open--;
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(path);
  await page.locator('html[data-awake]').waitFor({ state: 'attached' });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect.poll(() => open).toBe(0);
  return Promise.all(scripts);
}

test.describe('byte budgets', () => {
  // The budget's history: decisions 0012 (deferred islands), 0018, 0020 and 0037.
  test('/ loads at most 113 KB of JavaScript (gzip) before any interaction', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts = await scriptBytes(page, '/');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const list = scripts.map((s) => `${s.url.split('/').pop()} ${s.bytes}`).join(', ');
    test.info().annotations.push({
      type: 'bytes',
      description: `/ loads ${(total / KB).toFixed(1)} KB of JavaScript (gzip): ${list}`,
    });
    console.log(`/ loads ${(total / KB).toFixed(1)} KB of JavaScript (gzip)`);
    expect(total, list).toBeLessThanOrEqual(113 * KB);
    // No island's code (nor xstate's): none is near a phone's first screen, none was reached for.
    expect(list).not.toMatch(
      /faq\.section|demo-form\.section|logo-strip\.section|mobile-menu|xstate/,
    );
  });

  // No byte of the voice SDK before a call intent, on every page: e2e/privacy.spec.ts.

  // simple-icons (~3,400 marks) is read at build time only (src/build/partner-logos.ts): its
  // data reaches the browser as the strip's SVG files, never inside a script.
  test('ships no byte of simple-icons in the JavaScript: the logos are files', () => {
    const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const text = readFileSync(join(dist, file), 'utf8');
      for (const mark of Object.values(PARTNER_MARKS))
        if (mark) expect(text, `${file}: ${mark.title}`).not.toContain(mark.path.slice(0, 40));
      expect(text, file).not.toMatch(/simple-?icons/i);
    }
    expect(readFileSync(`${dist}/logos/zapier.svg`, 'utf8')).toContain(siZapier.path);
  });

  // 14.25 KB since the FAQ's sixth question and the link to /einrichten (decision 0037).
  test("/'s HTML with its inlined critical CSS is at most 14.25 KB (gzip)", () => {
    const html = readFileSync(`${dist}/index.html`);
    expect(html.toString()).toContain('<style>');
    expect(gzipSync(html).length).toBeLessThanOrEqual(14.25 * KB);
  });

  test('the blog list reads at most 8 KB for its first page with 1,000 articles', async ({
    page,
    network,
  }) => {
    network.use(manyBlogPostsHandler(1000));
    const firstRead = page.waitForResponse((response) => response.url().startsWith(BLOG_POSTS_URL));
    await page.goto('/blog');
    const body = await (await firstRead).body();
    expect(gzipSync(body).length).toBeLessThanOrEqual(8 * KB);
    // And it is a page, not the table: six cards and the one telling whether more exist.
    expect((JSON.parse(body.toString()) as unknown[]).length).toBe(7);
  });
});
