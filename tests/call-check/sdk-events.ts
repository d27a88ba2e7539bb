import type { Page, Route } from '@playwright/test';

/** What the voice SDK emitted on the page, as the check reads it. */
export interface SdkEvents {
  /** The SDK module loaded and its `emit` is observed. */
  hooked: boolean;
  /** Every event the SDK emitted except `volume-level`, in order (`message`: with its type). */
  events: string[];
  /** The loudest `volume-level` the SDK reported (0…1). */
  loudest: number;
}

declare global {
  interface Window {
    __callCheckSdk?: SdkEvents;
  }
}

/**
 * The SDK's chunk as Vite names it (`vapi-` and an 8-character hash; not `vapi-agent-…`, the
 * /vapi-agent route), and the same chunk under the marker this module loads it by.
 */
const SDK_CHUNK = /\/assets\/vapi-[\w-]{8}\.js(\?call-check=sdk)?$/;
const MARKER = '?call-check=sdk';

/**
 * Wraps the SDK's module: it loads the real one (under the marker) and records the events the
 * `Vapi` client emits by hooking its prototype's `emit`, before any listener of the site runs.
 * The exports stay the same objects, so the site's driver constructs the real client.
 */
const wrapper = (sdkUrl: string) => `
import * as sdk from ${JSON.stringify(sdkUrl)};
export * from ${JSON.stringify(sdkUrl)};
export default sdk.default;
const seen = window.__callCheckSdk;
const Vapi = [sdk.default?.default, sdk.default].find((c) => typeof c === 'function');
const emit = Vapi?.prototype?.emit;
if (seen && typeof emit === 'function') {
  Vapi.prototype.emit = function (event, ...args) {
    if (event === 'volume-level') seen.loudest = Math.max(seen.loudest, Number(args[0]) || 0);
    else seen.events.push(event === 'message' ? 'message:' + String(args[0]?.type) : event);
    return emit.call(this, event, ...args);
  };
  seen.hooked = true;
}
`;

/**
 * Observes the voice SDK's own events on the page (call-start, speech-start, volume-level,
 * transcript messages): the site's status line also turns 'Verbunden' on speech or a transcript
 * alone (agent pages), so only the SDK's `call-start` proves that the service is listening.
 * Nothing of the site changes: the SDK chunk is served through a small wrapper module. Register
 * it after any other route for that chunk (stand-ins): the real chunk is requested again under
 * a marker, and that request falls back to the earlier routes, or the network, unmarked.
 */
export async function observeSdkEvents(page: Page) {
  await page.addInitScript(() => {
    window.__callCheckSdk = { hooked: false, events: [], loudest: 0 };
  });
  await page.route(SDK_CHUNK, async (route: Route) => {
    const url = route.request().url();
    if (url.endsWith(MARKER)) await route.fallback({ url: url.slice(0, -MARKER.length) });
    else
      await route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: wrapper(new URL(url).pathname + MARKER),
      });
  });
  return {
    /** What the SDK emitted so far. */
    read: () =>
      page.evaluate(
        () => window.__callCheckSdk ?? { hooked: false, events: [] as string[], loudest: 0 },
      ),
  };
}
