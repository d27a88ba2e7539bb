import type { Page } from '@playwright/test';
import { AgentCallPage } from './pages/agent-call.page';
import { expect, test } from './voice/microphone';

declare global {
  interface Window {
    __wakeLocks: { requested: number; granted: number; released: number; refused: string[] };
  }
}

/** Counts the page's Screen Wake Lock requests, grants and releases (the real API underneath). */
async function watchWakeLock(page: Page) {
  await page.addInitScript(() => {
    const locks = { requested: 0, granted: 0, released: 0, refused: [] as string[] };
    window.__wakeLocks = locks;
    const wakeLock = navigator.wakeLock;
    if (!wakeLock) return;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = async (type) => {
      locks.requested += 1;
      try {
        const sentinel = await request(type);
        locks.granted += 1;
        sentinel.addEventListener('release', () => (locks.released += 1));
        return sentinel;
      } catch (error) {
        locks.refused.push(String(error));
        throw error;
      }
    };
  });
}

/** The tab goes to the background or comes back, as the browser reports it. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

const QUESTION = 'Sind Sie noch da?';

test.describe('a call on a phone: awake, and asked after a long absence', () => {
  // Headless Chromium asks for the wake lock's permission (a phone grants it to a visible page).
  test.use({ permissions: ['microphone', 'screen-wake-lock'] });

  test.beforeEach(async ({ page }) => {
    await watchWakeLock(page);
    // Time the test can move on: the page's clock (a minute in the background, in a moment).
    await page.clock.install();
  });

  // The question's answers and its 30 s (the call hangs up): call-presence.machine.test.ts and
  // the question's view replay (presence-question.view.test.tsx). Here: the real Screen Wake
  // Lock and the real tab switch on the built page.
  test("kept awake while connected; back after more than a minute: 'Sind Sie noch da?' (in view at 390 px), 'Gespräch fortsetzen' wakes it again; let go when the call ends", async ({
    page,
  }) => {
    const call = await new AgentCallPage(page, 'Clara').openConnected('/clara-agent');
    await expect
      .poll(() => page.evaluate(() => window.__wakeLocks), { message: 'a wake lock held' })
      .toMatchObject({ requested: 1, granted: 1, released: 0 });
    await setVisibility(page, 'hidden');
    // Back within the minute: no question.
    await page.clock.fastForward(30_000);
    await setVisibility(page, 'visible');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await setVisibility(page, 'hidden');
    await page.clock.fastForward(61_000);
    await setVisibility(page, 'visible');
    const question = page.getByRole('alertdialog', { name: QUESTION });
    await expect(question).toBeVisible();
    const goOn = question.getByRole('button', { name: 'Gespräch fortsetzen' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(goOn).toBeInViewport();
    await goOn.click();
    await expect(question).toBeHidden();
    await expect(call.connection).toHaveText('Verbunden');
    await expect
      .poll(() => page.evaluate(() => window.__wakeLocks.requested))
      .toBeGreaterThanOrEqual(3);
    // One lock held while connected, none once the call has ended.
    const held = () =>
      page.evaluate(() => window.__wakeLocks.granted - window.__wakeLocks.released);
    await expect.poll(held).toBe(1);
    await call.hangUp.click();
    await expect(call.connection).toHaveText('Nicht verbunden');
    await expect.poll(held).toBe(0);
  });
});
