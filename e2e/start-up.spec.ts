import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { NetworkFixture } from '@msw/playwright';
import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { installVapiStandIn, type VapiStandIn } from './voice/vapi-stand-in';
import { holdCode, openSlow } from './start-up';

/**
 * Start-up loses nothing (docs/start-up.md): every tap and every input made right after the HTML is parsed
 * — before the app has taken over the prerendered page — reaches its machine, and what a field
 * shows is what its machine holds. The table below runs at full speed and with the CPU slowed 4×
 * (Lighthouse's mobile profile), on a phone and on a desktop; run with two workers, as CI does,
 * the browser is slower still. No test here waits for the app (its `data-awake` or
 * `data-hydrated` marks).
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

/** What a visitor's device is: a phone (touch) or a desktop. */
type Device = 'phone' | 'desktop';
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
} as const;

/** What a load's rows share: the page and what the test set up before the load. */
interface Tools {
  page: Page;
  context: BrowserContext;
  network: NetworkFixture;
}

/**
 * One row: a control, the visitor's action on it right after the HTML is parsed
 * (`domcontentloaded`, nothing awaited), the outcome in the DOM (and what its machine or the
 * request received), and one more use once that outcome stands, which works at once.
 */
interface Row<S> {
  control: string;
  act(page: Page, setUp: S): Promise<void>;
  outcome(page: Page, setUp: S): Promise<void>;
  again(page: Page, setUp: S): Promise<void>;
}

/**
 * One page load shared by rows that do not influence each other: every row's action is made
 * first, in order, then every outcome is checked, then every row's control is used again.
 */
interface Load<S> {
  route: string;
  /** A control that exists on one device only (the phone's menu, the header's links). */
  only?: Device;
  setUp?(tools: Tools): Promise<S>;
  rows: Row<S>[];
}
const load = <S>(spec: Load<S>) => spec as unknown as Load<unknown>;

const faqQuestion = (page: Page) =>
  page.getByRole('button', { name: 'Funktioniert der Assistent auch offline?' });
/** Its answer. */
const faqAnswer = (page: Page) =>
  page.getByRole('region', { name: 'Funktioniert der Assistent auch offline?' });
/**
 * The FAQ's code has answered the tap: Ark marks a closed answer `data-state="closed"`, and the
 * early answer, which only shows it (docs/start-up.md), leaves that mark; the accordion's own
 * render of the open answer drops it.
 */
const faqAnswered = (page: Page) =>
  expect(faqAnswer(page)).not.toHaveAttribute('data-state', 'closed', { timeout: 15_000 });
const widgetButton = (page: Page) => page.getByRole('button', { name: 'Sprach-Assistent öffnen' });
const waitlistEmail = (page: Page) => page.getByLabel('Deine E-Mail-Adresse');
const header = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Mobile Navigation' });
const clara = (page: Page) => page.getByRole('region', { name: 'Sprechen Sie mit Clara' });
const tryJonas = (page: Page) =>
  page
    .getByRole('article')
    .filter({ hasText: 'Jonas' })
    .getByRole('button', { name: 'Jetzt testen' });
const jonasDialog = (page: Page) => page.getByRole('dialog', { name: 'Sprechen Sie mit Jonas' });
const blogCards = (page: Page) =>
  page.getByRole('list', { name: 'Blog-Artikel' }).getByRole('listitem');
/** The voice SDK's stand-in, its code come. */
async function sdkReady({ page }: Tools) {
  const vapi = await installVapiStandIn(page);
  await vapi.releaseSdk('ok');
  return vapi;
}
/** A line typed into the call's message box, as the SDK is given it. */
const addMessage = (content: string) => ({
  type: 'add-message',
  message: { role: 'user', content },
});

const TABLE: Load<unknown>[] = [
  load({
    route: '/',
    // The FAQ's code is held until the visitor is in the e-mail field: its held tap is replayed
    // after the visitor went on (docs/start-up.md, step 6).
    setUp: async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      return holdCode(page, 'faq.section');
    },
    rows: [
      {
        control: "FAQ 'Funktioniert der Assistent auch offline?'",
        act: (page) => faqQuestion(page).click(),
        outcome: async (page) => {
          await expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'true');
          await faqAnswered(page);
        },
        // Opened once (a second toggle would have closed it); the next tap closes it.
        again: async (page) => {
          await faqQuestion(page).click();
          await expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'false');
        },
      },
      {
        control: 'demo form, name: 101 characters in one input event (a paste)',
        act: (page) => autofill(nameField(page), 'a'.repeat(101)),
        // The machine keeps the first 100, the field shows them and says it cut.
        outcome: async (page) => {
          await expect(nameField(page)).toHaveValue('a'.repeat(100), { timeout: 15_000 });
          await expect(page.getByText('Name darf maximal 100 Zeichen lang sein')).toBeVisible();
        },
        again: async (page) => {
          await nameField(page).fill('Anna Muster');
          await expect(page.getByText('Name darf maximal 100 Zeichen lang sein')).toHaveCount(0);
        },
      },
      {
        control: 'demo form, e-mail: pasted from the clipboard once the FAQ opened (its held tap)',
        act: async (page, releaseFaq: () => void) => {
          await page.evaluate(() => navigator.clipboard.writeText('anna@'));
          await emailField(page).focus();
          releaseFaq();
          await faqAnswered(page);
          await page.keyboard.press('ControlOrMeta+V');
        },
        // The replayed tap left the focus in the field: the paste is there, and in the machine.
        outcome: async (page) => {
          await expect(emailField(page)).toHaveValue('anna@');
          await expect(emailField(page)).toBeFocused();
          await expect(
            page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein'),
          ).toBeVisible({ timeout: 15_000 });
        },
        again: async (page) => {
          await emailField(page).press('End');
          await emailField(page).pressSequentially('beispiel.ch');
          await expect(
            page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein'),
          ).toHaveCount(0);
        },
      },
    ],
  }),
  load({
    route: '/',
    setUp: async ({ network }) => {
      const webhook = recordWebhook();
      network.use(webhook.handler);
      return webhook;
    },
    rows: [
      {
        control:
          "demo form: autofilled (one input event, no focus), sent with 'Testversion anfragen'",
        act: async (page) => {
          await autofill(nameField(page), 'Anna Muster');
          await autofill(emailField(page), 'anna@beispiel.ch');
          await form(page).getByRole('button', { name: 'Testversion anfragen' }).click();
        },
        // Sent once, with what was typed.
        outcome: async (page, webhook: ReturnType<typeof recordWebhook>) => {
          await expect(page.getByText('Anfrage erfolgreich gesendet!')).toBeVisible({
            timeout: 15_000,
          });
          expect(webhook.bodies).toEqual([
            { name: 'Anna Muster', email: 'anna@beispiel.ch', message: '', requestId: UUID },
          ]);
        },
        again: async (page, webhook: ReturnType<typeof recordWebhook>) => {
          await nameField(page).fill('Lea Muster');
          await emailField(page).fill('lea@praxis.ch');
          await form(page).getByRole('button', { name: 'Testversion anfragen' }).click();
          await expect.poll(() => webhook.bodies.length).toBe(2);
          expect(webhook.bodies).toEqual([
            { name: 'Anna Muster', email: 'anna@beispiel.ch', message: '', requestId: UUID },
            { name: 'Lea Muster', email: 'lea@praxis.ch', message: '', requestId: UUID },
          ]);
        },
      },
    ],
  }),
  load({
    route: '/',
    rows: [
      {
        control: "the voice widget's button",
        act: (page) => widgetButton(page).click(),
        // One dialog, its call machine idle: the microphone and 'Sprich mit mir' offered.
        outcome: async (page) => {
          const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
          await expect(dialog.getByRole('button', { name: 'Gespräch starten' })).toBeEnabled({
            timeout: 15_000,
          });
          await expect(dialog.getByRole('button', { name: 'Sprich mit mir' })).toBeEnabled();
          await expect(page.getByRole('dialog')).toHaveCount(1);
        },
        again: async (page) => {
          await page.getByRole('button', { name: 'Sprach-Assistent schließen' }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await widgetButton(page).click();
          await expect(page.getByRole('dialog', { name: 'Sprach-Assistent' })).toBeVisible();
        },
      },
    ],
  }),
  load({
    route: '/maintenance',
    setUp: async ({ page }) => {
      // The gate's password prompts, answered in turn: a wrong password, then the right one.
      const prompts: string[] = [];
      const answers = ['falsch', 'helvox-demo'];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.type());
        void dialog.accept(answers.shift());
      });
      return prompts;
    },
    rows: [
      {
        control: "the waiting list: an address typed, 'Informiert werden' pressed",
        act: async (page) => {
          await waitlistEmail(page).fill('dora@praxis.ch');
          await page.getByRole('button', { name: 'Informiert werden' }).click();
        },
        outcome: async (page) => {
          await expect(page.getByText('Erfolgreich angemeldet!')).toHaveCount(1, {
            timeout: 15_000,
          });
          await expect(waitlistEmail(page)).toHaveValue('');
        },
        again: async (page) => {
          await waitlistEmail(page).fill('lea@praxis.ch');
          await page.getByRole('button', { name: 'Informiert werden' }).click();
          // Signed up again: only the sign-up clears the field. ('Wird gesendet...' stands for
          // one second of the page's time, which a check on a busy host can miss.)
          await expect(waitlistEmail(page)).toHaveValue('', { timeout: 15_000 });
        },
      },
      {
        control: "the hidden gate's dot 'Interner Zugang': a wrong password",
        act: (page) => page.getByRole('button', { name: 'Interner Zugang' }).click(),
        // One prompt; the gate stays shut.
        outcome: async (page, prompts: string[]) => {
          await expect.poll(() => prompts, { timeout: 15_000 }).toEqual(['prompt']);
          await expect(page).toHaveURL(/\/maintenance$/);
        },
        again: async (page, prompts: string[]) => {
          await page.getByRole('button', { name: 'Interner Zugang' }).click();
          await expect(page).toHaveURL(/\/full$/);
          expect(prompts).toEqual(['prompt', 'prompt']);
        },
      },
    ],
  }),
  load({
    route: '/blog',
    only: 'desktop',
    setUp: async ({ page }) => {
      await page.goto('/agents');
    },
    rows: [
      {
        control: "header link 'Beratung buchen'",
        act: (page) =>
          header(page).getByRole('link', { name: 'Beratung buchen', exact: true }).click(),
        // Home, at the form, and the blog's history entry replaced: back goes to /agents.
        outcome: async (page) => {
          await expect(page).toHaveURL(/\/(#demo)?$/, { timeout: 15_000 });
          await expect(page.locator('section#demo')).toBeInViewport({
            ratio: 0.3,
            timeout: 15_000,
          });
        },
        again: async (page) => {
          await header(page).getByRole('link', { name: 'Zielgruppen', exact: true }).click();
          await expect(page.locator('section#targets')).toBeInViewport({ ratio: 0.3 });
          await page.goBack();
          await expect(page).toHaveURL(/\/agents$/);
        },
      },
    ],
  }),
  load({
    route: '/blog',
    only: 'phone',
    rows: [
      {
        control: "the menu 'Menü öffnen', then its 'Beratung buchen'",
        act: (page) => page.getByRole('button', { name: 'Menü öffnen' }).click(),
        outcome: async (page) => {
          await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute(
            'aria-expanded',
            'true',
            { timeout: 15_000 },
          );
          await expect(menu(page).getByRole('link')).toHaveText([
            'Über uns',
            'Vorteile',
            'Zielgruppen',
            'Blog',
            'KI-Assistenten',
            'Beratung buchen',
          ]);
          await menu(page).getByRole('link', { name: 'Beratung buchen' }).click();
          await expect(page).toHaveURL(/\/(#demo)?$/);
          await expect(menu(page)).toBeHidden();
          await expect(page.locator('section#demo')).toBeInViewport({ ratio: 0.3 });
        },
        again: async (page) => {
          await page.getByRole('button', { name: 'Menü öffnen' }).click();
          await menu(page).getByRole('link', { name: 'Blog' }).click();
          await expect(page).toHaveURL(/\/blog$/);
          await expect(menu(page)).toBeHidden();
          await expect(blogCards(page)).toHaveCount(6);
        },
      },
    ],
  }),
  load({
    route: '/blog',
    rows: [
      {
        control: "the blog's 'Weitere Artikel laden'",
        act: (page) => page.getByRole('button', { name: 'Weitere Artikel laden' }).click(),
        // Six more, once.
        outcome: (page) => expect(blogCards(page)).toHaveCount(12, { timeout: 15_000 }),
        again: async (page) => {
          await page.getByRole('button', { name: 'Weitere Artikel laden' }).click();
          await expect(blogCards(page)).toHaveCount(14);
          await expect(page.getByRole('button', { name: 'Weitere Artikel laden' })).toHaveCount(0);
        },
      },
    ],
  }),
  load({
    route: '/agents',
    rows: [
      {
        control: "'Jetzt testen' on Jonas's card",
        act: (page) => tryJonas(page).click(),
        // One dialog, Jonas's call machine idle: not connected, ready to start.
        outcome: async (page) => {
          await expect(jonasDialog(page)).toBeVisible({ timeout: 15_000 });
          await expect(
            jonasDialog(page).getByText('Nicht verbunden', { exact: true }),
          ).toBeVisible();
          await expect(
            jonasDialog(page).getByRole('button', { name: 'Anruf starten' }),
          ).toBeEnabled();
          await expect(page.getByRole('dialog')).toHaveCount(1);
        },
        again: async (page) => {
          await jonasDialog(page).getByRole('button', { name: 'Dialog schließen' }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await tryJonas(page).click();
          await expect(jonasDialog(page)).toBeVisible();
        },
      },
    ],
  }),
  load({
    route: '/clara-agent',
    setUp: sdkReady,
    rows: [
      {
        control: "'Anruf starten'; then the call's message box",
        act: (page) => clara(page).getByRole('button', { name: 'Anruf starten' }).click(),
        // One start; connected, the line typed in the message box goes out once.
        outcome: async (page, vapi: VapiStandIn) => {
          await expect(clara(page).getByRole('button', { name: 'Verbinde...' })).toBeDisabled({
            timeout: 15_000,
          });
          await expect.poll(() => vapi.hasPendingStart(), { timeout: 15_000 }).toBe(true);
          await vapi.settleStart('ok');
          await vapi.emit('call-start');
          await expect(clara(page).getByRole('status').first()).toHaveText('Verbunden');
          expect((await vapi.state()).starts).toHaveLength(1);
          const message = clara(page).getByRole('textbox', { name: 'Nachricht an Clara' });
          await message.fill('Haben Sie morgen Zeit?');
          await message.press('Enter');
          await expect.poll(() => vapi.sent()).toEqual([addMessage('Haben Sie morgen Zeit?')]);
        },
        again: async (page, vapi: VapiStandIn) => {
          await clara(page).getByRole('button', { name: 'Anruf beenden', exact: true }).click();
          await clara(page).getByRole('button', { name: 'Anruf starten' }).click();
          await expect.poll(() => vapi.hasPendingStart()).toBe(true);
          expect((await vapi.state()).starts).toHaveLength(2);
        },
      },
    ],
  }),
  load({
    route: '/full',
    setUp: sdkReady,
    rows: [
      {
        // Disabled until the SDK is ready (spec): pressed the moment it can be, Playwright
        // waiting for it to be enabled, not for the app.
        control: "/full's microphone 'Gespräch starten'",
        act: (page) =>
          page.getByRole('main').getByRole('button', { name: 'Gespräch starten' }).click(),
        outcome: async (page, vapi: VapiStandIn) => {
          const status = page.getByRole('main').getByRole('status');
          await expect(status).toHaveText('Verbindung wird hergestellt...', { timeout: 15_000 });
          await expect.poll(() => vapi.hasPendingStart()).toBe(true);
          await vapi.settleStart('ok');
          await vapi.emit('call-start');
          await expect(status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
          expect((await vapi.state()).starts).toHaveLength(1);
        },
        again: async (page) => {
          await page.getByRole('main').getByRole('button', { name: 'Gespräch beenden' }).click();
          await expect(page.getByRole('main').getByRole('status')).toHaveText(
            'Klicken Sie auf das Mikrofon, um zu sprechen',
          );
        },
      },
    ],
  }),
];

for (const cpuSlowdown of [1, 4]) {
  for (const device of ['phone', 'desktop'] as const) {
    test.describe(`start-up at ${cpuSlowdown}× CPU on a ${device}: a control used right after the first paint carries the intent`, () => {
      test.use({ waitForApp: false, cpuSlowdown, ...DEVICES[device] });
      for (const { route, only, setUp, rows } of TABLE) {
        if (only && only !== device) continue;
        test(`${route}: ${rows.map((row) => row.control).join('; ')}`, async ({
          page,
          context,
          network,
        }) => {
          const state = await setUp?.({ page, context, network });
          // Returns at `domcontentloaded`: the page is parsed, the app not awake.
          await page.goto(route);
          for (const row of rows) await row.act(page, state);
          for (const row of rows) await row.outcome(page, state);
          for (const row of rows) await row.again(page, state);
        });
      }
    });
  }
}

test.describe('start-up at 4× CPU: the widget before its code has come', () => {
  test("the widget's first press opens its dialog before the dialog's code has come", async ({
    page,
  }) => {
    // The dialog's code (~45 KB, loaded on the first intent) is held until released below.
    const release = await holdCode(page, 'widget-panel');
    await openSlow(page, '/');
    await widgetButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeFocused();
    // Like the dialog, it keeps the focus: Tab stays inside, Escape closes.
    await page.keyboard.press('Tab');
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(widgetButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeFocused();
    release();
    // The call part fills in and its microphone takes the focus.
    await expect(dialog.getByRole('button', { name: 'Gespräch starten' })).toBeFocused({
      timeout: 15_000,
    });
  });
});

test.describe('a deferred island before its code has come (the page awake, React listening)', () => {
  // A FAQ question tapped before its code came, opened when it comes: the table above ('/').
  test('the demo form, typed in before its code came: kept, and answered when it comes', async ({
    page,
  }) => {
    const releaseForm = await holdCode(page, 'demo-form.section');
    await page.goto('/');
    await nameField(page).focus();
    await page.keyboard.type('A');
    await expect(nameField(page)).toHaveValue('A');
    // Not ready (its code is held): React has not taken the form over; the page's own early
    // answer came all the same, though the islands' guard keeps the input from React.
    const island = page.locator('[data-island="deferred"]').filter({ has: form(page) });
    await expect(island).not.toHaveAttribute('data-island-ready');
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
    releaseForm();
    await expect(island).toHaveAttribute('data-island-ready', '', { timeout: 15_000 });
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
    await expect(nameField(page)).toHaveValue('A');
    await expect(nameField(page)).toBeFocused();
    // And it goes on: the next character reaches the machine at once.
    await page.keyboard.type('n');
    await expect(nameField(page)).toHaveValue('An');
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeHidden();
    await expect(nameField(page)).not.toHaveAttribute('aria-invalid');
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
   * Without `sdk`, the voice SDK's code never arrives: a call stays in 'Verbinde...' to be seen.
   */
  async function openBeforeApp(page: Page, path: string, { sdk = true } = {}) {
    if (!sdk) await page.route('**/assets/vapi-*.js', () => new Promise<void>(() => {}));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      // To the voice SDK's handler above (that never answers), or the server.
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

  /**
   * From now on, counts the frames in which no element matches `selector`: an answer given early
   * must stand in every frame until the app's own replaces it (one task: docs/start-up.md).
   * Returns the count so far.
   */
  async function framesWithout(page: Page, selector: string) {
    type Counted = { __framesWithout: Record<string, number> };
    await page.evaluate((selector) => {
      const counts = ((window as unknown as Counted).__framesWithout ??= {});
      counts[selector] = 0;
      const frame = () => {
        if (!document.querySelector(selector)) counts[selector]!++;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, selector);
    return () =>
      page.evaluate(
        (selector) => (window as unknown as Counted).__framesWithout[selector],
        selector,
      );
  }

  test("the widget button: its dialog's frame at once, then the dialog", async ({ page }) => {
    const release = await openBeforeApp(page, '/');
    await widgetButton(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-held', /\bwidget\b/);
    // In the DOM before the app listens: a dialog with its title, holding the focus.
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveText('Sprach-Assistent');
    await expect(dialog).toBeFocused();
    const gaps = await framesWithout(page, '[role="dialog"]');
    release();
    // The app's own: its microphone's button comes with the dialog's code.
    await expect(dialog.getByRole('button', { name: 'Gespräch starten' })).toBeFocused({
      timeout: 15_000,
    });
    await expect(page.locator('html')).not.toHaveAttribute('data-held');
    expect(await gaps()).toBe(0);
    // One dialog: the early frame went when the app's came.
    await expect(page.locator('#early-frame')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test("'Live-Demo starten' in the hero: the widget dialog's frame at once, then the call starting", async ({
    page,
  }) => {
    const release = await openBeforeApp(page, '/', { sdk: false });
    await page.getByRole('button', { name: 'Live-Demo starten' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-held', /\bdemo\b/);
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible();
    release();
    // The same press started the call: no second press.
    await expect(dialog.getByRole('status')).toHaveText('Verbinde...', { timeout: 15_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-held');
    await expect(page.locator('#early-frame')).toHaveCount(0);
  });

  test("'Anruf starten' on an agent page: 'Verbinde...' at once, then the call connecting", async ({
    page,
  }) => {
    const release = await openBeforeApp(page, '/clara-agent', { sdk: false });
    await page.getByRole('button', { name: 'Anruf starten' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-held', /\bcall\b/);
    // In the DOM: its name is 'Verbinde...' before the app listens.
    const connecting = clara(page).getByRole('button', { name: 'Verbinde...' });
    await expect(connecting).toBeVisible();
    const gaps = await framesWithout(page, '[data-early="call"] > span:last-child:not([hidden])');
    release();
    // The call machine's own 'Verbinde...': the start is disabled while connecting.
    await expect(connecting).toBeDisabled({ timeout: 15_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-held');
    expect(await gaps()).toBe(0);
    await expect(clara(page).getByRole('button', { name: 'Anruf starten' })).toHaveCount(0);
  });

  test('a FAQ question: its answer opens at once and the open one closes; the FAQ goes on from there', async ({
    page,
  }) => {
    const release = await openBeforeApp(page, '/');
    const first = page.getByRole('button', {
      name: 'Wie lange dauert die Einrichtung eines KI-Sprachassistenten?',
    });
    await faqQuestion(page).click();
    await expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(faqAnswer(page)).toContainText(
      'Nein. Der Assistent läuft in der Cloud und benötigt eine Internetverbindung.',
    );
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Ein einfacher Sprachagent ist in 2–3 Werktagen')).toBeHidden();
    const gaps = await framesWithout(page, '[aria-labelledby$=":trigger:item-3"]:not([hidden])');
    // Nor does the answer that closed come back for a frame while the FAQ takes over (the
    // questions below it would jump: a tap could land on the next one).
    const reopened = await framesWithout(page, '[aria-labelledby$=":trigger:item-1"][hidden]');
    release();
    await faqAnswered(page);
    expect(await gaps()).toBe(0);
    expect(await reopened()).toBe(0);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The FAQ's machine has it open: the next tap closes it.
    await faqQuestion(page).click();
    await expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(faqAnswer(page)).toBeHidden();
  });

  test("the demo form's first character: its message at once, then the form's own", async ({
    page,
  }) => {
    const release = await openBeforeApp(page, '/');
    const field = nameField(page);
    const message = page.getByText('Name muss mindestens 2 Zeichen lang sein');
    await field.focus();
    await page.keyboard.type('A');
    // In the DOM, as the form renders it: shown, the field invalid and described by it.
    await expect(message).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Name muss mindestens 2 Zeichen lang sein');
    // A second character satisfies the rule; a blank field has no error (as in the form).
    await page.keyboard.type('n');
    await expect(message).toBeHidden();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Backspace');
    await expect(message).toBeVisible();
    const gaps = await framesWithout(
      page,
      '[data-early="name"] p[id$="-name-error"]:not([hidden])',
    );
    release();
    const island = page.locator('[data-island="deferred"]').filter({ has: form(page) });
    await expect(island).toHaveAttribute('data-island-ready', '', { timeout: 15_000 });
    await expect(message).toBeVisible();
    expect(await gaps()).toBe(0);
    await expect(field).toHaveValue('A');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The form's machine has 'A': the next character clears its message.
    await page.keyboard.type('n');
    await expect(message).toBeHidden();
    await expect(field).not.toHaveAttribute('aria-invalid');
  });
});
