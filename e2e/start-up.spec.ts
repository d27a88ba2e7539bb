import type { Locator, Page } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { installVapiStandIn } from './voice/vapi-stand-in';
import { holdCode, openSlow } from './start-up';

/**
 * Start-up loses nothing (docs/start-up.md): every tap and every input made right after the HTML is parsed
 * — before the app has taken over the prerendered page — reaches its machine, and what a field
 * shows is what its machine holds. The CPU is slowed 4× (Lighthouse's mobile profile); run with
 * two workers, as CI does, the browser is slower still. No test here waits for the app
 * (its `data-awake` or `data-hydrated` marks).
 */

test.describe.configure({ timeout: 60_000 });
test.use({ permissions: ['microphone'] });

/** Sets a field's value as a browser's autofill does: one value, one `input` event. */
async function autofill(field: Locator, value: string) {
  await field.evaluate((element, text) => {
    const input = element as HTMLInputElement;
    // The prototype's setter, as the browser itself writes the value.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** The request id a demo request carries (a random UUID per request in the app). */
const UUID = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
);

/** What the webhook receives: what the form's machine holds. */
function recordWebhook() {
  const bodies: unknown[] = [];
  const handler = http.post(demoEnv.VITE_DEMO_WEBHOOK_URL, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ ok: true });
  });
  return { bodies, handler };
}

const form = (page: Page) => page.getByRole('form', { name: 'Demo-Anfrage' });
const nameField = (page: Page) => page.getByLabel('Name', { exact: true });
const emailField = (page: Page) => page.getByLabel('E-Mail', { exact: true });

test.describe('start-up at 4× CPU: nothing typed or tapped right after the first paint is lost', () => {
  // Several controls of one page in one load: every action is made right after the first
  // paint, before any answer is awaited.
  test('the demo form: the first character is validated; a FAQ question opens at the first tap', async ({
    page,
  }) => {
    await openSlow(page, '/');
    const question = page.getByRole('button', { name: 'Funktioniert der Assistent auch offline?' });
    await question.click();
    await nameField(page).fill('A');
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible({
      timeout: 15_000,
    });
    await expect(nameField(page)).toHaveValue('A');
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  });

  test('the demo form: a paste and a single-event autofill reach the machine', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSlow(page, '/');
    await page.evaluate(() => navigator.clipboard.writeText('anna@'));
    await emailField(page).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await autofill(nameField(page), 'R2-D2');
    await expect(emailField(page)).toHaveValue('anna@');
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Name enthält ungültige Zeichen')).toBeVisible({
      timeout: 15_000,
    });
    await expect(nameField(page)).toHaveValue('R2-D2');
  });

  test('the demo form: 101 characters — the field shows exactly what the machine holds, and sends it', async ({
    page,
    network,
  }) => {
    const webhook = recordWebhook();
    network.use(webhook.handler);
    await openSlow(page, '/');
    // One input event of 101 characters (a paste), and the field's value right after it. The
    // product's rule (the demo-form machine): input past the maximum keeps its first 100
    // characters and the field says so. A field the app already controlled shows the 100 at
    // once. A field the app did not control yet keeps the 101 characters and the form adopts
    // them when it mounts (the machine cuts them); when this very event makes React hydrate
    // the form, that adoption happens before the event is handled, and the field shows the 100
    // at once.
    const right = await nameField(page).evaluate((element, text) => {
      const input = element as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return input.value;
    }, 'a'.repeat(101));
    const moments: Record<string, string> = {
      ['a'.repeat(100)]: 'the app controlled the field, or the input woke the form',
      ['a'.repeat(101)]: 'before the app listened',
    };
    expect(Object.keys(moments)).toContain(right);
    test.info().annotations.push({ type: 'moment', description: moments[right]! });
    const kept = 'a'.repeat(100);
    await expect(nameField(page)).toHaveValue(kept, { timeout: 15_000 });
    // Nothing was dropped silently: the field says its input was cut.
    await expect(page.getByText('Name darf maximal 100 Zeichen lang sein')).toBeVisible({
      timeout: 15_000,
    });
    await emailField(page).fill('anna@beispiel.ch');
    await form(page).getByRole('button', { name: 'Testversion anfragen' }).click();
    await expect
      .poll(() => webhook.bodies, { timeout: 15_000 })
      .toEqual([{ name: kept, email: 'anna@beispiel.ch', message: '', requestId: UUID }]);
  });

  test('the waiting list: an address typed and sent before the app woke is sent once it has', async ({
    page,
  }) => {
    await openSlow(page, '/maintenance');
    const email = page.getByLabel('Deine E-Mail-Adresse');
    await email.fill('dora@praxis.ch');
    await page.getByRole('button', { name: 'Informiert werden' }).click();
    await expect(page.getByText('Erfolgreich angemeldet!')).toBeVisible({ timeout: 15_000 });
    await expect(email).toHaveValue('');
    // Awake, the form works on without the visitor doing anything twice.
    await email.fill('lea@praxis.ch');
    await page.getByRole('button', { name: 'Informiert werden' }).click();
    await expect(page.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
  });

  test('the mobile menu opens at the first tap with the header\'s entries; "Blog" leads to /blog and closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSlow(page, '/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute(
      'aria-expanded',
      'true',
      { timeout: 15_000 },
    );
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(menu.getByRole('link')).toHaveText([
      'Über uns',
      'Vorteile',
      'Zielgruppen',
      'Blog',
      'KI-Assistenten',
      'Beratung buchen',
    ]);
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog', { timeout: 15_000 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  });

  test('the voice widget opens its dialog at the first tap; the call part fills in', async ({
    page,
  }) => {
    await openSlow(page, '/');
    await page.getByRole('button', { name: 'Sprach-Assistent öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // The call machine runs: its idle state offers the microphone and 'Sprich mit mir'.
    await expect(dialog.getByRole('button', { name: 'Gespräch starten' })).toBeEnabled({
      timeout: 15_000,
    });
    await expect(dialog.getByRole('button', { name: 'Sprich mit mir' })).toBeEnabled();
  });

  test("the widget's first press opens its dialog before the dialog's code has come", async ({
    page,
  }) => {
    // The dialog's code (~45 KB, loaded on the first intent) is held until released below.
    const release = await holdCode(page, 'widget-panel');
    await openSlow(page, '/');
    await page.getByRole('button', { name: 'Sprach-Assistent öffnen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeFocused();
    // Like the dialog, it keeps the focus: Tab stays inside, Escape closes.
    await page.keyboard.press('Tab');
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sprach-Assistent öffnen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeFocused();
    release();
    // The call part fills in and its microphone takes the focus.
    await expect(dialog.getByRole('button', { name: 'Gespräch starten' })).toBeFocused({
      timeout: 15_000,
    });
  });

  test("'Jetzt testen' on /agents opens that agent's dialog at the first tap", async ({ page }) => {
    await openSlow(page, '/agents');
    await page
      .getByRole('article')
      .filter({ hasText: 'Jonas' })
      .getByRole('button', { name: 'Jetzt testen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sprechen Sie mit Jonas' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // Jonas's call machine, idle: not connected, ready to start.
    await expect(dialog.getByText('Nicht verbunden', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Anruf starten' })).toBeEnabled();
  });

  test("/full's microphone button starts the call at the first tap", async ({ page }) => {
    const vapi = await installVapiStandIn(page);
    await openSlow(page, '/full');
    await vapi.releaseSdk('ok');
    // The button is disabled until the SDK is ready (spec): the click is made the moment it
    // can be, Playwright waiting for it to be enabled, with no wait for the app.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Gespräch starten' }).click();
    await expect(main.getByRole('status')).toHaveText('Verbindung wird hergestellt...', {
      timeout: 15_000,
    });
    await expect.poll(() => vapi.hasPendingStart()).toBe(true);
    await vapi.settleStart('ok');
    await vapi.emit('call-start');
    await expect(main.getByRole('status')).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
    await expect(main.getByRole('button', { name: 'Gespräch beenden' })).toBeVisible();
  });

  test("'Anruf starten' on an agent page connects at the first tap", async ({ page }) => {
    // The voice SDK's code does not arrive: the call stays in 'Verbinde...' to be seen.
    await page.route('**/assets/vapi-*.js', () => new Promise<void>(() => {}));
    await openSlow(page, '/clara-agent');
    await page.getByRole('button', { name: 'Anruf starten' }).click();
    await expect(page.getByRole('button', { name: 'Verbinde...' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('a section link tapped on /blog right after load goes home, scrolls to its section and replaces the history entry', async ({
    page,
  }) => {
    await page.goto('/agents');
    await openSlow(page, '/blog');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Zielgruppen' })
      .click();
    await expect(page).toHaveURL(/\/(#targets)?$/, { timeout: 15_000 });
    await expect(page.locator('section#targets')).toBeInViewport({ ratio: 0.3, timeout: 15_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/agents$/);
  });
});

test.describe('a deferred island before its code has come (the page awake, React listening)', () => {
  test('the demo form and a FAQ question, used before their code came: kept, and answered when it comes', async ({
    page,
  }) => {
    const releaseForm = await holdCode(page, 'demo-form.section');
    const releaseFaq = await holdCode(page, 'faq.section');
    await page.goto('/');
    const question = page.getByRole('button', { name: 'Funktioniert der Assistent auch offline?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    // The held tap opens it when its code comes (and focuses it): before the form is typed in.
    releaseFaq();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await nameField(page).focus();
    await page.keyboard.type('A');
    await expect(nameField(page)).toHaveValue('A');
    // Not ready (its code is held): React has not taken the form over.
    await expect(
      page.locator('[data-island="deferred"]').filter({ has: form(page) }),
    ).not.toHaveAttribute('data-island-ready');
    releaseForm();
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
    await expect(nameField(page)).toHaveValue('A');
    await expect(nameField(page)).toBeFocused();
    // And it goes on: the next character reaches the machine at once.
    await page.keyboard.type('n');
    await expect(nameField(page)).toHaveValue('An');
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toHaveCount(0);
  });

  test('the demo form: typed and sent before its code came, the request carries what was typed', async ({
    page,
    network,
  }) => {
    const webhook = recordWebhook();
    network.use(webhook.handler);
    const release = await holdCode(page, 'demo-form.section');
    await page.goto('/');
    await nameField(page).focus();
    await page.keyboard.type('Anna Muster');
    await emailField(page).focus();
    await page.keyboard.type('anna@beispiel.ch');
    // The press is held for the form (the browser does not send the form by itself).
    await form(page).getByRole('button', { name: 'Testversion anfragen' }).click();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect
      .poll(() => webhook.bodies, { timeout: 15_000 })
      .toEqual([{ name: 'Anna Muster', email: 'anna@beispiel.ch', message: '', requestId: UUID }]);
  });
});

test.describe('early answers: a tap or a first character before the app listens is answered at once', () => {
  /**
   * Opens `path` as a slow phone with the app's code held until `release()`: the page is
   * painted and styled (its stylesheet came), nothing of the app runs, so whatever answers
   * comes from the page's own markup and its inline script (docs/start-up.md, "Early answers").
   */
  async function openBeforeApp(page: Page, path: string) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      // To a handler the test set before (the voice SDK's that never answers), or the server.
      await route.fallback();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')),
    );
    return () => release();
  }

  /** What a pseudo-element draws (its computed `content`: `"text" / ""`, or `none`). */
  const drawn = (element: Locator, pseudo: '::before' | '::after') =>
    element.evaluate((node, which) => getComputedStyle(node, which).content, pseudo);

  test("the widget button: its dialog's frame, then the dialog", async ({ page }) => {
    const release = await openBeforeApp(page, '/');
    const button = page.getByRole('button', { name: 'Sprach-Assistent öffnen' });
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-held', /\bwidget\b/);
    expect(await drawn(button, '::after')).toBe('"Sprach-Assistent" / ""');
    // Drawn, not a second dialog: nothing to announce before the dialog itself.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-held');
    // By its mark: the dialog hides the page behind it from role queries.
    expect(await drawn(page.locator('[data-early="widget"]'), '::after')).toBe('none');
    await expect(dialog.getByRole('button', { name: 'Gespräch starten' })).toBeFocused({
      timeout: 15_000,
    });
  });

  test("'Live-Demo starten' in the hero: the widget dialog's frame, then the call starting", async ({
    page,
  }) => {
    // The voice SDK's code does not arrive: the call stays in 'Verbinde...' to be seen.
    await page.route('**/assets/vapi-*.js', () => new Promise<void>(() => {}));
    const release = await openBeforeApp(page, '/');
    await page.getByRole('button', { name: 'Live-Demo starten' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-held', /\bdemo\b/);
    // Drawn from the widget button, as for its own tap.
    const widgetButton = page.getByRole('button', { name: 'Sprach-Assistent öffnen' });
    expect(await drawn(widgetButton, '::after')).toBe('"Sprach-Assistent" / ""');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // The same press started the call: no second press.
    await expect(dialog.getByRole('status')).toHaveText('Verbinde...', { timeout: 15_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-held');
  });

  test("'Anruf starten' on an agent page: 'Verbinde...', then the call connecting", async ({
    page,
  }) => {
    // The voice SDK's code does not arrive: the call stays in 'Verbinde...' to be seen.
    await page.route('**/assets/vapi-*.js', () => new Promise<void>(() => {}));
    const release = await openBeforeApp(page, '/clara-agent');
    const button = page.getByRole('button', { name: 'Anruf starten' });
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-held', /\bcall\b/);
    expect(await drawn(button, '::after')).toBe('"Verbinde..." / ""');
    // Its name is unchanged until the call machine says 'Verbinde...' (announced once).
    await expect(button).toHaveAccessibleName('Anruf starten');
    release();
    const connecting = page.getByRole('button', { name: 'Verbinde...' });
    await expect(connecting).toBeVisible({ timeout: 15_000 });
    await expect(connecting).toBeDisabled();
    await expect(page.locator('html')).not.toHaveAttribute('data-held');
    expect(await drawn(connecting, '::after')).toBe('none');
  });

  test("the demo form's first character: its message, then the form's own", async ({ page }) => {
    const release = await openBeforeApp(page, '/');
    const field = nameField(page);
    const group = page.locator('[data-early="name"]');
    await field.focus();
    await page.keyboard.type('A');
    expect(await drawn(group, '::after')).toBe('"Name muss mindestens 2 Zeichen lang sein" / ""');
    // A second character satisfies the rule; a blank field has no error (as in the form).
    await page.keyboard.type('n');
    expect(await drawn(group, '::after')).toBe('none');
    await page.keyboard.press('Backspace');
    expect(await drawn(group, '::after')).toBe('"Name muss mindestens 2 Zeichen lang sein" / ""');
    release();
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible({
      timeout: 15_000,
    });
    // The form's own message replaced the drawn one: one message.
    expect(await drawn(group, '::after')).toBe('none');
    await expect(field).toHaveValue('A');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
