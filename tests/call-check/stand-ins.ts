import type { Page } from '@playwright/test';

/**
 * Stand-ins for the voice service, for the call checker's own tests (`CALL_CHECK_PRELOAD`).
 * `CALL_CHECK_STAND_IN` picks the provider's behaviour:
 * - `ok`: a scripted SDK that joins, speaks, sends a transcript line and ends on hang-up, taking
 *   (and on stop releasing) the microphone as Daily does;
 * - `silent`: it joins but the assistant never speaks;
 * - `keeps-microphone`: as `ok`, but its microphone track stays live after the call;
 * - `unauthorized`: the real SDK, and the voice API refuses the key (401).
 */
export async function prepare(page: Page) {
  const mode = process.env.CALL_CHECK_STAND_IN ?? 'ok';
  if (mode === 'unauthorized') {
    await page.route(/\/call\/web$/, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Invalid Key.', error: 'Unauthorized', statusCode: 401 }),
      }),
    );
    return;
  }
  await page.route(/\/assets\/vapi-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: scriptedSdk(mode),
    }),
  );
}

/** The SDK's surface as the site's driver uses it, playing one short call by itself. */
function scriptedSdk(mode: string) {
  return `
const mode = ${JSON.stringify(mode)};
const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export default class Vapi {
  constructor() { this.listeners = new Map(); this.stream = null; }
  on(event, listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event, ...args) { for (const listener of this.listeners.get(event) ?? []) listener(...args); }
  async start() {
    this.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    void this.play();
    return { id: 'stand-in-call' };
  }
  async play() {
    await later(200);
    this.emit('call-start');
    if (mode === 'silent') return;
    await later(200);
    this.emit('speech-start');
    this.emit('volume-level', 0.6);
    this.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final',
      transcript: 'Grüezi, hier ist Clara. Wie kann ich helfen?' });
  }
  async stop() {
    if (mode !== 'keeps-microphone') this.stream?.getTracks().forEach((track) => track.stop());
    this.emit('call-end');
  }
  setMuted() {}
}
`;
}
