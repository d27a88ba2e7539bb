import type { Page } from '@playwright/test';

/**
 * Waits until finite animations (toasts sliding in, dialogs opening) have ended; infinite ones
 * (a pulsing light, /full's drifting background) run for ever and do not count.
 */
export async function finiteAnimationsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
