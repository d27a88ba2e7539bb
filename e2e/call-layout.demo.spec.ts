import type { BrowserContext, Locator, Page } from '@playwright/test';
import { PERMISSION_BROWSER } from '../playwright.config';
import { expect, test } from './fixtures';
import { answerMicrophone, instrumentMicrophone } from './voice/microphone';
import { expectCallFits, expectTooltipsClear } from './voice/layout';

/*
 * "A call fits a phone": every call surface (an agent page, the /agents dialog, the
 * floating widget's dialog, /full) in every call state (ready, connecting, connected with the
 * message row, muted, reconnecting, recap, refused microphone) at 320, 390 and 1366 px: no
 * horizontal overflow, no control off-screen, no toast or tooltip over a control of the call
 * (`e2e/voice/layout.ts`). The preview driver (demo build) with the fake microphone; requests
 * are held until the test answers them (connecting), going offline is reconnecting, a denied
 * permission the refused microphone. `LAYOUT_SHOTS=1` keeps a screenshot of every state.
 */

// The refused microphone is the browser's own answer: full Chromium (the headless shell's
// fake permission UI would grant it).
test.use({ launchOptions: PERMISSION_BROWSER });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
  { width: 1366, height: 768 },
] as const;

const RECONNECTING = 'Verbindung unterbrochen – wird wiederhergestellt...';
const QUESTION = 'Haben Sie am Samstag geöffnet?';

interface Surface {
  name: string;
  /** Opens the surface on its page; resolves to its root (what is checked). */
  open(page: Page): Promise<Locator>;
  start(root: Locator): Locator;
  hangUp(root: Locator): Locator;
  mute?(root: Locator): Locator;
  /** Muting raises a toast (agent pages; `/full` says it in its live region). */
  muteToast?: boolean;
  /** Whether the call is connected (its status line). */
  isConnected(root: Locator): Promise<boolean>;
  message(root: Locator): Locator;
  /** The assistant's answer to `QUESTION` (the preview's keyword table). */
  answer: string;
  recap: string;
}

const agentPage = (path: string, name: string, answer: string): Surface => ({
  name: path,
  async open(page) {
    await page.goto(path);
    const root = page.getByRole('region', { name: `Sprechen Sie mit ${name}` });
    await root.getByRole('button', { name: 'Anruf starten' }).waitFor();
    return root;
  },
  start: (root) => root.getByRole('button', { name: 'Anruf starten' }),
  hangUp: (root) => root.getByRole('button', { name: 'Anruf beenden' }),
  mute: (root) => root.getByRole('button', { name: /^Stummschalt/ }),
  muteToast: true,
  isConnected: async (root) => (await root.getByRole('status').textContent()) === 'Verbunden',
  message: (root) => root.getByRole('textbox', { name: `Nachricht an ${name}` }),
  answer,
  recap: `Ihr Gespräch mit ${name}`,
});

const CLARA_ANSWER =
  'Vorschau-Antwort: Am Samstag ist die Praxis geschlossen. Von Montag bis Freitag sind wir von 8 bis 12 Uhr und von 14 bis 18 Uhr für Sie da.';
const NO_ANSWER =
  'Vorschau-Antwort: Dazu habe ich in dieser Vorschau keine Antwort. Die echte KI beantwortet Ihre Frage gerne in einer kostenlosen Demo.';

const agentsDialog: Surface = {
  ...agentPage('/agents', 'Clara', CLARA_ANSWER),
  name: '/agents dialog',
  async open(page) {
    await page.goto('/agents');
    await page.getByRole('button', { name: 'Jetzt testen' }).first().click();
    const root = page.getByRole('dialog', { name: 'Sprechen Sie mit Clara' });
    await root.getByRole('button', { name: 'Anruf starten' }).waitFor();
    return root;
  },
};

const widget = (path: string): Surface => ({
  name: `widget on ${path}`,
  async open(page) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Sprach-Assistent öffnen' }).click();
    const root = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(root.getByRole('status')).toHaveText('Bereit');
    return root;
  },
  start: (root) => root.getByRole('button', { name: 'Gespräch starten' }),
  hangUp: (root) => root.getByRole('button', { name: 'Gespräch beenden' }),
  isConnected: async (root) =>
    /^(Am Zuhören|KI spricht\.\.\.)$/.test((await root.getByRole('status').textContent()) ?? ''),
  message: (root) => root.getByRole('textbox', { name: 'Nachricht an den Assistenten' }),
  answer: NO_ANSWER,
  recap: 'Ihr Gespräch mit dem Assistenten',
});

const fullPage: Surface = {
  name: '/full',
  async open(page) {
    await page.goto('/full');
    const root = page.getByRole('main');
    await expect(root.getByRole('button', { name: 'Gespräch starten' })).toBeEnabled();
    return root;
  },
  start: (root) => root.getByRole('button', { name: 'Gespräch starten' }),
  hangUp: (root) => root.getByRole('button', { name: 'Gespräch beenden' }),
  mute: (root) => root.getByRole('button', { name: /^Stummschalt/ }),
  isConnected: async (root) =>
    (await root.getByRole('status').textContent()) === 'Verbunden - Klicken Sie erneut zum Beenden',
  message: (root) => root.getByRole('textbox', { name: 'Nachricht an den Assistenten' }),
  answer: NO_ANSWER,
  recap: 'Ihr Gespräch mit dem Assistenten',
};

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const openTooltip = (page: Page) =>
  page.locator('[data-scope="tooltip"][data-part="content"][data-state="open"]');

/** Resolves once the page's microphone request is held (answered only after it was made). */
const heldRequest = (page: Page) => page.waitForFunction(() => window.__mic.pending.length > 0);

/**
 * Opens the surface and walks it through every call state, checking each at every width of
 * `VIEWPORTS` (the page resized in place, as a turned phone or a resized window: one walk per
 * surface instead of one per width), with its tooltips once connected; the walk itself acts at
 * the first width.
 */
async function walk(page: Page, context: BrowserContext, surface: Surface) {
  const check = async (state: string, root: Locator, { tooltips = false } = {}) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const label = `${surface.name} at ${viewport.width} px, ${state}`;
      // The pointer leaves the control it pressed: its tooltip is checked on its own
      // (`expectTooltipsClear`); the clock may stand still, so its close delay is jumped. To the
      // bottom left: over a toast (top on phones) it would hold every toast on screen.
      await page.mouse.move(0, viewport.height - 1);
      if (await openTooltip(page).count()) await page.clock.fastForward(300);
      await expect(openTooltip(page)).toHaveCount(0);
      await expectCallFits(page, root, label);
      if (process.env.LAYOUT_SHOTS)
        await page.screenshot({
          path: test
            .info()
            .outputPath(`${surface.name.replace(/\W+/g, '-')}-${viewport.width}-${state}.png`),
        });
      if (tooltips) await expectTooltipsClear(page, root, label);
    }
    await page.setViewportSize(VIEWPORTS[0]);
  };
  // A toast stays 4 s: the clock stands still from the action that raises it until the state
  // with its toast has been checked (a loaded machine takes longer than that).
  // (A second ahead: the command reaches the page later than its time was read.)
  // Under load a command can arrive more than that second later: then again, from a new time.
  const freeze = async () => {
    for (;;) {
      const at = await page.evaluate(() => Date.now() + 1_000);
      try {
        return await page.clock.pauseAt(at);
      } catch (error) {
        if (!String(error).includes('to the past')) throw error;
      }
    }
  };
  // sonner adds a toast in a timer of its own: the frozen clock moves on in small jumps.
  const toastShown = () =>
    expect(async () => {
      await page.clock.fastForward(50);
      await expect(toasts(page).first()).toBeVisible({ timeout: 100 });
    }).toPass({ intervals: [0] });
  await page.clock.install();
  const root = await surface.open(page);
  await check('ready', root);

  // Connecting: the browser asks for the microphone (the request is held).
  await surface.start(root).click();
  await expect(
    root.getByText('Ihr Browser fragt nach dem Mikrofon – bitte erlauben Sie den Zugriff.'),
  ).toBeVisible();
  await check('connecting', root);
  await heldRequest(page);

  // Connected, with the message row and its toast (the preview connects after 800 ms of the
  // page's clock, moved on here in jumps).
  await freeze();
  await page.evaluate(() => (window.__mic.gate = false));
  await answerMicrophone(page, context, 'granted');
  await expect(async () => {
    await page.clock.fastForward(200);
    expect(await surface.isConnected(root)).toBe(true);
  }).toPass({ intervals: [0] });
  await expect(surface.message(root)).toBeVisible();
  await toastShown();
  await check('connected', root);
  // The greeting's line joins the log once its audio's length has passed on the page's clock
  // (its captions show it first), the answer 700 ms after it: the clock, still stopped, is moved on in
  // jumps until the question, the greeting and the answer are there.
  await surface.message(root).fill(QUESTION);
  await surface.message(root).press('Enter');
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(root.getByRole('log').getByRole('listitem')).toHaveCount(3, { timeout: 100 });
  }).toPass({ intervals: [0] });
  await expect(root.getByText(surface.answer, { exact: true })).toBeVisible();
  await page.clock.resume();
  await check('connected-with-answer', root, { tooltips: true });
  if (surface.mute) {
    if (surface.muteToast) await freeze();
    await surface.mute(root).click();
    await expect(surface.mute(root)).toHaveAccessibleName('Stummschaltung aufheben');
    if (surface.muteToast) await toastShown();
    await check('muted', root);
    if (surface.muteToast) await page.clock.resume();
  }

  await context.setOffline(true);
  await expect(root.getByText(RECONNECTING, { exact: true }).first()).toBeVisible();
  await check('reconnecting', root);
  await context.setOffline(false);
  await expect(root.getByText(RECONNECTING, { exact: true })).toHaveCount(0);

  // Recap, with the end's toast.
  await freeze();
  await surface.hangUp(root).click();
  await expect(root.getByRole('region', { name: surface.recap })).toBeVisible();
  await toastShown();
  await check('recap', root);
  await page.clock.resume();

  // Refused microphone: the help in the card, beside the toast.
  await page.evaluate(() => (window.__mic.gate = true));
  await freeze();
  await surface.start(root).click();
  await heldRequest(page);
  await answerMicrophone(page, context, 'denied');
  await expect(root.getByRole('region', { name: 'Mikrofon blockiert' })).toBeVisible();
  await toastShown();
  await check('microphone-refused', root);
  await page.clock.resume();
}

test.use({ permissions: ['microphone'] });
// Seven states, each checked (axe: a11y.demo.spec.ts and the stories): a minute or more on a
// loaded two-core machine.
test.describe.configure({ timeout: 300_000 });
test.beforeEach(async ({ page }) => {
  await instrumentMicrophone(page, { gate: true });
});
// Offline, what the page fetches meanwhile fails: that is the fault under test.
test.use({
  allowConsoleErrors: /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/,
});

// Each surface walked once on a 390 px phone, every state checked at 390, 320 and 1366 px.
test.describe('390, 320 and 1366 px', () => {
  test.use({ viewport: VIEWPORTS[0] });
  for (const surface of [
    agentPage('/clara-agent', 'Clara', CLARA_ANSWER),
    agentsDialog,
    widget('/'),
    fullPage,
  ]) {
    test(`${surface.name}: every call state fits`, async ({ page, context }) => {
      await walk(page, context, surface);
    });
  }
});
