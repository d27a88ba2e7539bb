import type { Page } from '@playwright/test';
import { finiteAnimationsEnded as pageStandsStill, pageCall } from './engines/page-functions';

/**
 * Waits until the page stands still: its fonts have come and its finite animations (toasts
 * sliding in, dialogs opening) have ended; infinite ones (a pulsing light, /full's drifting
 * background) run for ever and do not count. The same page function as the engine checks'
 * (`e2e/engines/page-functions.ts`).
 */
export async function finiteAnimationsEnded(page: Page) {
  await page.waitForFunction(pageCall(pageStandsStill), undefined);
}
