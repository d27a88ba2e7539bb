import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { DemoFormPage } from './pages/demo-form.page';

const webhook = demoEnv.VITE_DEMO_WEBHOOK_URL;

/** The request id a demo request carries: a random UUID per request. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Each state's screen and toast (the failure's 'Fehler beim Senden', the button enabled again):
// the form's view replay in Chromium; a 500 as a failure, the cleaned body and a retry keeping
// its id: the machine's tests in node; every input rule: input-rules.spec.ts; typed before the
// app woke: start-up.spec.ts.
test.use({ allowConsoleErrors: /Demo-Anfrage fehlgeschlagen|Failed to load resource/ });

test('demo request form, with the keyboard: a failure is logged and can be sent again; the cleaned request goes to the webhook, and to nobody else (no cookie)', async ({
  page,
  context,
  network,
  baseURL,
  consoleErrors,
}) => {
  // The webhook fails once, then takes the request again.
  const bodies: unknown[] = [];
  network.use(
    http.post(webhook, async ({ request }) => {
      bodies.push(await request.json());
      return bodies.length === 1
        ? HttpResponse.json({}, { status: 500 })
        : HttpResponse.json({ ok: true });
    }),
  );
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
  await expect(form.toast('Fehler beim Senden').first()).toBeVisible();
  await expect
    .poll(() => consoleErrors.some((line) => line.includes('Demo-Anfrage fehlgeschlagen')))
    .toBe(true);
  await form.submit.click();
  const request = {
    name: 'Anna Müller',
    email: 'anna.mueller@example.ch',
    message: 'Hallo Team, bitte um Rückruf.',
    requestId: expect.stringMatching(UUID),
  };
  await expect.poll(() => bodies).toEqual([request, request]);
  expect([...origins].sort()).toEqual([new URL(baseURL!).origin, new URL(webhook).origin].sort());
  expect(await context.cookies()).toEqual([]);
});
