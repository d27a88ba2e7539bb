import { AgentCallPage } from './pages/agent-call.page';
import { VoiceWidgetPage } from './pages/voice-widget.page';
import {
  answerCallBundle,
  callBundleRuns,
  joinSent,
  recordCspViolations,
  webCallToStandInRoom,
} from './voice/daily-bundle';
import { expect, expectMicrophoneReleased, microphoneTracks, test } from './voice/microphone';

/**
 * A real call under the production CSP, as a static host serves it (`dist/_headers`): the voice
 * API and Daily's CDN are answered locally, everything else of the SDK runs as in production.
 * The policy's directives, rule by rule (Daily's one call-machine file of the installed
 * daily-js, not its whole CDN): src/build/security-headers.node.test.ts; served on every
 * answer: security.spec.ts.
 */
test.describe('the call bundle under the served Content-Security-Policy', () => {
  // A start loads the SDK chunk, asks for the microphone and creates the call: slow on a busy CI.
  test.describe.configure({ timeout: 90_000 });
  const slow = { timeout: 30_000 };

  test('Daily’s call bundle loads as a script and runs; nothing is refused', async ({
    page,
    network,
  }) => {
    network.use(webCallToStandInRoom);
    const violations = await recordCspViolations(page);
    const requested = await answerCallBundle(page, 'standIn');
    const widget = await VoiceWidgetPage.startCall(page);
    await expect(widget.status).toHaveText('Verbinde...', slow);
    await expect.poll(() => callBundleRuns(page), slow).toBe(1);
    expect(requested).toHaveLength(1);
    // The script tag, not a fetch and Function() (which the CSP would refuse and Daily retry).
    expect(
      await page.evaluate(() =>
        [...document.scripts].some((s) => s.src.startsWith('https://c.daily.co/call-machine/')),
      ),
    ).toBe(true);
    // daily-js goes on with the join after the bundle ran: what it asks for on the way counts.
    await expect.poll(() => joinSent(page), slow).toBe(true);
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
  });

  test.describe('when the bundle cannot be had', () => {
    // The browser logs the failed bundle requests and the refused report to daily-js's Sentry.
    test.use({ allowConsoleErrors: /Failed to load resource|ingest\.sentry\.io/ });

    /** The only refusal allowed: daily-js reporting the failure to its Sentry (decision 0010). */
    const onlySentryRefused = async (events: { directive: string; blocked: string }[]) => {
      for (const event of events) {
        expect(event.directive).toBe('connect-src');
        expect(new URL(event.blocked).hostname).toMatch(/\.ingest\.sentry\.io$/);
      }
    };

    test('a 404 ends in the widget’s provider error; ready again, no microphone live', async ({
      page,
      network,
    }) => {
      network.use(webCallToStandInRoom);
      const violations = await recordCspViolations(page);
      const requested = await answerCallBundle(page, 'notFound');
      const widget = await VoiceWidgetPage.startCall(page);
      await expect(widget.toast('Fehler')).toContainText(
        'Verbindungsfehler aufgetreten. Bitte versuchen Sie es erneut.',
        slow,
      );
      await expect(widget.status).toHaveText('Bereit');
      await expectMicrophoneReleased(page);
      expect(requested).toHaveLength(3); // daily-js tries three times
      expect(await callBundleRuns(page)).toBe(0);
      // daily-js reports the failed load to its Sentry; the CSP refuses that, and only that.
      await expect.poll(async () => (await violations.events()).length, slow).toBeGreaterThan(0);
      await onlySentryRefused(await violations.events());
    });

    test('a refused connection ends in the agent page’s connection error; no microphone live', async ({
      page,
      network,
    }) => {
      network.use(webCallToStandInRoom);
      const violations = await recordCspViolations(page);
      await answerCallBundle(page, 'abort');
      const call = new AgentCallPage(page, 'Clara');
      await call.open('/clara-agent');
      await call.start.click();
      await expect(call.toast('Verbindungsfehler')).toBeVisible(slow);
      await expect(page.getByText('Es gab ein Problem bei der Verbindung zu Clara.')).toBeVisible();
      await expect(call.connection).toHaveText('Nicht verbunden');
      await expect(call.start).toHaveAccessibleName('Anruf starten');
      await expectMicrophoneReleased(page);
      await onlySentryRefused(await violations.events());
    });

    test('a bundle that never arrives: the start is given up with the widget’s connection error', async ({
      page,
      network,
    }) => {
      network.use(webCallToStandInRoom);
      await page.clock.install();
      const requested = await answerCallBundle(page, 'hold');
      const widget = await VoiceWidgetPage.startCall(page);
      await expect.poll(() => requested.length, slow).toBe(1);
      // daily-js would try three times, 20 s each and 3 s apart; the call gives up first (its
      // connect timeout): the spec's other widget start failure, 'Verbindungsfehler'.
      await page.clock.runFor(25_000);
      // In German: the connection could not be made (never the timeout's technical message).
      await expect(widget.toast('Verbindungsfehler')).toContainText(
        'Die Verbindung konnte nicht hergestellt werden.',
        slow,
      );
      await expect(widget.status).toHaveText('Bereit');
      await expectMicrophoneReleased(page);
      // Daily's own attempts running out later change nothing.
      await page.clock.runFor(45_000);
      await expect(widget.status).toHaveText('Bereit');
      await expect(
        page.getByText('Verbindungsfehler aufgetreten. Bitte versuchen Sie es erneut.'),
      ).toHaveCount(0);
      expect((await microphoneTracks(page)).live).toBe(0);
    });
  });
});
