import { de } from '../src/content/de';
import { expect, test } from './fixtures';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: de.app.notFound.title })).toBeVisible();
  await expect.poll(() => warnings).toContain(de.app.notFound.log('/gibt-es-nicht'));
  await expect(page).toHaveTitle(de.app.meta.notFoundTitle);
  await page.getByRole('link', { name: de.app.notFound.home }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: de.landing.hero.title })).toBeVisible();
});
