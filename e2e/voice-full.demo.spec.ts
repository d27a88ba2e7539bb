import { de } from '../src/content/de';
import { expect, test } from './fixtures';
import { FullCallPage } from './pages/full-call.page';
import {
  expectMicrophoneReleased,
  instrumentMicrophone,
  microphoneTracks,
  setMicrophone,
} from './voice/microphone';

const { full, errors, toasts } = de.voice;

test.describe('/full (preview driver, fake microphone)', () => {
  test.use({ permissions: ['microphone'] });

  test.beforeEach(async ({ page }) => {
    await instrumentMicrophone(page);
  });

  test('loads the SDK on arrival, talks, shows the transcript, and ends on a second click', async ({
    page,
  }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(page.getByText(full.title, { exact: true })).toBeVisible();
    await expect(page.getByText(full.subtitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(full.heading);
    await expect(page.getByText(full.footer)).toBeVisible();
    await expect(screen.toast(toasts.sdkReady.title)).toBeVisible();
    await expect(screen.status).toHaveText(full.status.ready);
    await expect(screen.main.getByText(full.callLight.ready)).toBeVisible();
    await expect(screen.main.getByText(full.sdkLight.ready)).toBeVisible();
    await expect(screen.mic).toHaveAccessibleName(full.start);

    await screen.mic.click();
    await expect(screen.status).toHaveText(full.status.connected);
    await expect(screen.main.getByText(full.callLight.connected, { exact: true })).toBeVisible();
    await expect(screen.mic).toHaveAccessibleName(full.end);
    await expect(screen.toast(toasts.connected.title)).toBeVisible();
    await expect(screen.transcript).toContainText(de.voice.agents.helvox.greeting);

    await screen.mic.click();
    await expect(screen.toast(toasts.endedFull.title)).toBeVisible();
    await expect(screen.status).toHaveText(full.status.ready);
    await expectMicrophoneReleased(page);
  });

  test('the back button leads home mid-call and the call ends', async ({ page }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.mic).toBeEnabled();
    await screen.mic.click();
    await expect(screen.status).toHaveText(full.status.connected);
    await page.getByRole('link', { name: full.back }).click();
    await expect(page).toHaveURL('/');
    await expectMicrophoneReleased(page);
  });

  test('rapid clicks start one call', async ({ page }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.mic).toBeEnabled();
    await screen.mic.evaluate((button) => {
      for (let i = 0; i < 5; i += 1) (button as HTMLButtonElement).click();
    });
    await expect(screen.status).toHaveText(full.status.connected);
    expect(await microphoneTracks(page)).toMatchObject({ total: 1, live: 1 });
    await screen.mic.click();
    await expectMicrophoneReleased(page);
  });

  test('the background stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const screen = new FullCallPage(page);
    await screen.goto();
    const animations = await page.evaluate(() =>
      document.getAnimations().map((animation) => (animation as CSSAnimation).animationName),
    );
    expect(animations).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.getAnimations().some((a) => (a as CSSAnimation).animationName === 'voice-drift'),
        ),
      )
      .toBe(true);
  });

  test.describe('microphone denied', () => {
    test.use({ permissions: [] });
    test('says so with the full page text', async ({ page }) => {
      const screen = new FullCallPage(page);
      await screen.goto();
      await expect(screen.mic).toBeEnabled();
      await screen.mic.click();
      await expect(screen.toast(errors.micPermissionDenied)).toContainText(
        errors.micPermissionFull,
      );
      await expect(screen.status).toHaveText(full.status.ready);
      expect(await microphoneTracks(page)).toMatchObject({ live: 0 });
    });
  });

  test('no microphone, then one that cannot be opened', async ({ page }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.mic).toBeEnabled();
    await setMicrophone(page, 'none');
    await screen.mic.click();
    await expect(screen.toast(errors.noMicrophone)).toContainText(errors.noMicrophoneText);
    await setMicrophone(page, 'notFound');
    await screen.mic.click();
    await expect(screen.toast(errors.micNotFound)).toContainText(errors.micNotFoundText);
    expect(await microphoneTracks(page)).toMatchObject({ live: 0 });
  });
});
