import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { FullCallPage } from './pages/full-call.page';
import { instrumentMicrophone, microphoneTracks } from './voice/microphone';

const live = async (page: Parameters<typeof microphoneTracks>[0]) =>
  (await microphoneTracks(page)).live;

test.use({ permissions: ['microphone'] });
test.beforeEach(async ({ page }) => {
  await instrumentMicrophone(page);
});

test.describe('one microphone (preview driver, fake microphone)', () => {
  test('one live track in a call, none while muted or after it', async ({ page }) => {
    const call = new AgentCallPage(page, 'Clara');
    await call.open('/clara-agent');
    expect(await live(page)).toBe(0);
    await call.start.click();
    await expect(call.connection).toHaveText('Verbunden');
    expect(await live(page)).toBe(1);
    await call.mute.click();
    await expect(call.mute).toHaveAccessibleName('Stummschaltung aufheben');
    // Muted: no track of ours captures (the recording indicator goes off).
    await expect.poll(() => live(page)).toBe(0);
    await call.mute.click();
    await expect(call.mute).toHaveAccessibleName('Stummschalten');
    await expect.poll(() => live(page)).toBe(1);
    await call.hangUp.click();
    await expect(call.connection).toHaveText('Nicht verbunden');
    await expect.poll(() => live(page)).toBe(0);
    expect((await microphoneTracks(page)).maxLive).toBe(1);
  });

  test('a microphone revoked mid-call ends the call with a toast, no track left', async ({
    page,
  }) => {
    const call = new AgentCallPage(page, 'Clara');
    await call.open('/clara-agent');
    await call.start.click();
    await expect(call.connection).toHaveText('Verbunden');
    // What Chromium does when the permission is revoked or the device unplugged.
    await page.evaluate(() => {
      const track = window.__tracks.find((t) => t.readyState === 'live')!;
      track.stop();
      track.dispatchEvent(new Event('ended'));
    });
    await expect(call.toast('Fehler')).toBeVisible();
    await expect(page.getByText('Anruf konnte nicht gestartet werden.')).toBeVisible();
    await expect(call.connection).toHaveText('Nicht verbunden');
    await expect(call.start).toHaveText('Anruf starten');
    expect(await live(page)).toBe(0);
  });

  test('/full: revoked mid-call says the microphone is not available', async ({ page }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.mic).toBeEnabled();
    await screen.mic.click();
    await expect(screen.status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
    await page.evaluate(() => {
      const track = window.__tracks.find((t) => t.readyState === 'live')!;
      track.stop();
      track.dispatchEvent(new Event('ended'));
    });
    await expect(screen.toast('Mikrofon nicht verfügbar')).toContainText(
      'Ihr Mikrofon konnte nicht zugegriffen werden. Überprüfen Sie Ihre Browser-Einstellungen.',
    );
    await expect(screen.status).toHaveText('Klicken Sie auf das Mikrofon, um zu sprechen');
    expect(await live(page)).toBe(0);
  });
});
