import { de } from '../src/content/de';
import { expect, test } from './fixtures';
import { VoiceWidgetPage } from './pages/voice-widget.page';
import {
  expectMicrophoneReleased,
  instrumentMicrophone,
  microphoneTracks,
  setMicrophone,
} from './voice/microphone';

const { widget, errors, toasts } = de.voice;
/** Connected: listening, or the assistant speaking (the preview greets at once). */
const connected = new RegExp(
  `^(${widget.status.listening}|${widget.status.speaking.replace(/\./g, '\\.')})$`,
);

test.describe('floating voice widget (preview driver, fake microphone)', () => {
  test.use({ permissions: ['microphone'] });

  test.beforeEach(async ({ page }) => {
    await instrumentMicrophone(page);
  });

  test('talks: connecting, listening, the greeting spoken, and closing the dialog ends the call', async ({
    page,
  }) => {
    const w = new VoiceWidgetPage(page);
    await w.goto();
    await w.open();
    await expect(w.dialog.getByText(widget.hint)).toBeVisible();
    await expect(w.dialog.getByText(de.voice.preview.notice)).toBeVisible();
    await expect(w.status).toHaveText(widget.status.ready);
    await w.mic.click();
    await expect(w.status).toHaveText(widget.status.connecting);
    await expect(w.status).toHaveText(connected);
    await expect(w.mic).toHaveAccessibleName(widget.end);
    await expect(w.toast(toasts.connected.title)).toBeVisible();
    // The preview plays the recorded greeting through the speaking detector: speaking, then
    // listening once it has ended.
    await expect(w.status).toHaveText(widget.status.speaking);
    await expect(w.status).toHaveText(widget.status.listening, { timeout: 15_000 });
    // The widget asks for echo cancellation, noise suppression and automatic gain.
    expect(
      await page.evaluate(() => {
        const settings = window.__tracks[0]!.getSettings();
        return [settings.echoCancellation, settings.noiseSuppression, settings.autoGainControl];
      }),
    ).toEqual([true, true, true]);
    await page.keyboard.press('Escape');
    await expect(w.dialog).toBeHidden();
    await expect(w.toast(toasts.endedWidget.title)).toBeVisible();
    await expect(w.button).toBeFocused();
    await expectMicrophoneReleased(page);
  });

  test('works from the keyboard: focus starts on the microphone, Escape returns it', async ({
    page,
  }) => {
    const w = new VoiceWidgetPage(page);
    await w.goto();
    await w.button.focus();
    await page.keyboard.press('Enter');
    await expect(w.mic).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(w.status).toHaveText(connected);
    await page.keyboard.press('Escape');
    await expect(w.button).toBeFocused();
    await expectMicrophoneReleased(page);
  });

  test('"Sprich mit mir" starts a call; the microphone button ends it', async ({ page }) => {
    const w = new VoiceWidgetPage(page);
    await w.goto();
    await w.open();
    await w.talk.click();
    await expect(w.status).toHaveText(connected);
    await expect(w.talk).toBeDisabled();
    await w.mic.click();
    await expect(w.toast(toasts.endedWidget.title)).toBeVisible();
    await expect(w.status).toHaveText(widget.status.ready);
    await expectMicrophoneReleased(page);
  });

  test('leaving the site pages mid-call (back to an agent page) ends the call', async ({
    page,
  }) => {
    await page.goto('/clara-agent');
    await page.getByRole('link', { name: de.voice.agentPage.allAgents }).click();
    await expect(page).toHaveURL('/agents');
    const w = new VoiceWidgetPage(page);
    await w.open();
    await w.mic.click();
    await expect(w.status).toHaveText(connected);
    await page.goBack();
    await expect(page).toHaveURL('/clara-agent');
    await expectMicrophoneReleased(page);
  });

  test('rapid clicks start one call with one microphone', async ({ page }) => {
    const w = new VoiceWidgetPage(page);
    await w.goto();
    await w.open();
    await w.mic.evaluate((button) => {
      for (let i = 0; i < 5; i += 1) (button as HTMLButtonElement).click();
    });
    await expect(w.status).toHaveText(connected);
    expect(await microphoneTracks(page)).toMatchObject({ total: 1, live: 1 });
    await w.close.click();
    await expectMicrophoneReleased(page);
  });

  test.describe('microphone denied', () => {
    test.use({ permissions: [] });
    test('says so, and no call starts', async ({ page }) => {
      const w = new VoiceWidgetPage(page);
      await w.goto();
      await w.open();
      await w.mic.click();
      await expect(w.toast(errors.micPermissionDenied)).toContainText(errors.micPermissionRetry);
      await expect(w.status).toHaveText(widget.status.ready);
      expect(await microphoneTracks(page)).toMatchObject({ live: 0 });
    });
  });

  test('no microphone at all', async ({ page }) => {
    const w = new VoiceWidgetPage(page);
    await w.goto();
    await setMicrophone(page, 'none');
    await w.open();
    await w.mic.click();
    await expect(w.toast(errors.noMicrophone)).toContainText(errors.noMicrophoneText);
    await expect(w.status).toHaveText(widget.status.ready);
    expect(await microphoneTracks(page)).toMatchObject({ total: 0 });
  });

  test('a microphone that cannot be opened (NotFoundError)', async ({ page }) => {
    const w = new VoiceWidgetPage(page);
    await w.goto();
    await setMicrophone(page, 'notFound');
    await w.open();
    await w.mic.click();
    await expect(w.toast(errors.micNotFound)).toContainText(errors.micNotFoundText);
    expect(await microphoneTracks(page)).toMatchObject({ live: 0 });
  });
});
