import { voiceFailures } from '../src/mocks/voice.handlers';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { FullCallPage } from './pages/full-call.page';
import { VoiceWidgetPage } from './pages/voice-widget.page';
import { expectMicrophoneReleased, test as micTest } from './voice/microphone';
import { answerCallBundle } from './voice/daily-bundle';
import { installVapiStandIn } from './voice/vapi-stand-in';
import { demoAgents, tryAgent } from './voice/agents';

const isVoiceCode = (url: string) => /\/assets\/(vapi|widget-panel)-[\w-]+\.js$/.test(url);
const DIALOG_CODE = /\/assets\/agent-dialog\.view-[\w-]+\.js$/;

test.describe('voice pages in the production build', () => {
  test('the agents overview and the agent pages are prerendered; /full and /vapi-agent are not indexed', async ({
    request,
    page,
  }) => {
    const overview = await (await request.get('/agents')).text();
    expect(overview).toContain('<title>KI-Assistenten live testen | Helvox</title>');
    for (const agent of demoAgents) expect(overview).toContain(agent.name);
    expect(overview).toContain(
      'Demo-Version: Termine und Buchungen werden nur simuliert, es werden keine echten Termine vergeben.',
    );
    for (const agent of demoAgents) {
      const html = await (await request.get(agent.route)).text();
      expect(html).toContain(`Sprechen Sie mit ${agent.name}`);
      expect(html).toContain(agent.badge);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:5173${agent.route}"`);
    }
    const landing = await (await request.get('/')).text();
    expect(landing).toContain('aria-label="Sprach-Assistent öffnen"');

    // /full's noindex: build-output.spec.ts.
    await page.goto('/vapi-agent');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sprechen Sie mit Helvox Assistent',
    );
  });

  test('the widget loads no voice code before the visitor reaches for it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const widget = new VoiceWidgetPage(page);
    await widget.goto();
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isVoiceCode)).toEqual([]);
    await widget.button.hover();
    await expect.poll(() => requested.filter(isVoiceCode).length).toBe(2);
  });

  // A changed context value reaches every part of the page React has not hydrated, and React
  // renders such a part anew: the static islands (never hydrated) lost their server HTML at the
  // widget's first press and were gone until their code came (~0.5 s at 4× CPU).
  test('opening the widget keeps the page as it was served: no section rendered anew, no island’s code fetched for it', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const widget = new VoiceWidgetPage(page);
    await widget.goto();
    const served = ['#about', 'footer', '#demo form', '#faq [data-part="root"]'];
    await page.evaluate((selectors) => {
      for (const selector of selectors)
        (document.querySelector(selector) as Element & { served?: true }).served = true;
    }, served);
    await widget.open();
    await expect(widget.mic).toBeVisible();
    const kept = await page.evaluate(
      (selectors) =>
        selectors.filter(
          (selector) => (document.querySelector(selector) as { served?: true } | null)?.served,
        ),
      served,
    );
    expect(kept).toEqual(served);
    expect(requested.filter((url) => /\/assets\/(static-sections|footer)-/.test(url))).toEqual([]);
  });

  test('the dialog’s code loads on the first intent to test, not with the page', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const dialogCode = () => requested.filter((url) => DIALOG_CODE.test(url));
    await page.goto('/agents');
    await page.waitForLoadState('networkidle');
    expect(dialogCode()).toEqual([]);
    expect(requested.filter(isVoiceCode)).toEqual([]);
    const triggers = page.getByRole('button', { name: 'Jetzt testen' });
    await expect(triggers.first()).toHaveAttribute('aria-haspopup', 'dialog');
    await triggers.first().focus();
    await expect.poll(() => dialogCode().length).toBe(1);
    await triggers.nth(2).hover();
    await triggers.nth(2).click();
    await expect(page.getByRole('dialog', { name: 'Sprechen Sie mit Mia' })).toBeVisible();
    // The open modal hides the page from assistive technology: look behind it.
    await expect(
      page.getByRole('button', { name: 'Jetzt testen', includeHidden: true }).nth(2),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(dialogCode()).toHaveLength(1);
  });

  test.describe('the agents dialog offline', () => {
    test.use({ allowConsoleErrors: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/ });
    test('if the dialog’s code cannot load: the agent’s connection error, and the next press opens it', async ({
      page,
    }) => {
      let refuse = true;
      await page.route(DIALOG_CODE, (route) =>
        refuse ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto('/agents');
      const trigger = tryAgent(page, 'Mia');
      await trigger.click();
      const call = new AgentCallPage(page, 'Mia');
      await expect(call.toast('Verbindungsfehler')).toBeVisible();
      await expect(page.getByText('Es gab ein Problem bei der Verbindung zu Mia.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      refuse = false;
      await trigger.click();
      await expect(page.getByRole('dialog', { name: 'Sprechen Sie mit Mia' })).toBeVisible();
    });
  });

  test('/full keeps the microphone button disabled and its layout until the SDK is ready (the status line has its room before)', async ({
    page,
  }) => {
    // A phone's width (Lighthouse's mobile viewport): there the ready line takes two lines.
    await page.setViewportSize({ width: 412, height: 823 });
    const vapi = await installVapiStandIn(page);
    const screen = new FullCallPage(page);
    await screen.goto();
    await expect(screen.status).toHaveText('SDK wird initialisiert...');
    // The texts before and after ('SDK wird initialisiert...', 'Initialisiere...', 'SDK lädt...',
    // then the ready line and 'Sichere Verbindung'): call-surfaces.view.test.tsx and its replay.
    await expect(screen.mic).toBeDisabled();
    // Where each part is: the status line, the two lights and what follows them.
    const parts = [
      screen.mic,
      screen.status,
      screen.lights.getByRole('listitem').first(),
      screen.lights.getByRole('listitem').last(),
      screen.main.getByText(
        'Ihr Gespräch wird zur Verarbeitung an unseren Sprachdienst übertragen',
      ),
    ];
    const box = () => Promise.all(parts.map((part) => part.boundingBox()));
    const before = await box();
    await vapi.releaseSdk('ok');
    await expect(screen.status).toHaveText('Klicken Sie auf das Mikrofon, um zu sprechen');
    await expect(screen.main.getByText('Sichere Verbindung')).toBeVisible();
    await expect(screen.mic).toBeEnabled();
    expect((await vapi.state()).instances).toBe(1);
    expect(await box()).toEqual(before);
  });
});

micTest.describe('the real voice SDK against the local stand-in of the voice API', () => {
  micTest.use({
    // The browser logs the failed requests (the call bundle, refused below; the
    // 401), and daily-js's error report to Sentry, which the Content-Security-Policy blocks.
    allowConsoleErrors: /Failed to load resource|ingest\.sentry\.io/,
  });

  micTest.beforeEach(async ({ page }) => {
    // Daily's CDN refuses the call bundle, here and on a machine with internet alike (without
    // an answer, a machine whose DNS hangs would wait for daily-js's 20 s per attempt).
    await answerCallBundle(page, 'abort');
  });

  micTest(
    '/full readies the real SDK without creating a WebGL context (daily-js probes when asked)',
    async ({ page }) => {
      // daily-js's module probes WebGL 2 for video effects as it is evaluated; the build defers
      // that probe (src/build/daily-probe.plugin.ts): it was half of the SDK's evaluation.
      await page.addInitScript(() => {
        const probes: string[] = [];
        (window as { __webglProbes?: string[] }).__webglProbes = probes;
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          ...args: Parameters<typeof getContext>
        ) {
          if (String(args[0]).startsWith('webgl')) probes.push(String(args[0]));
          return getContext.apply(this, args);
        } as typeof getContext;
      });
      const screen = new FullCallPage(page);
      await screen.goto();
      // Ready: the button is enabled (the ready screen and its toast: the view replay).
      await expect(screen.mic).toBeEnabled();
      expect(
        await page.evaluate(() => (window as { __webglProbes?: string[] }).__webglProbes),
      ).toEqual([]);
    },
  );

  // A call bundle that cannot be had ends in the widget's provider error ('Fehler',
  // 'Verbindungsfehler aufgetreten. Bitte versuchen Sie es erneut.'): call-csp.spec.ts.

  // The agent page's start failure on a refused web call ('Fehler', 'Anruf konnte nicht gestartet
  // werden.'): call-faults.spec.ts (a 403).
  micTest(
    'a refused key (401) ends in the widget’s start failure with the provider’s message',
    async ({ page, network }) => {
      network.use(voiceFailures.unauthorized);
      const widget = await VoiceWidgetPage.startCall(page);
      // The spec's other start failure: 'Verbindungsfehler' with the provider's message.
      const toast = widget.toast('Verbindungsfehler');
      await expect(toast).toContainText('Invalid Key');
      await expect(widget.status).toHaveText('Bereit');
      await expectMicrophoneReleased(page);
    },
  );
});
