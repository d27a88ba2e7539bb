import { expect, test } from './fixtures';
import { FullCallPage } from './pages/full-call.page';
import {
  expectMicrophoneReleased,
  instrumentMicrophone,
  microphoneTracks,
  setMicrophone,
} from './voice/microphone';

test.describe('/full (preview driver, fake microphone)', () => {
  test.use({ permissions: ['microphone'] });

  test.beforeEach(async ({ page }) => {
    await instrumentMicrophone(page);
  });

  // Each call state's status line, lights, button name and toast ('Klicken Sie auf das Mikrofon,
  // um zu sprechen', 'KI Assistent bereit', 'Sichere Verbindung', 'Verbindung hergestellt',
  // 'Verbindung beendet' and the rest), a second click ending the call included: the view replay
  // (tests/expected/call-surfaces.expected.ts); the microphone released on hanging up:
  // keyboard.demo.spec.ts's call (the same preview driver).
  test('the page’s texts; the preview greets in the transcript; the back button leads home mid-call and the call ends', async ({
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

    await screen.mic.click();
    await expect(screen.status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
    await expect(screen.transcript).toContainText(
      'Grüezi und willkommen bei Helvox! Ich bin Ihr KI-Sprachassistent. Wie kann ich Ihnen heute helfen?',
    );

    await page.getByRole('link', { name: 'Zurück zur Website' }).click();
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
    await expect(screen.status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
    expect(await microphoneTracks(page)).toMatchObject({ total: 1, live: 1 });
    await screen.mic.click();
    await expectMicrophoneReleased(page);
  });

  test('no microphone, then one that cannot be opened', async ({ page }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.mic).toBeEnabled();
    await setMicrophone(page, 'none');
    await screen.mic.click();
    await expect(screen.toast('Kein Mikrofon gefunden')).toContainText(
      'Bitte schließen Sie ein Mikrofon an und versuchen Sie es erneut.',
    );
    await setMicrophone(page, 'notFound');
    await screen.mic.click();
    await expect(screen.toast('Mikrofon nicht verfügbar')).toContainText(
      'Ihr Mikrofon konnte nicht zugegriffen werden. Überprüfen Sie Ihre Browser-Einstellungen.',
    );
    expect(await microphoneTracks(page)).toMatchObject({ live: 0 });
  });
});
