import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test as base } from '../fixtures';

/** How the held microphone request ends (the browser's permission answers it). */
type MicrophoneOutcome = 'granted' | 'denied';

interface MicrophoneControl {
  /** Hold every request until the test answers it. */
  gate: boolean;
  pending: Array<() => void>;
}

declare global {
  interface Window {
    /** Every track getUserMedia returned on this page. */
    __tracks: MediaStreamTrack[];
    /** The most microphone tracks live at the same time on this page. */
    __maxLive: number;
    __mic: MicrophoneControl;
  }
}

/**
 * Instruments the page's microphone before any script runs: every track getUserMedia returns is
 * recorded on `window.__tracks` (to prove that none is left live), requests can be held until
 * the test answers them. Permission itself is the browser's (granted or denied per test; the
 * fake device comes from Chromium's `--use-fake-device-for-media-stream`).
 */
export async function instrumentMicrophone(page: Page, { gate = false } = {}) {
  await page.addInitScript((gateRequests: boolean) => {
    window.__tracks = [];
    window.__maxLive = 0;
    window.__mic = { gate: gateRequests, pending: [] };
    const devices = navigator.mediaDevices;
    const enumerate = devices.enumerateDevices.bind(devices);
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.enumerateDevices = async () => {
      if (window.__mic.gate)
        await new Promise<void>((resolve) => window.__mic.pending.push(resolve));
      return enumerate();
    };
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      window.__tracks.push(...stream.getTracks());
      const live = window.__tracks.filter((track) => track.readyState === 'live').length;
      window.__maxLive = Math.max(window.__maxLive, live);
      return stream;
    };
  }, gate);
}

/** Answers the held microphone request(s) with an outcome. */
export async function answerMicrophone(
  page: Page,
  context: BrowserContext,
  outcome: MicrophoneOutcome,
) {
  if (outcome === 'denied') await context.clearPermissions();
  else await context.grantPermissions(['microphone']);
  await page.evaluate(() => window.__mic.pending.splice(0).forEach((release) => release()));
}

/** How many microphone tracks were opened, how many are still live, and the most at once. */
export async function microphoneTracks(page: Page) {
  return page.evaluate(() => ({
    total: window.__tracks.length,
    live: window.__tracks.filter((track) => track.readyState === 'live').length,
    maxLive: window.__maxLive,
  }));
}

/** Waits until every microphone track the page opened has ended. */
export async function expectMicrophoneReleased(page: Page) {
  await expect
    .poll(() => page.evaluate(() => window.__tracks.every((track) => track.readyState === 'ended')))
    .toBe(true);
}

/** A call's tests: the microphone permitted, and instrumented before each page loads. */
export const test = base.extend<{ instrumentedMicrophone: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
  permissions: async ({}, use) => use(['microphone']),
  instrumentedMicrophone: [
    async ({ page }, use) => {
      await instrumentMicrophone(page);
      await use();
    },
    { auto: true },
  ],
});
export { expect };
