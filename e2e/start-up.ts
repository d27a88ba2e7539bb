import type { Page } from '@playwright/test';

/**
 * Opens `path` as a slow phone (4× CPU) and returns once the HTML is parsed (`domcontentloaded`:
 * the page is painted, its code still loading), without waiting for the app.
 */
export async function openSlow(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
}

/** Holds the build's code file `file-<hash>.js` until the returned `release()` is called. */
export async function holdCode(page: Page, file: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${file}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
