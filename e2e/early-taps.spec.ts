import type { Page } from '@playwright/test';
import { de } from '../src/content/de';
import { expect, test } from './fixtures';

/** Holds the app's scripts until `release()`; the page shows its prerendered HTML meanwhile. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.describe('taps before the app has taken over the prerendered page', () => {
  test('a tap on the mobile menu toggle is not lost', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: de.app.nav.openMenu });
    await toggle.click();
    release();
    await expect(page.getByRole('button', { name: de.app.nav.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a tap on a FAQ question whose code has not arrived is not lost', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The FAQ's code loads only when it comes near; hold it and tap meanwhile.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/faq.section-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const question = page.getByRole('button', { name: de.landing.faq.items[2]!.question });
    await question.click();
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});
