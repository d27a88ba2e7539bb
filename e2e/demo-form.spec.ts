import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { DemoFormPage } from './pages/demo-form.page';

const webhook = demoEnv.VITE_DEMO_WEBHOOK_URL;

/** The request id a demo request carries: a random UUID per request. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Records the bodies the webhook receives. */
function recordingWebhook() {
  const bodies: unknown[] = [];
  const handler = http.post(webhook, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ ok: true });
  });
  return { bodies, handler };
}

test.describe('demo request form', () => {
  // Each state's screen: the form's view replay in Chromium; typed before the app woke:
  // start-up.spec.ts. Swiss hosting: sending talks to the webhook only, sets no cookie.
  test('filled and sent with the keyboard: the cleaned request goes to the webhook, and to nobody else', async ({
    page,
    context,
    network,
    baseURL,
  }) => {
    const webhookRecorder = recordingWebhook();
    network.use(webhookRecorder.handler);
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    const form = new DemoFormPage(page);
    await form.open();
    await form.fill('name', '  Anna <Müller> ');
    await form.fill('name', 'Anna Müller');
    // The rest with the keyboard alone: Tab to the next field, typed, Enter on the button sends.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Anna.Mueller@Example.CH');
    await page.keyboard.press('Tab');
    await page.keyboard.type('  Hallo <Team>, bitte um Rückruf.  ');
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => webhookRecorder.bodies)
      .toEqual([
        {
          name: 'Anna Müller',
          email: 'anna.mueller@example.ch',
          message: 'Hallo Team, bitte um Rückruf.',
          requestId: expect.stringMatching(UUID),
        },
      ]);
    expect([...origins].sort()).toEqual([new URL(baseURL!).origin, new URL(webhook).origin].sort());
    expect(await context.cookies()).toEqual([]);
  });

  // Every input rule in the built form: input-rules.spec.ts; a double click: the machine's test.

  test.describe('when sending fails', () => {
    test.use({ allowConsoleErrors: /Demo-Anfrage fehlgeschlagen|Failed to load resource/ });

    // A retry of the same request keeps its id, a changed one gets a new one: the machine's
    // test ('a retry of the same content sends the same id; new content gets a new one').
    test('the webhook answers 500: error toast, failure logged, the form can send again', async ({
      page,
      network,
    }) => {
      let answers = 0;
      network.use(
        http.post(webhook, () => {
          answers += 1;
          return HttpResponse.json({}, { status: 500 });
        }),
      );
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const form = new DemoFormPage(page);
      await form.open();
      await form.fillValid();
      await form.submit.click();
      await expect.poll(() => answers).toBe(1);
      await expect(form.toast('Fehler beim Senden').first()).toBeVisible();
      await expect(form.submit).toHaveText('Testversion anfragen');
      await expect(form.submit).toBeEnabled();
      await expect
        .poll(() => errors.some((line) => line.includes('Demo-Anfrage fehlgeschlagen')))
        .toBe(true);
    });
  });
});
