import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing.page';
import { instrumentMicrophone, microphoneTracks } from './voice/microphone';

/** Every flow works with the keyboard alone, and focus shows. */

/** Whether the focused element shows a focus ring. */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
  });

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, name: RegExp | string, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test.use({ permissions: ['microphone'] });

test.describe('keyboard only', () => {
  test('skip link, then the mobile menu: open, choose, closed, section reached; FAQ questions open and close with Enter and Space', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const landing = new LandingPage(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    expect(await focusShows(page)).toBe(true);
    await tabTo(page, 'Menü öffnen');
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(landing.mobileNav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(landing.mobileNav.getByRole('link', { name: 'Über uns' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(landing.mobileNav).toBeHidden();
    await expect(landing.section('about')).toBeInViewport({ ratio: 0.2 });

    // The FAQ: a question opens and closes with Enter and Space, its focus showing.
    const question = page.getByRole('button', { name: 'Welche Sprachen werden unterstützt?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  // The demo form filled and sent with the keyboard: demo-form.spec.ts.

  // The widget (opened with Enter, the focus kept inside, Escape closing it and returning the
  // focus): voice-surfaces.demo.spec.ts; the agents dialog: voice-agents.demo.spec.ts.

  // A microphone revoked mid-call: call-microphone.demo.spec.ts and call-faults.spec.ts.
  test('agent page: call, mute and hang up with the keyboard; one live microphone, none while muted or after', async ({
    page,
  }) => {
    await instrumentMicrophone(page);
    const live = async () => (await microphoneTracks(page)).live;
    await page.goto('/clara-agent');
    await page.waitForLoadState('networkidle');
    expect(await live()).toBe(0);
    await tabTo(page, /^Anruf starten/);
    await page.keyboard.press('Enter');
    const mute = page.getByRole('button', { name: /^Stummschalt/ });
    await expect(mute).toHaveAccessibleName('Stummschalten', { timeout: 10_000 });
    expect(await live()).toBe(1);
    await mute.focus();
    await page.keyboard.press('Space');
    await expect(mute).toHaveAccessibleName('Stummschaltung aufheben');
    // Muted: no track of ours captures (the recording indicator goes off).
    await expect.poll(live).toBe(0);
    await page.keyboard.press('Space');
    await expect(mute).toHaveAccessibleName('Stummschalten');
    await expect.poll(live).toBe(1);
    await page.getByRole('button', { name: 'Anruf beenden' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Anruf starten/ })).toBeVisible();
    await expect.poll(live).toBe(0);
    expect((await microphoneTracks(page)).maxLive).toBe(1);
  });

  // The waiting list signed up with Enter: waitlist.spec.ts.
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light' });

  /** CSS animations and transitions still running (longer than a frame). */
  const runningAnimations = (page: Page) =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number(animation.effect?.getComputedTiming().duration ?? 0) > 20,
          ).length,
    );

  test('/, /full and /clara-agent: nothing moves, nor in a call with the rings pulsing elsewhere', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await instrumentMicrophone(page);
    // The page's own time: a timer's motion shows within 500 ms, however loaded the machine.
    await page.clock.install();
    for (const path of ['/', '/full', '/clara-agent']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.clock.runFor(500);
      expect(await runningAnimations(page), path).toBe(0);
    }
    await page.getByRole('button', { name: /^Anruf starten/ }).click();
    await expect(page.getByRole('button', { name: 'Stummschalten' })).toBeVisible({
      timeout: 10_000,
    });
    await page.clock.runFor(500);
    expect(await runningAnimations(page)).toBe(0);
  });
});
