import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BLOG_POSTS_URL, manyBlogPostsHandler } from '../src/mocks/blog.handlers';
import { expect, test } from './fixtures';

/**
 * Byte budgets (issue "production quality"): deterministic, so they are tests. Speed itself is
 * measured by `npm run bench`, not here.
 */
const KB = 1024;
const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;

/** A script's file name, its compressed bytes (the server gzips) and whether it came after waking. */
interface Script {
  file: string;
  bytes: number;
  afterAwake: boolean;
}

/**
 * The scripts a page loads with no interaction: those asked for before the app was awake
 * (`start-up:awake` in the performance timeline), and those asked for after it, once the browser
 * was idle (the islands' code, docs/start-up.md), until the FAQ's island is ready and no request
 * is open any more.
 */
async function scripts(page: Page, path: string): Promise<Script[]> {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfailed', () => open--);
  page.on('requestfinished', () => open--);
  await page.goto(path);
  await expect(page.locator('#faq [data-island]')).toHaveAttribute('data-island-ready', '');
  await expect.poll(() => open).toBe(0);
  return page.evaluate(() => {
    const awake = performance.getEntriesByName('start-up:awake')[0]!.startTime;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({
        file: entry.name.split('/').pop()!,
        bytes: entry.encodedBodySize,
        afterAwake: entry.startTime > awake,
      }));
  });
}

const ISLAND_CODE = /faq\.section|demo-form\.section|logo-strip\.section|mobile-menu|xstate/;
const listed = (list: Script[]) => list.map((s) => `${s.file} ${s.bytes}`).join(', ');

test.describe('byte budgets', () => {
  // The budget's history: decisions 0012 (deferred islands), 0018, 0020 and 0037.
  test('/ loads at most 113 KB of JavaScript (gzip) until it is awake, its islands’ code only after, at idle', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const all = await scripts(page, '/');
    const before = all.filter((script) => !script.afterAwake);
    const total = before.reduce((sum, script) => sum + script.bytes, 0);
    test.info().annotations.push({
      type: 'bytes',
      description: `/ loads ${(total / KB).toFixed(1)} KB of JavaScript (gzip) until awake: ${listed(before)}`,
    });
    console.log(`/ loads ${(total / KB).toFixed(1)} KB of JavaScript (gzip) until awake`);
    expect(total, listed(before)).toBeLessThanOrEqual(113 * KB);
    // No island's code (nor xstate's) while the page wakes: none is near a phone's first screen.
    expect(listed(before)).not.toMatch(ISLAND_CODE);
    // Then, idle, the islands that watch the viewport load theirs; the phone's menu waits for a tap.
    const after = listed(all.filter((script) => script.afterAwake));
    for (const island of [/faq\.section/, /demo-form\.section/, /logo-strip\.section/])
      expect(after).toMatch(island);
    expect(after).not.toMatch(/mobile-menu/);
  });

  // No byte of the voice SDK before a call intent, on every page: e2e/privacy.spec.ts.

  // No byte of simple-icons (read at build time only; the logos are files): build-output.spec.ts.

  // 14.25 KB since the FAQ's sixth question and the link to /einrichten (decision 0037); 14.75 KB
  // since the early answers in the DOM (decision 0041).
  test("/'s HTML with its inlined critical CSS is at most 14.75 KB (gzip)", () => {
    const html = readFileSync(`${dist}/index.html`);
    expect(html.toString()).toContain('<style>');
    expect(gzipSync(html).length).toBeLessThanOrEqual(14.75 * KB);
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
