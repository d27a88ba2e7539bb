import { FullCallPage } from './pages/full-call.page';
import { expect, expectMicrophoneReleased, microphoneTracks, test } from './voice/microphone';

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
