import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { DemoFormPage } from './pages/demo-form.page';

test.describe('demo mode (no configuration)', () => {
  test('says discreetly that it is a demo', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText('Demo-Modus: Diese Seite läuft offline mit Beispieldaten.'),
    ).toBeVisible();
  });

  test('the MSW service worker answers the webhook offline', async ({ page }) => {
    // No test routing in this project: the `.invalid` host never resolves, so only the page's
    // own service worker can answer.
    expect(new URL(demoEnv.VITE_DEMO_WEBHOOK_URL).hostname).toMatch(/\.invalid$/);
    const form = new DemoFormPage(page);
    await form.open();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await form.fillValid();
    await form.submit.click();
    await expect(form.toast('Anfrage erfolgreich gesendet!')).toBeVisible();
  });
});
