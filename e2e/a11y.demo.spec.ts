import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { DOCUMENT_404, expect, test } from './fixtures';
import { SITE_ROUTES, UNKNOWN_PATH } from './site-routes';
import { DemoFormPage } from './pages/demo-form.page';
import { instrumentMicrophone } from './voice/microphone';

/*
 * WCAG 2.1 AA (axe-core) on every route, every deferred island woken, and on the states that
 * only the whole page has (the form's toast, the agents overview's dialog over its page, the
 * agent page's tooltip), against the demo build (the whole site works offline there). Each
 * component state alone (the open menu, an open FAQ answer, the widget's dialog in each call
 * state) is axe-checked by its story (`a11y: { test: 'error' }`, .storybook/preview.tsx). The
 * scan is the shared one (`./axe.ts`): toasts are judged whole, not halfway through fading in
 * (this file had its own scan without that, and CI once saw the 'Eingabefehler' toast's text
 * fail colour contrast mid-fade).
 */

/** Waits until the app has taken the page over (`<html data-hydrated>`) and its requests ended. */
async function settle(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Wakes every deferred island of the page (the header's menu wakes on intent only): each is
 * scrolled into view and its code has run (`data-island-ready`), so that axe sees the page as a
 * visitor who scrolled through it does.
 */
async function wakeEveryIsland(page: Page) {
  const islands = page.locator('[data-island="deferred"]:not(header [data-island])');
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-island-ready', '');
  }
  await page.waitForLoadState('networkidle');
}

test.use({ permissions: ['microphone'] });

test.describe('accessibility: every route', () => {
  for (const route of SITE_ROUTES) {
    test.describe(() => {
      // The unknown path is the 404 page with status 404 (a failed resource to Chromium).
      if (route === UNKNOWN_PATH) test.use({ allowConsoleErrors: DOCUMENT_404 });

      test(route, async ({ page }) => {
        await page.goto(route);
        await settle(page);
        // The whole page, below the fold included.
        await wakeEveryIsland(page);
        await expectNoViolations(page, route);
      });
    });
  }
});

test.describe('accessibility: open states', () => {
  test('demo form showing every error, and its toast', async ({ page }) => {
    const form = new DemoFormPage(page);
    await form.open();
    await settle(page);
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
  });

  // The agents overview's dialog over its page: voice-agents.demo.spec.ts's walk through it.

  test('agent page in a call, muted, with its tooltip', async ({ page }) => {
    await instrumentMicrophone(page);
    await page.goto('/clara-agent');
    await settle(page);
    await page.getByRole('button', { name: 'Anruf starten' }).click();
    const mute = page.getByRole('button', { name: 'Stummschalten' });
    await mute.click();
    await expect(page.getByRole('button', { name: 'Stummschaltung aufheben' })).toBeVisible();
    await page.getByRole('button', { name: 'Stummschaltung aufheben' }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoViolations(page, 'agent call');
  });
});
