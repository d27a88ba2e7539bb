import { FullCallPage } from './pages/full-call.page';
import { VoiceWidgetPage } from './pages/voice-widget.page';
import { expect, expectMicrophoneReleased, microphoneTracks, test } from './voice/microphone';

test.describe('floating voice widget (preview driver, fake microphone)', () => {
  // Each call state's status, button name and toast ('Bereit', 'Verbinde...', 'Gespräch beenden',
  // 'Verbindung hergestellt', 'Gespräch beendet'), 'Sprich mit mir' and the microphone button's
  // end included: the widget's view replay (tests/expected/call-surfaces.expected.ts).
  test('with the keyboard: Enter opens it, the focus stays inside; the preview notice; rapid clicks start one call, the greeting spoken; Escape ends the call, releases the microphone and returns the focus', async ({
    page,
  }) => {
    const w = new VoiceWidgetPage(page);
    await w.goto();
    await w.button.focus();
    await page.keyboard.press('Enter');
    await expect(w.dialog).toBeVisible();
    await expect(
      w.dialog.getByText('Sprechen Sie direkt mit unserem KI-Assistenten'),
    ).toBeVisible();
    await expect(
      w.dialog.getByText(
        'Vorschau-Modus: Sie hören eine aufgezeichnete Begrüßung. Die echte KI ist in dieser Demo nicht verbunden.',
      ),
    ).toBeVisible();
    const focusInDialog = () =>
      w.dialog.evaluate((dialog) => dialog.contains(document.activeElement));
    // The dialog's frame holds the focus while its code loads (e2e/start-up.spec.ts holds that
    // code to check it); here the real dialog has replaced it and its focus trap has the focus.
    // Not checked: a Tab in the very frame in which the one replaces the other (decision 0012).
    await expect(w.mic).toBeVisible();
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    // Rapid clicks start one call with one microphone.
    await w.mic.evaluate((button) => {
      for (let i = 0; i < 5; i += 1) (button as HTMLButtonElement).click();
    });
    await expect(w.status).toHaveText(VoiceWidgetPage.connected);
    expect(await microphoneTracks(page)).toMatchObject({ total: 1, live: 1 });
    // The preview plays the recorded greeting through the speaking detector: speaking, then
    // listening once it has ended.
    await expect(w.status).toHaveText('KI spricht...');
    await expect(w.status).toHaveText('Am Zuhören', { timeout: 15_000 });
    // The widget asks for echo cancellation, noise suppression and automatic gain.
    expect(
      await page.evaluate(() => {
        const settings = window.__tracks[0]!.getSettings();
        return [settings.echoCancellation, settings.noiseSuppression, settings.autoGainControl];
      }),
    ).toEqual([true, true, true]);
    await page.keyboard.press('Escape');
    await expect(w.dialog).toBeHidden();
    await expect(w.button).toBeFocused();
    await expectMicrophoneReleased(page);
  });
  // Leaving the site pages mid-call (back to an agent page): voice-agents.demo.spec.ts's walk.
});

test.describe('/full (preview driver, fake microphone)', () => {
  // Each call state's status line, lights, button name and toast ('Klicken Sie auf das Mikrofon,
  // um zu sprechen', 'KI Assistent bereit', 'Sichere Verbindung', 'Verbindung hergestellt',
  // 'Verbindung beendet', 'Kein Mikrofon gefunden', 'Mikrofon nicht verfügbar' and the rest), a
  // second click ending the call included: the view replay (tests/expected/call-surfaces.expected.ts),
  // the microphone errors' codes: src/features/call/devices/microphone-lease.test.ts.
  test('the page’s texts; rapid clicks start one call; the preview greets in the transcript; the back button leads home mid-call and the call ends', async ({
    page,
  }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(page.getByText('HELVOX', { exact: true })).toBeVisible();
    await expect(page.getByText('DIALOG NEU GEDACHT')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sprechen Sie jetzt mit unserem KI-Sprachassistenten',
    );
    await expect(page.getByText('Powered by Helvox AI')).toBeVisible();
    await expect(screen.mic).toBeEnabled();

    // Rapid clicks start one call with one microphone.
    await screen.mic.evaluate((button) => {
      for (let i = 0; i < 5; i += 1) (button as HTMLButtonElement).click();
    });
    await expect(screen.status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
    expect(await microphoneTracks(page)).toMatchObject({ total: 1, live: 1 });
    await expect(screen.transcript).toContainText(
      'Grüezi und willkommen bei Helvox! Ich bin Ihr KI-Sprachassistent. Wie kann ich Ihnen heute helfen?',
    );

    await page.getByRole('link', { name: 'Zurück zur Website' }).click();
    await expect(page).toHaveURL('/');
    await expectMicrophoneReleased(page);
  });
});
