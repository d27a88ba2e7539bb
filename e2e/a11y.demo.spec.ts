import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { DOCUMENT_404, expect, test } from './fixtures';
import { SITE_ROUTES, UNKNOWN_PATH } from './site-routes';
import { DemoFormPage } from './pages/demo-form.page';
import { LandingPage } from './pages/landing.page';
import { VoiceWidgetPage } from './pages/voice-widget.page';
import { instrumentMicrophone } from './voice/microphone';

/*
 * WCAG 2.1 AA (axe-core) on every route and on the open states of every dialog, menu and form
 * error, against the demo build (the whole site works offline there: blog, calls, toasts). The
 * scan is the shared one (`./axe.ts`): toasts are judged whole, not halfway through fading in
 * (this file had its own scan without that, and CI once saw the 'Eingabefehler' toast's text
 * fail colour contrast mid-fade).
 */

/** Waits until the page's main content is there and hydrated. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
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
        // The whole page, below the fold included: scroll so that every island wakes up.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await settle(page);
        await expectNoViolations(page, route);
      });
    });
  }
});

test.describe('accessibility: open states', () => {
  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const landing = new LandingPage(page);
    await page.goto('/');
    await settle(page);
    await landing.menuToggle.click();
    await expect(landing.mobileNav).toBeVisible();
    await expectNoViolations(page, 'mobile menu');
  });

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

  test('FAQ with another answer open', async ({ page }) => {
    await page.goto('/#faq');
    await settle(page);
    await page
      .getByRole('button', {
        name: 'Kann ich den Assistenten an mein Unternehmen anpassen?',
      })
      .click();
    await expect(
      page.getByText(
        'Ja, vollständig: Begrüssung, Stimme, Tonfall, Wissen und Gesprächsabläufe richten wir nach Ihren Wünschen ein.',
      ),
    ).toBeVisible();
    await expectNoViolations(page, 'faq');
  });

  test('voice widget dialog, idle and in a call', async ({ page }) => {
    await instrumentMicrophone(page);
    const widget = new VoiceWidgetPage(page);
    await widget.goto();
    await widget.open();
    await expectNoViolations(page, 'widget dialog');
    await widget.talk.click();
    await expect(widget.status).toContainText(/Am Zuhören|KI spricht/);
    await expectNoViolations(page, 'widget in a call');
  });

  test('agents overview test dialog', async ({ page }) => {
    await page.goto('/agents');
    await settle(page);
    await page.getByRole('button', { name: 'Jetzt testen' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'agent dialog');
  });

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
