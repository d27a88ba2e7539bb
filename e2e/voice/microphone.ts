import { expect, type BrowserContext, type Page } from '@playwright/test';

/** How the next microphone request ends: granted, denied, no audio input, or NotFoundError. */
export type MicrophoneOutcome = 'granted' | 'denied' | 'none' | 'notFound';

interface MicrophoneControl {
  /** Hold every request until the test answers it. */
  gate: boolean;
  pending: Array<() => void>;
  mode: 'real' | 'none' | 'notFound';
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
 * the test answers them, and "no microphone" (no audio input listed) or a NotFoundError can be
 * simulated. Permission itself is the browser's (granted or denied per test, STACK.md point 7).
 */
export async function instrumentMicrophone(page: Page, { gate = false } = {}) {
  await page.addInitScript((gateRequests: boolean) => {
    window.__tracks = [];
    window.__maxLive = 0;
    window.__mic = { gate: gateRequests, pending: [], mode: 'real' };
    const devices = navigator.mediaDevices;
    const enumerate = devices.enumerateDevices.bind(devices);
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.enumerateDevices = async () => {
      if (window.__mic.gate)
        await new Promise<void>((resolve) => window.__mic.pending.push(resolve));
      const all = await enumerate();
      return window.__mic.mode === 'none' ? all.filter((d) => d.kind !== 'audioinput') : all;
    };
    devices.getUserMedia = async (constraints) => {
      if (window.__mic.mode === 'notFound') {
        throw new DOMException('Requested device not found', 'NotFoundError');
      }
      const stream = await getUserMedia(constraints);
      window.__tracks.push(...stream.getTracks());
      const live = window.__tracks.filter((track) => track.readyState === 'live').length;
      window.__maxLive = Math.max(window.__maxLive, live);
      return stream;
    };
  }, gate);
}

/** Simulates the next requests' outcome (no microphone, NotFoundError) or the real one. */
export async function setMicrophone(page: Page, mode: MicrophoneControl['mode']) {
  await page.evaluate((value) => (window.__mic.mode = value), mode);
}

/** Answers the held microphone request(s) with an outcome. */
export async function answerMicrophone(
  page: Page,
  context: BrowserContext,
  outcome: MicrophoneOutcome,
) {
  if (outcome === 'denied') await context.clearPermissions();
  else await context.grantPermissions(['microphone']);
  await setMicrophone(
    page,
    outcome === 'none' ? 'none' : outcome === 'notFound' ? 'notFound' : 'real',
  );
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
