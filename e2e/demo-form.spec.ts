import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { demoRequestFailures } from '../src/mocks/demo-request.handlers';
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
  // 'Wird gesendet...', the success toast, the emptied form and the counter: the form's view
  // replay in Chromium (src/features/demo-form/demo-form.view.test.tsx, tests/expected/).
  test('sends the cleaned request to the webhook', async ({ page, network }) => {
    const webhookRecorder = recordingWebhook();
    network.use(webhookRecorder.handler);
    const form = new DemoFormPage(page);
    await form.open();
    await form.fill('name', '  Anna <Müller> ');
    await form.fill('name', 'Anna Müller');
    await form.fill('email', 'Anna.Mueller@Example.CH');
    await form.fill('message', '  Hallo <Team>, bitte um Rückruf.  ');
    await form.submit.click();
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
  });

  // The messages while typing and on submit, 'Eingabefehler' and the disabled button: the form's
  // view replay in Chromium; every rule of the table, past-maximum rows included, in the built
  // form (e2e/input-rules.spec.ts).
  test('a paste past the maximum keeps what fits and says so; what was kept is sent', async ({
    page,
    context,
    network,
  }) => {
    const webhookRecorder = recordingWebhook();
    network.use(webhookRecorder.handler);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const form = new DemoFormPage(page);
    await form.open();
    await form.fill('name', 'Anna Müller');
    await form.fill('email', 'anna@example.ch');
    await form.fill('message', 'x'.repeat(995));
    // A real paste (the clipboard, Ctrl+V) of 10 characters at the end of 995.
    await page.evaluate(() => navigator.clipboard.writeText('0123456789'));
    await form.field('message').press('End');
    await form.field('message').press('ControlOrMeta+V');
    await expect(form.field('message')).toHaveValue(`${'x'.repeat(995)}01234`);
    expect((await form.readField('message')).note).toBe(
      'Nachricht darf maximal 1000 Zeichen lang sein',
    );
    await expect(page.getByText('1000/1000 Zeichen', { exact: true })).toBeVisible();
    // The note is no error: what was kept can be sent as it is.
    await expect(form.submit).toBeEnabled();
    await form.submit.click();
    await expect
      .poll(() => webhookRecorder.bodies)
      .toEqual([expect.objectContaining({ message: `${'x'.repeat(995)}01234` })]);
  });

  test('keeps what was typed before the app took over the prerendered page', async ({
    page,
    network,
  }) => {
    const webhookRecorder = recordingWebhook();
    network.use(webhookRecorder.handler);
    // Hold the app's scripts until the visitor has typed into the static HTML.
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const form = new DemoFormPage(page);
    await page.goto('/#demo', { waitUntil: 'commit' });
    await form.form.waitFor();
    await form.fill('name', 'Beat Keller');
    await form.fill('email', 'beat@keller.ch');
    releaseScripts();
    await expect(form.page.getByText('0/1000 Zeichen')).toBeVisible();
    await expect(form.submit).toBeEnabled();
    // One click, one answer: a click lost while the app takes over is the bug this test is for.
    await form.submit.click();
    await expect(form.toast('Anfrage erfolgreich gesendet!')).toBeVisible();
    expect(webhookRecorder.bodies).toEqual([
      {
        name: 'Beat Keller',
        email: 'beat@keller.ch',
        message: '',
        requestId: expect.stringMatching(UUID),
      },
    ]);
  });

  // A double click sends one request: the machine's test (a second submit while sending sends
  // nothing) and the replay's disabled 'Wird gesendet...' in Chromium.

  test.describe('when sending fails', () => {
    test.use({ allowConsoleErrors: /Demo-Anfrage fehlgeschlagen|Failed to load resource/ });

    test('the webhook answers 500: error toast, failure logged; a retry of the same request carries the same request id, a changed one a new id', async ({
      page,
      network,
    }) => {
      const bodies: { requestId: string; message: string }[] = [];
      let answers = 0;
      network.use(
        http.post(webhook, async ({ request }) => {
          bodies.push((await request.json()) as (typeof bodies)[number]);
          answers += 1;
          return answers <= 2 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({});
        }),
      );
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const form = new DemoFormPage(page);
      await form.open();
      await form.fillValid();
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        await form.submit.click();
        await expect.poll(() => bodies.length).toBe(attempt);
        await expect(form.toast('Fehler beim Senden').first()).toBeVisible();
        await expect(form.submit).toHaveText('Testversion anfragen');
        await expect(form.submit).toBeEnabled();
      }
      expect(errors.some((line) => line.includes('Demo-Anfrage fehlgeschlagen'))).toBe(true);
      await form.fill('message', 'Wir sind eine Praxis mit 4 Standorten.');
      await form.submit.click();
      await expect(form.toast('Anfrage erfolgreich gesendet!')).toBeVisible();
      expect(bodies.map((body) => body.message)).toEqual([
        'Wir sind eine Praxis mit 3 Standorten.',
        'Wir sind eine Praxis mit 3 Standorten.',
        'Wir sind eine Praxis mit 4 Standorten.',
      ]);
      const [first, retry, changed] = bodies.map((body) => body.requestId);
      expect(first).toMatch(UUID);
      expect(retry).toBe(first);
      expect(changed).toMatch(UUID);
      expect(changed).not.toBe(first);
    });

    // The toast's text and every value kept: the form's view replay in Chromium.
    test('the webhook is unreachable: error toast, failure logged', async ({ page, network }) => {
      network.use(demoRequestFailures.unreachable);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const form = new DemoFormPage(page);
      await form.open();
      await form.fillValid();
      await form.submit.click();
      await expect(form.toast('Fehler beim Senden')).toBeVisible();
      expect(errors.some((line) => line.includes('Demo-Anfrage fehlgeschlagen'))).toBe(true);
    });
  });
});
