import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoEnv } from '../src/config/demo-env';
import { FAKE_PRODUCTION_ENV, FAKE_PRODUCTION_MARKERS } from '../tests/fake-production-env';
import { expect, test } from './fixtures';
import { DemoFormPage } from './pages/demo-form.page';

/** Every file of the demo build, as text, by its path. */
function demoBuildFiles(): [string, string][] {
  const dist = join(process.env.E2E_DIR ?? 'dist-e2e', 'demo');
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, readFileSync(path, 'latin1')];
    });
}

test.describe('demo mode (no configuration)', () => {
  // One walk: the notice, then a request answered offline by the page's own MSW worker, posted
  // to the demo webhook and not to the production one the build was given.
  test('says discreetly that it is a demo; its service worker answers the demo webhook, not the configured one', async ({
    page,
  }) => {
    // No test routing in this project: the `.invalid` host never resolves, so only the page's
    // own service worker can answer.
    expect(new URL(demoEnv.VITE_DEMO_WEBHOOK_URL).hostname).toMatch(/\.invalid$/);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    const form = new DemoFormPage(page);
    await form.open();
    await expect(
      page.getByText('Demo-Modus: Diese Seite läuft offline mit Beispieldaten.'),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await form.fillValid();
    await form.submit.click();
    await expect(form.toast('Anfrage erfolgreich gesendet!')).toBeVisible();
    expect(posted).toContain(demoEnv.VITE_DEMO_WEBHOOK_URL);
    expect(posted).not.toContain(FAKE_PRODUCTION_ENV.VITE_DEMO_WEBHOOK_URL);
  });

  test.describe('the demo worker’s code never comes', () => {
    test.use({ waitForApp: false });

    test('the app wakes without it; the requests stop waiting for it after 8 s', async ({
      page,
    }) => {
      // The worker's chunk is held forever: WebKit under load once left it pending for 20 s+.
      await page.route(/\/assets\/worker-[\w-]+\.js$/, () => {});
      await page.goto('/');
      await expect(page.locator('html[data-awake]')).toHaveCount(1, { timeout: 15_000 });
      const steps = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('mark')
            .filter((mark) => mark.name.startsWith('start-up:'))
            .map((mark) => ({
              step: `${mark.name} ${String((mark as PerformanceMark).detail ?? '')}`.trim(),
              at: mark.startTime,
            })),
        );
      await expect
        .poll(async () => (await steps()).map(({ step }) => step), { timeout: 20_000 })
        .toContain('start-up:demo-worker late');
      const marks = await steps();
      const at = (step: string) => marks.find((mark) => mark.step === step)?.at ?? NaN;
      // Awake before the requests' bound ran out: the app did not wait for the worker.
      expect(at('start-up:awake')).toBeLessThan(at('start-up:demo-worker late'));
      expect(marks.map(({ step }) => step)).not.toContain('start-up:demo-worker-code');
    });
  });
});

test.describe('demo mode built where a production configuration is set', () => {
  test('ships none of its URLs, hosts or keys (tests/e2e-build.ts sets them)', () => {
    const files = demoBuildFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const [path, text] of files) {
      for (const marker of FAKE_PRODUCTION_MARKERS)
        expect(text, `${marker} in ${path}`).not.toContain(marker);
    }
  });
});
