import type { Page } from '@playwright/test';
import { finiteAnimationsEnded as pageStandsStill, pageCall } from './engines/page-functions';

/**
 * Waits until the page stands still: the engine checks' page function (fonts, animations). A
 * page that does not within a minute fails with what still moves (a finite animation that
 * never ends is a fault of the page, not a reason to wait for the test's whole budget).
 */
export async function finiteAnimationsEnded(page: Page) {
  const still = await page
    .waitForFunction(pageCall(pageStandsStill), undefined, { timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  if (still) return;
  const moving = await page.evaluate(() => ({
    fonts: document.fonts.status,
    animations: document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return {
          kind: animation.constructor.name,
          name: 'animationName' in animation ? animation.animationName : '',
          property: 'transitionProperty' in animation ? animation.transitionProperty : '',
          iterations: animation.effect?.getTiming().iterations,
          currentTime: animation.currentTime,
          target: target ? `${target.tagName} ${target.className}`.slice(0, 120) : '',
        };
      }),
  }));
  throw new Error(`The page did not stand still within 60 s: ${JSON.stringify(moving)}`);
}
