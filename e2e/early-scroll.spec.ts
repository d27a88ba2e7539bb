import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdCode } from './start-up';

/* Waking must not move a page the visitor scrolled before (the router's scroll restoration did). */
test.use({ waitForApp: false });

/** Ten frames: a scroll the wake started (smooth or not) has moved the page by then. */
const framesLater = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  });

test('scrolled to the FAQ right after load, the page stays there when the app wakes', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  const scrolledTo = await page.evaluate(() => {
    document.querySelector('section#faq')!.scrollIntoView({ block: 'center', behavior: 'instant' });
    return Math.round(window.scrollY);
  });
  expect(scrolledTo).toBeGreaterThan(1000);
  await expect(page.locator('html[data-awake]')).toHaveCount(1, { timeout: 20_000 });
  await framesLater(page);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolledTo);
});

test('untouched, a page loads at its top and stays there', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('html[data-awake]')).toHaveCount(1, { timeout: 20_000 });
  await framesLater(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

// Opened at /#demo, the landing page reports its arrival once woken; the section navigation's
// code is held meanwhile, so the visitor's next choice waits for it too. On a slow phone a
// section link tapped before the app woke changes the address (the start-up script follows it)
// in this gap. Whatever came last is where the page stays.
for (const [choice, choose] of [
  [
    'the address changed to /#targets',
    (page: Page) => page.evaluate(() => (window.location.hash = 'targets')),
  ],
  [
    "'Zielgruppen' chosen in the header",
    (page: Page) =>
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Zielgruppen', exact: true })
        .click(),
  ],
] as const) {
  test(`opened at /#demo, ${choice} before the arrival was handled: the page stays at #targets`, async ({
    page,
  }) => {
    const release = await holdCode(page, 'section-nav.live');
    await page.goto('/#demo');
    await expect(page.locator('html[data-awake]')).toHaveCount(1, { timeout: 20_000 });
    await choose(page);
    release();
    await expect(page.locator('section#targets')).toBeInViewport({ ratio: 0.3 });
    // The arrival at #demo, handled after the code came, does not take the page back.
    await framesLater(page);
    await expect(page.locator('section#targets')).toBeInViewport({ ratio: 0.3, timeout: 1 });
    await expect(page.locator('section#demo')).not.toBeInViewport({ timeout: 1 });
  });
}
