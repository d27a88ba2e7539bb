import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe (WCAG 2.1 A and AA) finds nothing on the page as it stands once its animations are over:
 * a toast still fading in (sonner animates opacity) would otherwise be judged on a contrast it
 * has for a few frames only.
 */
export async function expectNoViolations(page: Page, label: string) {
  // Finite ones only: a pulsing light or /full's drifting background runs for ever.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    label,
  ).toEqual([]);
}
