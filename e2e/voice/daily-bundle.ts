import type { Page, Route } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { demoEnv } from '../../src/config/demo-env';

/** Where daily-js loads its call machine from (`avoidEval`: as a `<script>`), any version. */
export const CALL_BUNDLE_URL =
  /^https:\/\/c\.daily\.co\/call-machine\/versioned\/\d+\.\d+\.\d+\/static\/call-machine-object-bundle\.js$/;

/** A Daily room as the voice API hands it out: the call joins it after loading the bundle. */
export const STAND_IN_ROOM_URL = 'https://helvox-stand-in.daily.co/stand-in-room';

/**
 * The voice API's web-call creation answered locally with a joinable-looking Daily room (the
 * shared handler answers an unjoinable `.invalid` one). Pass it to `network.use()`.
 */
export const webCallToStandInRoom = http.post(`${demoEnv.VITE_VAPI_API_URL}/call/web`, () =>
  HttpResponse.json(
    {
      id: 'stand-in-call',
      type: 'webCall',
      status: 'queued',
      webCallUrl: STAND_IN_ROOM_URL,
      transport: { provider: 'daily', callUrl: STAND_IN_ROOM_URL },
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: '11labs' } },
    },
    { status: 201 },
  ),
);

/**
 * Stands in for Daily's call machine: it only proves that it ran (a script the page's CSP let
 * through) and defines nothing daily-js would call synchronously, so daily-js goes on to send
 * its join message (posted to the page's window), which it records and leaves unanswered (the
 * call stays connecting).
 */
const STAND_IN_BUNDLE = `window.__callBundleRuns = (window.__callBundleRuns || 0) + 1;
window.addEventListener('message', (event) => {
  if (event.data && event.data.action === 'join-meeting') window.__joinSent = true;
});`;

export type BundleAnswer = 'standIn' | 'notFound' | 'abort' | 'hold';

/** Answers every request for the call bundle as told; returns the URLs requested. */
export async function answerCallBundle(page: Page, answer: BundleAnswer): Promise<string[]> {
  const requested: string[] = [];
  await page.route(CALL_BUNDLE_URL, async (route: Route) => {
    requested.push(route.request().url());
    if (answer === 'standIn')
      await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: STAND_IN_BUNDLE });
    else if (answer === 'notFound') await route.fulfill({ status: 404, body: 'Not Found' });
    else if (answer === 'abort') await route.abort('connectionrefused');
    // 'hold': never answered; daily-js's own load timeout has to end the attempt.
  });
  return requested;
}

/** Whether daily-js sent the stand-in call machine its join message. */
export const joinSent = (page: Page) =>
  page.evaluate(() => (window as { __joinSent?: boolean }).__joinSent === true);

/** How often the stand-in bundle ran on this page. */
export const callBundleRuns = (page: Page) =>
  page.evaluate(() => (window as { __callBundleRuns?: number }).__callBundleRuns ?? 0);

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every `securitypolicyviolation` of the page, from before its first script. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as { __cspViolations?: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return {
    /** The violation events so far. */
    events: () =>
      page.evaluate(() => (window as { __cspViolations?: Violation[] }).__cspViolations ?? []),
    /** The console's CSP messages so far. */
    console,
  };
}
