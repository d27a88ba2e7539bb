import type { Page } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { AgentCallPage } from './pages/agent-call.page';
import { countToasts } from './shown-toasts';
import { answerCallBundle } from './voice/daily-bundle';
import { expect, expectMicrophoneReleased, microphoneTracks, test } from './voice/microphone';
import { installVapiStandIn } from './voice/vapi-stand-in';

/**
 * The voice API refuses the web call (`POST /call/web`). Any status takes one path: the SDK's
 * HTTP client throws on a response that is not ok, whatever its status, and the app reads a
 * start failure from its message (a 401 on the widget: voice.spec.ts).
 */
const refusedWebCall = http.post(`${demoEnv.VITE_VAPI_API_URL}/call/web`, () =>
  HttpResponse.json({ message: 'Forbidden resource', statusCode: 403 }, { status: 403 }),
);

/** daily-js's fatal error when the network dropped and did not come back, as the SDK reports it. */
const NETWORK_DROP = {
  type: 'daily-error',
  error: {
    action: 'error',
    errorMsg: 'network connection lost',
    error: { type: 'connection-error', msg: 'network connection lost' },
  },
};

const clara = (page: Page) => new AgentCallPage(page, 'Clara');

/** Every toast the page has shown but the success toasts a start shows, as text. */
const errorToasts = (page: Page) =>
  page.evaluate(() =>
    window.__toastsShown.filter(
      (text) => !/^(Sichere Verbindung|Verbindung hergestellt|Anruf gestartet)/.test(text),
    ),
  );

/**
 * Waits for the toast and that it is the only failure shown; Clara's page is ready for the next
 * call, no microphone is live.
 */
async function expectCleanEnd(page: Page, title: string, description: string) {
  const call = clara(page);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast.filter({ hasText: description })).toBeVisible({ timeout: 30_000 });
  await expect(call.connection).toHaveText('Nicht verbunden');
  // What is shown: the button also holds its hidden 'Verbinde...' (docs/start-up.md).
  await expect(call.start).toHaveText('Anruf starten', { useInnerText: true });
  await expect(call.start).toBeEnabled();
  await expectMicrophoneReleased(page);
  expect(await errorToasts(page)).toEqual([`${title}${description}`]);
}

/**
 * The faults at the real SDK's boundary, on the agent page. The widget and /full show the same
 * machine states; their screens are proven per surface by the call's view replay
 * (`call-surfaces.view.test.tsx`), a cancel while connecting too (its status, the button, no
 * toast); the microphone released at once then: call-actors.node.test.ts; the SDK's pending call
 * destroyed before its start settles: vapi-driver.test.ts. A microphone revoked mid-call:
 * the driver's `input-ended` (driver-contract.test.ts), the call's end on it
 * (call-microphone.demo.spec.ts, the default microphone ending).
 */
test.describe('call faults end cleanly (production build, vapi driver)', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await countToasts(page);
  });

  test.describe('the voice API refuses the web call (the real SDK)', () => {
    // The browser logs the refused request.
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test('agent page: 403 from POST /call/web', async ({ page, network }) => {
      network.use(refusedWebCall);
      // Never reached (the web call fails first); a machine with internet stays offline.
      await answerCallBundle(page, 'abort');
      await clara(page).open('/clara-agent');
      await clara(page).start.click();
      await expectCleanEnd(page, 'Fehler', 'Anruf konnte nicht gestartet werden.');
    });
  });

  test('agent page: a network drop mid-call (the SDK stand-in), on the one microphone handed over', async ({
    page,
  }) => {
    const vapi = await installVapiStandIn(page);
    await clara(page).openConnectedOver(vapi, '/clara-agent');
    // One microphone: the permission check's track, handed to the SDK as the call's own.
    expect(await microphoneTracks(page)).toMatchObject({ live: 1, maxLive: 1 });
    expect(await vapi.handedTracks()).toContain(true);
    await vapi.emit('error', NETWORK_DROP as never);
    await expectCleanEnd(
      page,
      'Verbindungsfehler',
      'Es gab ein Problem bei der Verbindung zu Clara.',
    );
  });
});
