import { DOCUMENT_404, expect, test } from '../fixtures';
import { SITE_ROUTES, UNKNOWN_PATH } from '../site-routes';
import { findLayoutProblems } from './layout-guard';

/**
 * The layout guard on every route: at 320 and 390 px (phones) and 1366 px (a desktop)
 * no page is wider than the viewport, no control is off-screen and nothing lies over one.
 * Call states have their own guard (e2e/call-layout.demo.spec.ts).
 */
const WIDTHS = [320, 390, 1366];

test.describe('layout guard: every route at 320, 390 and 1366 px', () => {
  for (const route of SITE_ROUTES) {
    test.describe(() => {
      // The unknown path is the 404 page with status 404 (a failed resource to Chromium).
      if (route === UNKNOWN_PATH) test.use({ allowConsoleErrors: DOCUMENT_404 });
      test(route, async ({ page }) => {
        await page.goto(route);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 1000 ? 780 : 900 });
          await page.waitForLoadState('networkidle');
          // Below the fold too: every island wakes and takes its real height.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          expect
            .soft(await findLayoutProblems(page), `${route} at ${width} px`)
            .toEqual({ overflow: 0, offScreen: [], covered: [] });
        }
      });
    });
  }
});
