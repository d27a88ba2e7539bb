import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { DOCUMENT_404, expect, test } from './fixtures';
import { findLayoutProblems } from './layout/layout-guard';
import { SITE_ROUTES, UNKNOWN_PATH } from './site-routes';
import { DemoFormPage } from './pages/demo-form.page';

/*
 * Every route of the demo build, one load each: axe (WCAG 2.1 AA) with every deferred island
 * woken, the layout guard (`./layout/layout-guard.ts`) at 320, 390 and 1366 px, then axe on the
 * states only the whole page has. Each component state alone: its story's axe check
 * (`a11y: { test: 'error' }`); call states' layout: call-layout.demo.spec.ts.
 */

const WIDTHS = [320, 390, 1366];
/** Playwright's default viewport, where axe judges the page and its open states. */
const DESKTOP = { width: 1280, height: 720 };

/** Hydrated, requests ended, each deferred island (not the header's menu) scrolled to, ready. */
async function wakeEveryIsland(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const islands = page.locator('[data-island="deferred"]:not(header [data-island])');
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-island-ready', '');
  }
}

/** The states only the whole page has, axe-checked on their route's walk. */
const OPEN_STATES: Partial<
  Record<(typeof SITE_ROUTES)[number]['path'], (page: Page) => Promise<void>>
> = {
  '/': async (page) => {
    const form = new DemoFormPage(page);
    await form.fill('name', 'A');
    await form.fill('email', 'anna@');
    await form.fill('name', '');
    await form.submit.click({ force: true });
    await form.fill('name', 'R2');
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await expectNoViolations(page, 'form errors');
    await form.fill('name', '');
    await form.fill('email', '');
    await form.submit.click();
    await expect(form.toast('Eingabefehler')).toBeVisible();
    await expectNoViolations(page, 'form toast');
  },
  '/clara-agent': async (page) => {
    await page.getByRole('button', { name: 'Anruf starten' }).click();
    await page.getByRole('button', { name: 'Stummschalten' }).click();
    await page.getByRole('button', { name: 'Stummschaltung aufheben' }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoViolations(page, 'agent call, muted, with its tooltip');
  },
};

test.use({ permissions: ['microphone'] });

test.describe('every route: axe, and the layout guard at 320, 390 and 1366 px', () => {
  for (const { path: route } of SITE_ROUTES) {
    test.describe(() => {
      // The unknown path is the 404 page with status 404 (a failed resource to Chromium).
      if (route === UNKNOWN_PATH) test.use({ allowConsoleErrors: DOCUMENT_404 });

      test(route, async ({ page }) => {
        await page.setViewportSize(DESKTOP);
        await page.goto(route);
        await wakeEveryIsland(page);
        await expectNoViolations(page, route);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 1000 ? 780 : 900 });
          expect
            .soft(await findLayoutProblems(page), `${route} at ${width} px`)
            .toEqual({ overflow: 0, offScreen: [], covered: [] });
        }
        await page.setViewportSize(DESKTOP);
        await OPEN_STATES[route]?.(page);
      });
    });
  }
});
