import { defineNetworkFixture } from '@msw/playwright';
import type { Page } from '@playwright/test';
import { answerCallBundle, webCallToStandInRoom } from '../../e2e/voice/daily-bundle';
import { installVapiStandIn, type VapiStandIn } from '../../e2e/voice/vapi-stand-in';
import { TEST_BROWSER } from '../../playwright.config';
import { voiceFailures } from '../../src/mocks/voice.handlers';

/**
 * How the stand-in provider behaves (`CALL_CHECK_STAND_IN`), each breaking one step:
 * - `ok`: joins, says call-start, speaks audibly, sends a transcript line, ends on hang-up;
 * - `no-call-start`: as `ok` without call-start (the page still shows 'Verbunden' on speech);
 * - `silent`: call-start, then no speech;
 * - `inaudible`: speech-start, but every volume-level is 0;
 * - `no-transcript`: speaks, but sends no transcript;
 * - `keeps-microphone`: as `ok`, but its microphone track stays live after the call;
 * - `csp-violation`: as `ok`, and it reaches a host the CSP does not allow (Sentry) mid-call;
 * - `unauthorized`: the real SDK, and the voice API refuses the key (the shared 401 handler);
 * - `never-listening`: the real SDK joins a stand-in room whose call bundle never answers, so
 *   the service never says it listens (no call-start).
 */
export type StandInMode =
  | 'ok'
  | 'no-call-start'
  | 'silent'
  | 'inaudible'
  | 'no-transcript'
  | 'keeps-microphone'
  | 'csp-violation'
  | 'unauthorized'
  | 'never-listening';

/** daily-js's error reporting (docs/decisions/0010-call-csp.md): not in `connect-src`. */
const SENTRY_ENVELOPE = 'https://o77906.ingest.sentry.io/api/168844/envelope/';

declare global {
  interface Window {
    /** Set once the stand-in has played its part and the page shows what it sent. */
    __standInQuiet?: boolean;
  }
}

/** The suite's test browser (the headless shell where Debian has it: playwright.config.ts). */
export const browser = TEST_BROWSER;

/** Whether the stand-in will send nothing more (the checker then fails a missing step at once). */
export const quiet = (page: Page) => page.evaluate(() => window.__standInQuiet === true);

/** Stand-ins for the voice service, for the call checker's own tests (`CALL_CHECK_PRELOAD`). */
export async function prepare(page: Page) {
  const mode = (process.env.CALL_CHECK_STAND_IN ?? 'ok') as StandInMode;
  if (mode === 'unauthorized' || mode === 'never-listening') {
    // The real SDK against the e2e suite's voice-API handlers (and, joining, its bundle stand-in).
    const network = defineNetworkFixture({
      context: page.context(),
      handlers: [mode === 'unauthorized' ? voiceFailures.unauthorized : webCallToStandInRoom],
      onUnhandledRequest: 'bypass',
    });
    await network.enable();
    if (mode === 'never-listening') await answerCallBundle(page, 'standIn');
    return;
  }
  // The e2e suite's SDK stand-in (the site's driver and call machine run unchanged); this file
  // only plays the provider's side of one call on it, as the e2e specs do step by step.
  const standIn = await installVapiStandIn(page);
  await standIn.releaseSdk('ok');
  void playCall(page, standIn, mode).catch(() => {
    // The check closed the browser before the script was done: nothing left to play.
  });
}

/**
 * Answers the visitor's start and plays the provider's side of one call; a mode that breaks a
 * step then says it is quiet, once the page shows what it sent (the status line 'Verbunden', or
 * for `keeps-microphone` the call ended with only its own microphone still live). The waits
 * are the page's positive signals, without a time limit: the check closes the browser.
 */
async function playCall(page: Page, standIn: VapiStandIn, mode: StandInMode) {
  while (!(await standIn.hasPendingStart().catch(() => false))) await page.waitForTimeout(100);
  await standIn.settleStart('ok');
  if (mode === 'keeps-microphone') {
    // An SDK that opened a microphone of its own beside the one the site handed it, and never
    // lets go of it (the site stops the track it handed over itself, so that one cannot leak).
    await page.evaluate(async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      Object.assign(window, { __leakedMicrophone: stream });
    });
  }
  if (mode !== 'no-call-start') await standIn.emit('call-start');
  if (mode !== 'silent') {
    await standIn.emit('speech-start');
    await standIn.emit('volume-level', mode === 'inaudible' ? 0 : 0.6);
  }
  if (mode === 'csp-violation') {
    await page.evaluate((url) => fetch(url, { method: 'POST' }).catch(() => {}), SENTRY_ENVELOPE);
  }
  if (mode !== 'silent' && mode !== 'no-transcript') {
    await standIn.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Grüezi, hier ist Clara. Wie kann ich helfen?',
    });
  }
  if (mode === 'ok' || mode === 'csp-violation') return;
  await page
    .getByRole('region', { name: /^Sprechen Sie mit / })
    .getByRole('status')
    .filter({ hasText: /^Verbunden$/ })
    .waitFor({ timeout: 0 });
  if (mode === 'keeps-microphone') {
    await page.waitForFunction(
      () => {
        const leaked = (window as { __leakedMicrophone?: MediaStream }).__leakedMicrophone;
        const live = window.__tracks.filter((track) => track.readyState === 'live');
        return live.length === 1 && leaked?.getAudioTracks()[0] === live[0];
      },
      null,
      { timeout: 0 },
    );
  }
  await page.evaluate(() => (window.__standInQuiet = true));
}
