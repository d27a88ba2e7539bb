import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A part whose code does not arrive keeps its failure to itself (docs/start-up.md), and an older
 * deploy's missing code file reloads the page once.
 */

const NOTICE =
  'Dieser Teil der Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.';

const assets = join(process.env.E2E_DIR ?? 'dist-e2e', 'prod', 'assets');

/** sonner's chunk in the build (its file name carries no 'sonner'): the one with its toaster. */
function sonnerChunk(): string {
  const files = readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(join(assets, file), 'utf8').includes('data-sonner-toaster'),
  );
  expect(files).toHaveLength(1);
  return `**/assets/${files[0]!}`;
}

/** Unhandled rejections and uncaught errors: none may happen. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a part whose code fails to load', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|ChunkLoadError|dynamically imported/ });

  // One walk of the page with two parts failing: each shows its own notice, the rest works.
  test("the FAQ and sonner's code fail: each place shows the notice, the page works on, each retry loads its part", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const sonner = sonnerChunk();
    await page.route('**/assets/faq.section-*.js', (route) => route.abort());
    await page.route(sonner, (route) => route.abort());
    await page.goto('/');
    const faq = page.locator('#faq');
    await faq.scrollIntoViewIfNeeded();
    await expect(faq.getByRole('alert')).toContainText(NOTICE);
    // The rest keeps working: the demo form validates.
    await page.getByLabel('Name', { exact: true }).fill('A');
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Anna Muster');
    await page.getByLabel('E-Mail', { exact: true }).fill('anna@beispiel.ch');
    await page
      .getByRole('form', { name: 'Demo-Anfrage' })
      .getByRole('button', { name: 'Testversion anfragen' })
      .click();
    const notices = page.getByRole('alert').filter({ hasText: NOTICE });
    // The FAQ's and the toasts' place.
    await expect(notices).toHaveCount(2);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.unroute('**/assets/faq.section-*.js');
    await faq.getByRole('button', { name: 'Erneut versuchen' }).click();
    // The FAQ's retry loads it while sonner is still missing: a question opens.
    const question = page.getByRole('button', { name: 'Welche Sprachen werden unterstützt?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(notices).toHaveCount(1);
    await page.unroute(sonner);
    await notices.getByRole('button', { name: 'Erneut versuchen' }).click();
    // The toast raised while sonner was missing shows now.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Anfrage erfolgreich gesendet!' }),
    ).toBeVisible();
    await expect(notices).toHaveCount(0);
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
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible();
    // The dialog itself, not only its frame: the call part came with the retry.
    await expect(dialog.getByRole('button', { name: 'Sprich mit mir' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a code file missing after a deploy answers 404 and reloads the page once, not in a loop', async ({
    page,
  }) => {
    // Its 404, never cached: not-found.spec.ts (a row of its unknown paths).
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route('**/assets/faq.section-*.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    // No scroll: the FAQ's code is asked for once the page is idle (decision 0012), so the 404 and
    // the reload come by themselves (a scroll here raced the reload: its element went away).
    await page.goto('/');
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    // The notice is the second load's answer instead of a reload: no third load follows it.
    await expect(page.locator('#faq').getByRole('alert')).toContainText(NOTICE);
    expect(loads).toBe(2);
  });
});

// A blog read with no answer: src/blog/blog-api.node.test.ts ('a read with no answer').
