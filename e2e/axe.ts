import AxeBuilder from '@axe-core/playwright';
import { finiteAnimationsEnded } from './animations';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe (WCAG 2.1 A and AA) finds nothing once the animations are over. For the scan toasts change
 * at once (as with reduced motion), so axe never judges one halfway through a fade.
 */
export async function expectNoViolations(page: Page, label: string) {
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync(
      '[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; animation: none !important; }',
    );
    (window as { __axeStill?: CSSStyleSheet }).__axeStill = still;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  try {
    await finiteAnimationsEnded(page);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      label,
    ).toEqual([]);
  } finally {
    await page.evaluate(() => {
      const { __axeStill: still } = window as { __axeStill?: CSSStyleSheet };
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    });
  }
}
