import type { Page } from '@playwright/test';
import { blogScenarios } from '../tests/mocks/blog.handlers';
import { expect, test } from './fixtures';

/**
 * A part whose code does not arrive keeps its failure to itself (docs/start-up.md), an older
 * deploy's missing code file reloads the page once, and a blog read that never gets an answer
 * ends after 10 s with the error panel.
 */

const NOTICE =
  'Dieser Teil der Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.';

/** Unhandled rejections and uncaught errors: none may happen. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a part whose code fails to load', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|ChunkLoadError|dynamically imported/ });

  test('the FAQ shows the notice with a retry; the rest of the page works; the retry loads it', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.route('**/assets/faq.section-*.js', (route) => route.abort());
    await page.goto('/');
    const faq = page.locator('#faq');
    await faq.scrollIntoViewIfNeeded();
    await expect(faq.getByRole('alert')).toContainText(NOTICE);
    // The rest keeps working: the demo form validates.
    await page.getByLabel('Name', { exact: true }).fill('A');
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
    await page.unroute('**/assets/faq.section-*.js');
    await faq.getByRole('button', { name: 'Erneut versuchen' }).click();
    const question = page.getByRole('button', { name: 'Welche Sprachen werden unterstützt?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('the voice widget shows the notice beside its button; the retry opens the dialog', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.route('**/assets/widget-panel-*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Sprach-Assistent öffnen' }).click();
    const notice = page.getByRole('alert').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible();
    await page.unroute('**/assets/widget-panel-*.js');
    await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('dialog', { name: 'Sprach-Assistent' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a code file missing after a deploy answers 404 and reloads the page once, not in a loop', async ({
    page,
    request,
  }) => {
    expect((await request.get('/assets/faq.section-gone.js')).status()).toBe(404);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route('**/assets/faq.section-*.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/');
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(page.locator('#faq').getByRole('alert')).toContainText(NOTICE);
    await page.waitForTimeout(2000);
    expect(loads).toBe(2);
  });
});

test.describe('a blog read that never gets an answer', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('ends after 10 s with the error panel and its retry', async ({ page, network }) => {
    network.use(blogScenarios.hanging);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 2, name: 'Fehler beim Laden' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(page.getByText('Artikel werden geladen...')).toHaveCount(0);
  });
});
