import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { expectMicrophoneReleased, instrumentMicrophone } from './voice/microphone';

/*
 * Issue 16, hear-check, with the preview driver (demo build) and a silent microphone: the meter
 * 'Ihr Mikrofon' reads the call's own stream; 8 s of silence while not muted show the hint.
 */

const HINT = 'Wir hören Sie nicht – ist Ihr Mikrofon stumm oder zu leise?';

test.use({ permissions: ['microphone'] });
test.beforeEach(async ({ page }) => {
  await instrumentMicrophone(page);
});

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
// A browser of its own: the fake microphone plays a silent WAV (1 s, looped) instead of a beep.
test.use({
  launchOptions: {
    executablePath: chromium,
    args: [
      ...CHROMIUM_ARGS,
      `--use-file-for-fake-audio-capture=${resolve('e2e/voice/silence.wav')}`,
    ],
  },
});

test('the hint shows after 8 s of silence, never while muted', async ({ page }) => {
  await page.clock.install();
  const call = await new AgentCallPage(page, 'Clara').openConnected('/clara-agent');
  const hint = call.call.getByText(HINT, { exact: true });
  await expect(call.meter).toHaveAttribute('aria-valuemin', '0');
  await expect(call.meter).toHaveAttribute('aria-valuemax', '100');
  await expect(call.meter).toHaveAttribute('aria-valuenow', '0');
  await page.waitForTimeout(500);
  await page.clock.fastForward(5_000);
  await page.waitForTimeout(300);
  await expect(hint).toHaveCount(0);
  await page.clock.fastForward(3_500);
  await expect(hint).toBeVisible();
  await expectNoViolations(page, 'agent page, hear-check hint');

  await call.mute.click();
  await expect(hint).toHaveCount(0);
  await page.clock.fastForward(9_000);
  await page.waitForTimeout(300);
  await expect(hint).toHaveCount(0);

  // Unmuted: silence counts again from the next measurement.
  await call.mute.click();
  await expect(call.mute).toHaveAccessibleName('Stummschalten');
  await page.waitForTimeout(500);
  await expect(hint).toHaveCount(0);
  await page.clock.fastForward(8_500);
  await expect(hint).toBeVisible();

  await call.hangUp.click();
  await expect(call.meter).toHaveCount(0);
  await expect(hint).toHaveCount(0);
  await expectMicrophoneReleased(page);
});
