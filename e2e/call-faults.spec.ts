import type { Page } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { FullCallPage } from './pages/full-call.page';
import { countToasts } from './shown-toasts';
import { answerCallBundle } from './voice/daily-bundle';
import {
  expectMicrophoneReleased,
  instrumentMicrophone,
  microphoneTracks,
} from './voice/microphone';
import { installVapiStandIn, type VapiStandIn } from './voice/vapi-stand-in';

type Refusal = 403 | 500;

/** What the voice API says when it refuses a web call. */
const API_MESSAGES: Record<Refusal, string> = {
  403: 'Forbidden resource',
  500: 'Internal server error',
};

/** The voice API refuses the web call (`POST /call/web`) with this status. */
const refusedWebCall = (status: Refusal) =>
  http.post(`${demoEnv.VITE_VAPI_API_URL}/call/web`, () =>
    HttpResponse.json({ message: API_MESSAGES[status], statusCode: status }, { status }),
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

type Fault = 'network drop' | 'microphone revoked';

/** One call surface: how to open it, start and see it connected, and how it looks when ready. */
interface Surface {
  name: string;
  /** Opens the surface and presses start. */
  start(page: Page): Promise<void>;
  /** Waits until the call shows as connected. */
  expectConnected(page: Page): Promise<void>;
  /** Asserts the surface is ready for the next call (literal texts). */
  expectReady(page: Page): Promise<void>;
  /** The toast (title, description) for a refused web call, a network drop, a revoked mic. */
  toasts: Record<Fault, readonly [string, string]> & {
    refused(status: Refusal): readonly [string, string];
  };
}

const AGENT_PAGE: Surface = {
  name: 'agent page /clara-agent',
  async start(page) {
    const call = new AgentCallPage(page, 'Clara');
    await call.open('/clara-agent');
    await call.start.click();
  },
  async expectConnected(page) {
    await expect(new AgentCallPage(page, 'Clara').connection).toHaveText('Verbunden');
  },
  async expectReady(page) {
    const call = new AgentCallPage(page, 'Clara');
    await expect(call.connection).toHaveText('Nicht verbunden');
    await expect(call.start).toHaveText('Anruf starten');
    await expect(call.start).toBeEnabled();
  },
  toasts: {
    refused: () => ['Fehler', 'Anruf konnte nicht gestartet werden.'],
    'network drop': ['Verbindungsfehler', 'Es gab ein Problem bei der Verbindung zu Clara.'],
    // Agent pages know one failure toast besides the connection error (spec section 8).
    'microphone revoked': ['Fehler', 'Anruf konnte nicht gestartet werden.'],
  },
};

/** Every toast the page has shown but the success toasts a start shows, as text. */
const errorToasts = (page: Page) =>
  page.evaluate(() =>
    window.__toastsShown.filter(
      (text) => !/^(Sichere Verbindung|Verbindung hergestellt|Anruf gestartet)/.test(text),
    ),
  );

/** Waits for the toast and that it is the only failure shown; the UI is ready, no mic is live. */
async function expectCleanEnd(
  page: Page,
  surface: Surface,
  [title, description]: readonly [string, string],
) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast.filter({ hasText: description })).toBeVisible({ timeout: 30_000 });
  await surface.expectReady(page);
  await expectMicrophoneReleased(page);
  expect((await microphoneTracks(page)).live).toBe(0);
  expect(await errorToasts(page)).toEqual([`${title}${description}`]);
}

/**
 * The faults at the real SDK's boundary, on the agent page. The widget and /full show the same
 * machine states; their screens are proven per surface by the call's view replays
 * (`*.view.test.tsx`), and `/full`'s own cancel below.
 */
test.describe('call faults end cleanly (production build, vapi driver)', () => {
  test.use({ permissions: ['microphone'] });
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await instrumentMicrophone(page);
    await countToasts(page);
  });

  test.describe('the voice API refuses the web call (the real SDK)', () => {
    // The browser logs the refused request.
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    for (const surface of [AGENT_PAGE]) {
      for (const status of [403, 500] as Refusal[]) {
        test(`${surface.name}: ${status} from POST /call/web`, async ({ page, network }) => {
          network.use(refusedWebCall(status));
          // Never reached (the web call fails first); a machine with internet stays offline.
          await answerCallBundle(page, 'abort');
          await surface.start(page);
          await expectCleanEnd(page, surface, surface.toasts.refused(status));
        });
      }
    }
  });

  test.describe('mid-call (the SDK stand-in)', () => {
    /** Starts a call on the surface and connects it as the SDK would. */
    async function connect(page: Page, surface: Surface, vapi: VapiStandIn) {
      await vapi.releaseSdk('ok');
      await surface.start(page);
      await expect.poll(() => vapi.hasPendingStart(), { timeout: 20_000 }).toBe(true);
      await vapi.settleStart('ok');
      await vapi.emit('call-start');
      await surface.expectConnected(page);
      // One microphone: the permission check's track, handed to the SDK as the call's own.
      expect(await microphoneTracks(page)).toMatchObject({ live: 1, maxLive: 1 });
      expect(await vapi.handedTracks()).toContain(true);
    }

    for (const surface of [AGENT_PAGE]) {
      test(`${surface.name}: a network drop mid-call`, async ({ page }) => {
        const vapi = await installVapiStandIn(page);
        await connect(page, surface, vapi);
        await vapi.emit('error', NETWORK_DROP as never);
        await expectCleanEnd(page, surface, surface.toasts['network drop']);
      });

      test(`${surface.name}: the microphone revoked mid-call`, async ({ page }) => {
        const vapi = await installVapiStandIn(page);
        await connect(page, surface, vapi);
        await vapi.revokeMicrophone();
        await expectCleanEnd(page, surface, surface.toasts['microphone revoked']);
        expect((await vapi.state()).stops).toBeGreaterThanOrEqual(1);
      });
    }
  });

  test('/full: a second press while connecting cancels; the status waits for the end', async ({
    page,
  }) => {
    const vapi = await installVapiStandIn(page);
    await vapi.releaseSdk('ok');
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.mic).toBeEnabled();
    await screen.mic.click();
    await expect(screen.status).toHaveText('Verbindung wird hergestellt...');
    await expect.poll(() => vapi.hasPendingStart(), { timeout: 20_000 }).toBe(true);
    expect((await microphoneTracks(page)).live).toBe(1);
    await expect(screen.mic).toBeEnabled();
    await screen.mic.click();
    // The microphone goes at once and the SDK's pending call is destroyed, not awaited.
    await expectMicrophoneReleased(page);
    expect((await vapi.state()).stops).toBe(1);
    expect(await vapi.hasPendingStart()).toBe(true);
    await expect(screen.status).toHaveText('Verbindung wird hergestellt...');
    // The destroyed join fails, as daily-js's does: the call has ended.
    await vapi.settleStart({ type: 'daily-call-join-error', message: 'Call object destroyed' });
    await expect(screen.status).toHaveText('Klicken Sie auf das Mikrofon, um zu sprechen');
    await expect(screen.mic).toBeEnabled();
    expect(await errorToasts(page)).toEqual([]);
    expect(await page.evaluate(() => window.__toastsShown)).toEqual(['Sichere Verbindung']);
    expect(await microphoneTracks(page)).toMatchObject({ live: 0, maxLive: 1 });
  });
});
