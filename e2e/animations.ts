import type { Page } from '@playwright/test';
import { finiteAnimationsEnded as pageStandsStill, pageCall } from './engines/page-functions';

/** Waits until the page stands still: the engine checks' page function (fonts, animations). */
export async function finiteAnimationsEnded(page: Page) {
  await page.waitForFunction(pageCall(pageStandsStill), undefined);
}
