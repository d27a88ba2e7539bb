import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
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

  // A microphone revoked mid-call on an agent page: call-microphone.demo.spec.ts ('the default
  // microphone ending (permission revoked) still ends the call') and, over the real SDK,
  // call-faults.spec.ts. On /full an ended track reads as the microphone not available
  // (machines/call/call.errors.test.ts), whose toast ('Mikrofon nicht verfügbar') is
  // voice-full.demo.spec.ts's and the view replay's.
});
