import type { Page } from '@playwright/test';
import { demoEnv } from '../src/config/demo-env';
import { blogSeedPosts } from '../supabase/data/blog-posts';
import { expect, test } from './fixtures';

/**
 * Swiss hosting, DSGVO: a page talks to the site and the services it needs (the webhook:
 * demo-form.spec.ts), nobody else; no cookie; the voice service and its SDK only for a call.
 */
const dataService = new URL(demoEnv.VITE_SUPABASE_URL).origin;
const voiceApi = new URL(demoEnv.VITE_VAPI_API_URL).origin;

function recordOrigins(page: Page) {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return origins;
}

const article = blogSeedPosts.find((post) => post.published)!;

test.describe('privacy', () => {
  const pages: [string, string[]][] = [
    ['/', []],
    ['/blog', [dataService]],
    [`/blog/${article.slug}`, []],
    ['/agents', []],
    ['/clara-agent', []],
    ['/einrichten', []],
    ['/maintenance', []],
  ];
  for (const [path, services] of pages) {
    test(`${path}: only the site${services.length ? ' and its data service' : ''}, no cookie, no voice SDK`, async ({
      page,
      context,
      baseURL,
    }) => {
      const origins = recordOrigins(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url().split('/').pop()!);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // What the scroll brought into view has started (observers run before the next frames)
      // and its images have come: then every origin they reach was asked.
      await page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame += 1)
          await new Promise((resolve) => requestAnimationFrame(resolve));
        const started = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect();
          return image.loading !== 'lazy' || (box.bottom > 0 && box.top < innerHeight);
        });
        await Promise.all(started.map((image) => image.decode().catch(() => {})));
      });
      expect([...origins].sort()).toEqual([new URL(baseURL!).origin, ...services].sort());
      expect(await context.cookies()).toEqual([]);
      expect(scripts.filter((file) => /vapi|daily/i.test(file))).toEqual([]);
    });
  }

  test.describe('a call', () => {
    test.use({
      permissions: ['microphone'],
      allowConsoleErrors: /Failed to load resource|Content Security Policy|sentry/i,
    });

    test('opening the widget and hovering the controls reaches no voice service; a call reaches only it', async ({
      page,
      baseURL,
    }) => {
      const origins = recordOrigins(page);
      await page.goto('/clara-agent');
      await page.waitForLoadState('networkidle');
      const start = page.getByRole('button', { name: /^Anruf starten/ });
      // The hover fetches the voice SDK's code from the site itself (and runs it): still no
      // voice service is asked.
      const sdkCode = page.waitForEvent('requestfinished', (request) =>
        /\/assets\/vapi-[\w-]+\.js$/.test(new URL(request.url()).pathname),
      );
      await start.hover();
      await sdkCode;
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect([...origins]).toEqual([new URL(baseURL!).origin]);
      await start.click();
      await expect.poll(() => [...origins].some((origin) => origin === voiceApi)).toBe(true);
      const others = [...origins].filter(
        (origin) =>
          origin !== new URL(baseURL!).origin &&
          origin !== voiceApi &&
          !/daily\.co$/.test(new URL(origin).hostname),
      );
      expect(others).toEqual([]);
    });
  });
});
