import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fakeCards } from '../machines/blog-list/blog-list.fakes';
import { expect, test } from './fixtures';

/**
 * Offline after the page loaded: a tap that needs a page's code that did not come
 * yet keeps the page as it is (what the visitor typed included), says so in German and offers
 * 'Erneut versuchen'; it never reloads (which offline ends on the browser's error page).
 */

const NOTICE = 'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.';
const assets = join(process.env.E2E_DIR ?? 'dist-e2e', 'prod', 'assets');

/** Marks this document: a reload (or any new page) loses the mark. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as { samePage?: boolean }).samePage === true);

/** Waits for the notice's code, fetched at the first interaction, to have arrived. */
const noticeCode = readdirSync(assets).find((file) => /^navigation-notice-.+\.js$/.test(file));
async function noticeCodeArrived(page: Page) {
  expect(noticeCode, 'the notice has a chunk of its own').toBeDefined();
  await expect
    .poll(() =>
      page.evaluate(
        (file) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(file)),
        `/assets/${noticeCode}`,
      ),
    )
    .toBe(true);
  // The page's own module (one address): settles when it and its imports are there.
  await page.evaluate((url) => import(url).then(() => undefined), `/assets/${noticeCode}`);
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: NOTICE });

test.describe('offline after load', () => {
  // Requests made offline, and the FAQ island's caught failure (its own notice, docs/start-up.md).
  test.use({
    allowConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|ChunkLoadError/,
  });

  test('a header link: the page and the typed name stay, the notice offers a retry and closes, the next tap shows it again', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Anna Müller');
    await noticeCodeArrived(page);
    await markPage(page);
    await context.setOffline(true);
    const blog = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Blog' });
    await blog.click();
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(name).toHaveValue('Anna Müller');
    expect(await isSamePage(page)).toBe(true);

    // Still offline: trying again keeps everything as it is.
    await notice(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The notice closes; the next tap offline shows it again.
    await notice(page).getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(notice(page)).toHaveCount(0);
    await blog.click();
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await context.setOffline(false);
    await notice(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(notice(page)).toHaveCount(0);
    expect(await isSamePage(page)).toBe(true);
  });

  test('a blog card before any other interaction: the list stays, the plain notice retries', async ({
    page,
    context,
  }) => {
    // The notice's code never came (the tap is the first interaction): the plain notice.
    const first = fakeCards[0]!;
    await page.goto('/blog');
    const card = page.getByRole('link', { name: first.title, exact: true });
    await expect(card).toBeVisible();
    await markPage(page);
    await context.setOffline(true);
    await card.click();
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(card).toBeVisible();

    await context.setOffline(false);
    await notice(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(notice(page)).toHaveCount(0);
    expect(await isSamePage(page)).toBe(true);
  });
});

test('no route code ships TanStack Router’s reload-on-failure loader', () => {
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const code = readFileSync(join(assets, file), 'utf8');
    expect(code.includes('tanstack_router_reload'), file).toBe(false);
  }
});
