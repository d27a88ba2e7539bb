import { de } from '../src/content/de';
import { voiceAgents } from '../src/voice/agents';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { FullCallPage } from './pages/full-call.page';
import { instrumentMicrophone, microphoneTracks } from './voice/microphone';

const { agentPage: text, full, errors } = de.voice;
const clara = voiceAgents.clara;
const live = async (page: Parameters<typeof microphoneTracks>[0]) =>
  (await microphoneTracks(page)).live;

test.use({ permissions: ['microphone'] });
test.beforeEach(async ({ page }) => {
  await instrumentMicrophone(page);
});

test.describe('one microphone (preview driver, fake microphone)', () => {
  test('one live track in a call, none while muted or after it', async ({ page }) => {
    const call = new AgentCallPage(page, clara.name);
    await call.open('/clara-agent');
    expect(await live(page)).toBe(0);
    await call.start.click();
    await expect(call.connection).toHaveText(text.connected);
    expect(await live(page)).toBe(1);
    await call.mute.click();
    await expect(call.mute).toHaveAccessibleName(text.unmute);
    // Muted: no track of ours captures (the recording indicator goes off).
    await expect.poll(() => live(page)).toBe(0);
    await call.mute.click();
    await expect(call.mute).toHaveAccessibleName(text.mute);
    await expect.poll(() => live(page)).toBe(1);
    await call.hangUp.click();
    await expect(call.connection).toHaveText(text.disconnected);
    await expect.poll(() => live(page)).toBe(0);
    expect((await microphoneTracks(page)).maxLive).toBe(1);
  });

  test('a microphone revoked mid-call ends the call with a toast, no track left', async ({
    page,
  }) => {
    const call = new AgentCallPage(page, clara.name);
    await call.open('/clara-agent');
    await call.start.click();
    await expect(call.connection).toHaveText(text.connected);
    // What Chromium does when the permission is revoked or the device unplugged.
    await page.evaluate(() => {
      const track = window.__tracks.find((t) => t.readyState === 'live')!;
      track.stop();
      track.dispatchEvent(new Event('ended'));
    });
    await expect(call.toast(de.voice.toasts.agent.startFailed.title)).toBeVisible();
    await expect(call.connection).toHaveText(text.disconnected);
    await expect(call.start).toHaveText(text.start);
    expect(await live(page)).toBe(0);
  });

  test('/full: revoked mid-call says the microphone is not available', async ({ page }) => {
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.mic).toBeEnabled();
    await screen.mic.click();
    await expect(screen.status).toHaveText(full.status.connected);
    await page.evaluate(() => {
      const track = window.__tracks.find((t) => t.readyState === 'live')!;
      track.stop();
      track.dispatchEvent(new Event('ended'));
    });
    await expect(screen.toast(errors.micNotFound)).toContainText(errors.micNotFoundText);
    await expect(screen.status).toHaveText(full.status.ready);
    expect(await live(page)).toBe(0);
  });
});
