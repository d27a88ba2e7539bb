import { existsSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import {
  expectMicrophoneReleased,
  instrumentMicrophone,
  microphoneTracks,
} from './voice/microphone';

/*
 * Hear-check, with the preview driver (demo build) and a silent microphone: the meter
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

/** Stops the page's time 500 ms of page time from now (pausing needs a moment in the future). */
async function pauseSoon(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** One turn of the page's event loop (a message, which the paused clock does not hold). */
const pageTurn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/**
 * Moves the paused page clock in 100 ms steps until `hint` shows, at most `pageMs` of page time,
 * letting the page render after each step.
 */
async function showsWithin(page: Page, hint: Locator, pageMs: number) {
  for (let moved = 0; moved < pageMs; moved += 100) {
    if ((await hint.count()) > 0) break;
    await page.clock.runFor(100);
    await pageTurn(page);
  }
  await expect(hint).toBeVisible({ timeout: 1_000 });
}

test('the hint shows after 8 s of silence, never while muted', async ({ page }) => {
  await page.clock.install();
  const call = await new AgentCallPage(page, 'Clara').openConnected('/clara-agent');
  const hint = call.call.getByText(HINT, { exact: true });
  await expect(call.meter).toHaveAttribute('aria-valuemin', '0');
  await expect(call.meter).toHaveAttribute('aria-valuemax', '100');
  await expect(call.meter).toHaveAttribute('aria-valuenow', '0');
  // From here the page's time moves only when the test moves it: the meter reports every 100 ms
  // of page time, so a slow machine cannot add real seconds to the silence (a CI flake: 5 s moved
  // plus ~3 s of real time under load showed the hint 'early').
  await pauseSoon(page);
  // Silence began at the first report after connecting, at most a few seconds of page time ago.
  // 0.5 s (the pause) + 4 s leave 3.5 s for the slowest start.
  await page.clock.runFor(4_000);
  await expect(hint).toHaveCount(0);
  await page.clock.runFor(4_000);
  await showsWithin(page, hint, 1_000);

  await call.mute.click();
  await expect(hint).toHaveCount(0);
  await page.clock.runFor(9_000);
  await expect(hint).toHaveCount(0);

  // Unmuted: silence counts again from the next measurement.
  await call.mute.click();
  await expect(call.mute).toHaveAccessibleName('Stummschalten');
  // The meter's first report after unmuting waits for the new microphone track (real time).
  await expect.poll(async () => (await microphoneTracks(page)).live).toBe(1);
  await page.clock.runFor(7_500);
  await expect(hint).toHaveCount(0);
  await showsWithin(page, hint, 1_500);

  await page.clock.resume();
  await call.hangUp.click();
  await expect(call.meter).toHaveCount(0);
  await expect(hint).toHaveCount(0);
  await expectMicrophoneReleased(page);
});
