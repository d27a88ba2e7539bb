import { expect, test } from './fixtures';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => warnings).toContain('404: Seite nicht gefunden: /gibt-es-nicht');
  await expect(page).toHaveTitle('Seite nicht gefunden | Helvox');
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'KI-Sprachassistenten für moderne Unternehmen' }),
  ).toBeVisible();
});
