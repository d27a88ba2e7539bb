/**
 * The spec's German texts (`shared/spec.md`), each written here as a literal and asserted on the
 * screen where the spec puts it, reached the way a visitor reaches it (production build; the
 * data service, webhook and voice API answered by the shared MSW handlers, the voice SDK by a
 * scripted stand-in). Nothing here reads `src/content`: a typo in the copy fails these tests.
 * Where the spec leaves out the product's name, the visible sentence carries it: Helvox.
 */
import type { Page } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { blogScenarios } from '../src/mocks/blog.handlers';
import { demoRequestFailures } from '../src/mocks/demo-request.handlers';
import { expect as baseExpect, DOCUMENT_404, test } from './fixtures';
import { expectToast, recordToasts, waitForApp } from './spec-texts/screen';
import { instrumentMicrophone, setMicrophone } from './voice/microphone';
import { installVapiStandIn } from './voice/vapi-stand-in';

/** The machine these run on is shared: give the screen time to change. */
const expect = baseExpect.configure({ timeout: 15_000 });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The microphone and the call's start take their time on a busy machine. */
const SLOW = { timeout: 60_000 };

// Chromium's fake microphone and the pages are slow on a loaded machine (four engineers, two cores).
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test.describe('landing page (/)', () => {
  test('header, hero, about, demo, FAQ and footer texts', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link')).toHaveText([
      'Über uns',
      'Vorteile',
      'Zielgruppen',
      'Blog',
      'KI-Assistenten',
      'Beratung buchen',
    ]);
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(nav.getByRole('link', { name: 'KI-Assistenten' })).toHaveAttribute(
      'href',
      '/agents',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Beratung buchen' }),
    ).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'KI-Sprachassistenten für moderne Unternehmen',
    );
    await expect(
      page.getByText('24/7 erreichbar – automatisiert, freundlich, professionell', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Ideal für Praxen, Studios, Agenturen & kleine Unternehmen', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mehr erfahren' }).click();
    const about = page.locator('section#about');
    await expect(about).toBeInViewport({ ratio: 0.3 });
    await expect(about.getByRole('heading', { level: 2 })).toHaveText('Was ist Helvox?');

    const demo = page.locator('section#demo');
    await expect(demo.getByRole('heading', { level: 2 })).toHaveText('Kostenlose Demo anfragen');
    await expect(
      demo.getByText(
        'Jetzt kostenlose Demo anfragen – unverbindlich testen, wie ein KI-Agent auch Ihr Business entlasten kann.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Testversion anfragen' })).toBeVisible();
    await expect(demo.getByText('0/1000 Zeichen', { exact: true })).toBeVisible();
    await demo.getByLabel(/^Nachricht/).fill('Grüezi');
    await expect(demo.getByText('6/1000 Zeichen', { exact: true })).toBeVisible();

    await expect(page.locator('section#faq').getByRole('heading', { level: 2 })).toHaveText(
      'Häufig gestellte Fragen',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('listitem')).toHaveText(['Datenschutz', 'Impressum']);
    await expect(
      footer.getByText('Hosting in der Schweiz – DSGVO-konform', { exact: true }),
    ).toBeVisible();
    await expect(
      footer.getByText('© 2024 Helvox. Alle Rechte vorbehalten.', { exact: true }),
    ).toBeVisible();
  });

  test('"Beratung buchen" scrolls to the demo form', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Beratung buchen' }).click();
    await expect(page.locator('section#demo')).toBeInViewport({ ratio: 0.3 });
  });

  test('the mobile menu holds the same entries; choosing one closes it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(menu.getByRole('link')).toHaveText([
      'Über uns',
      'Vorteile',
      'Zielgruppen',
      'Blog',
      'KI-Assistenten',
      'Beratung buchen',
    ]);
    await menu.getByRole('link', { name: 'Zielgruppen' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('section#targets')).toBeInViewport({ ratio: 0.3 });
  });
});

test.describe('demo form: validation messages and toasts (spec sections 5 and 8)', () => {
  test('messages while typing, "Eingabefehler" on submit', async ({ page }) => {
    await page.goto('/#demo');
    const form = page.locator('section#demo form');
    const submit = form.getByRole('button', { name: 'Testversion anfragen' });
    await submit.click();
    await expectToast(page, 'Eingabefehler', 'Bitte überprüfen Sie Ihre Eingaben.');
    await expect(
      form.getByText('Name muss mindestens 2 Zeichen lang sein', { exact: true }),
    ).toBeVisible();
    await expect(
      form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein', { exact: true }),
    ).toBeVisible();
    await expect(submit).toBeDisabled();
    await form.getByLabel('Name', { exact: true }).fill('R2-D2');
    await expect(form.getByText('Name enthält ungültige Zeichen', { exact: true })).toBeVisible();
  });

  test('"Wird gesendet...", then "Anfrage erfolgreich gesendet!"', async ({ page, network }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    network.use(
      http.post(demoEnv.VITE_DEMO_WEBHOOK_URL, async () => {
        await answered;
        return HttpResponse.json({ ok: true });
      }),
    );
    await page.goto('/#demo');
    const form = page.locator('section#demo form');
    await form.getByLabel('Name', { exact: true }).fill('Anna Müller');
    await form.getByLabel('E-Mail', { exact: true }).fill('anna@praxis.ch');
    await form.getByRole('button', { name: 'Testversion anfragen' }).click();
    await expect(form.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    answer();
    await expectToast(
      page,
      'Anfrage erfolgreich gesendet!',
      'Wir melden uns zeitnah bei Ihnen für die kostenlose Demo.',
    );
  });

  test.describe('when the webhook fails', () => {
    test.use({ allowConsoleErrors: /Demo-Anfrage fehlgeschlagen|Failed to load resource/ });
    test('"Fehler beim Senden"', async ({ page, network }) => {
      network.use(demoRequestFailures.status500);
      await page.goto('/#demo');
      const form = page.locator('section#demo form');
      await form.getByLabel('Name', { exact: true }).fill('Anna Müller');
      await form.getByLabel('E-Mail', { exact: true }).fill('anna@praxis.ch');
      await form.getByRole('button', { name: 'Testversion anfragen' }).click();
      await expectToast(
        page,
        'Fehler beim Senden',
        'Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.',
      );
    });
  });
});

test.describe('404 page', () => {
  // Answered with status 404, which Chromium logs as a failed resource.
  test.use({ allowConsoleErrors: DOCUMENT_404 });

  test('an unknown path: "Oops! Page not found" and a link home', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('the router’s default error screen', () => {
  // The route's code is refused when the page is opened (a new deploy replaced it, or the
  // connection dropped): the router shows its error screen, which logs the error. (A navigation
  // whose code does not load keeps the visitor's page instead: e2e/offline.spec.ts.)
  test.use({
    allowConsoleErrors:
      /Failed to load resource|Failed to fetch dynamically imported module|ChunkLoadError/,
  });

  test('a page whose code cannot load: "Unexpected Application Error!"', async ({ page }) => {
    await page.route(/\/assets\/__agent_-agent-[\w-]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.setViewportSize(DESKTOP);
    // Not prerendered: the shell, whose route code is fetched after the page opened.
    await page.goto('/vapi-agent', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expect(page).toHaveURL('/vapi-agent');
  });
});

test.describe('blog list (/blog)', () => {
  test('cards with "Weiterlesen →" and "Weitere Artikel laden"', async ({ page }) => {
    await page.goto('/blog');
    const grid = page.getByRole('main').getByRole('list', { name: 'Blog-Artikel' });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await expect(grid.getByText('Weiterlesen →', { exact: true })).toHaveCount(6);
    await page.getByRole('button', { name: 'Weitere Artikel laden' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(12);
  });

  test('loading: "Artikel werden geladen..."', async ({ page, network }) => {
    network.use(blogScenarios.hanging);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Artikel werden geladen...',
    );
  });

  test.describe('the data service fails', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });
    test('"Fehler beim Laden", "Erneut versuchen", toast "Fehler beim Laden der Blog-Artikel"', async ({
      page,
      network,
    }) => {
      network.use(blogScenarios.status500);
      await page.goto('/blog');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toContainText(['Fehler beim Laden']);
      await expectToast(page, 'Fehler', 'Fehler beim Laden der Blog-Artikel');
      network.resetHandlers();
      await main.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(
        main.getByRole('list', { name: 'Blog-Artikel' }).getByRole('listitem'),
      ).toHaveCount(6);
    });
  });

  test('empty: "Keine Artikel gefunden" and "Zurück zur Startseite"', async ({ page, network }) => {
    network.use(blogScenarios.empty);
    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 2, name: 'Keine Artikel gefunden' }),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('blog article (/blog/{slug})', () => {
  test('from a card: "Kostenlos testen" leads to /#demo, "Zurück zum Blog" back', async ({
    page,
  }) => {
    await page.goto('/blog');
    const first = page
      .getByRole('main')
      .getByRole('list', { name: 'Blog-Artikel' })
      .getByRole('link')
      .first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Kostenlos testen' })).toHaveAttribute(
      'href',
      '/#demo',
    );
    await main.getByRole('link', { name: 'Zurück zum Blog' }).first().click();
    await expect(page).toHaveURL('/blog');
  });

  test('a missing article: "Artikel nicht gefunden"', async ({ page }) => {
    await page.goto('/blog/gibt-es-nicht');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel nicht gefunden');
    await expect(
      main.getByText('Der angeforderte Artikel konnte nicht gefunden werden.', { exact: true }),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Zurück zum Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test.describe('the data service fails', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });
    test('"Fehler beim Laden des Artikels", heading and toast', async ({ page, network }) => {
      network.use(blogScenarios.status500);
      await page.goto('/blog/nach-dem-build-veroeffentlicht');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Fehler beim Laden des Artikels',
      );
      await expectToast(page, 'Fehler', 'Fehler beim Laden des Artikels');
    });
  });
});

test.describe('agents overview (/agents)', () => {
  test('four "Jetzt testen" buttons and "Kostenlose Beratung anfragen" to /#demo', async ({
    page,
  }) => {
    await page.goto('/agents');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Jetzt testen' })).toHaveCount(4);
    const cta = main.getByRole('link', { name: 'Kostenlose Beratung anfragen' });
    await expect(cta).toHaveAttribute('href', '/#demo');
    await cta.click();
    await expect(page.locator('section#demo')).toBeInViewport({ ratio: 0.3 });
  });
});

const AGENTS = [
  ['/clara-agent', 'Clara', 'Terminbuchungs-Assistent'],
  ['/jonas-agent', 'Jonas', 'IT-Support-Assistent'],
  ['/mia-agent', 'Mia', 'Immobilien-Agentin'],
  ['/luca-agent', 'Luca', 'Versicherungs-Assistent'],
] as const;

test.describe('agent pages', () => {
  for (const [route, name, badge] of AGENTS) {
    test(`${route}: header, title, indicator and start button`, async ({ page }) => {
      await page.goto(route);
      const header = page.getByRole('banner');
      await expect(header.getByText(badge, { exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Alle Agenten' })).toHaveAttribute(
        'href',
        '/agents',
      );
      await expect(header.getByRole('link', { name: 'Startseite', exact: true })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sprechen Sie mit ${name}`);
      const call = page.getByRole('region', { name: `Sprechen Sie mit ${name}` });
      await expect(call.getByRole('status')).toHaveText('Nicht verbunden');
      await expect(call.getByRole('button', { name: 'Anruf starten' })).toBeEnabled();
    });
  }

  // The texts of a call on these pages, state by state, are the view replays' (the oracle in
  // tests/expected/agent-call.expected.ts), the SDK's faults there e2e/call-faults.spec.ts'.
});

// The widget's and /full's texts in each call state: their view replays (tests/expected/). Here,
// the texts that come from the SDK or the browser (the error's message, the microphone's faults).
test.describe('floating voice widget (voice SDK stand-in, fake microphone)', () => {
  test.use({ permissions: ['microphone'] });

  test.beforeEach(async ({ page }) => {
    await instrumentMicrophone(page);
  });

  const openWidget = async (page: Page) => {
    await page.goto('/');
    await waitForApp(page, 'button[aria-haspopup="dialog"]');
    await page.getByRole('button', { name: 'Sprach-Assistent öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await dialog.waitFor();
    return dialog;
  };

  test('"Verbindungsfehler" with the error’s message', async ({ page }) => {
    const vapi = await installVapiStandIn(page);
    await vapi.releaseSdk('ok');
    const dialog = await openWidget(page);
    await dialog.getByRole('button', { name: 'Gespräch starten' }).click();
    await expect.poll(() => vapi.hasPendingStart(), SLOW).toBe(true);
    await vapi.settleStart({ type: 'start-method-error', message: 'Kein Raum frei' });
    await expectToast(page, 'Verbindungsfehler', 'Kein Raum frei');
  });

  test.describe('microphone refused', () => {
    test.use({ permissions: [] });
    test('"Mikrofon-Berechtigung verweigert"', async ({ page }) => {
      const vapi = await installVapiStandIn(page);
      await vapi.releaseSdk('ok');
      const dialog = await openWidget(page);
      await dialog.getByRole('button', { name: 'Gespräch starten' }).click();
      await expectToast(
        page,
        'Mikrofon-Berechtigung verweigert',
        'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon und versuchen Sie es erneut.',
      );
    });
  });

  test('"Kein Mikrofon gefunden", then "Mikrofon nicht verfügbar"', async ({ page }) => {
    const vapi = await installVapiStandIn(page);
    await vapi.releaseSdk('ok');
    const dialog = await openWidget(page);
    const mic = dialog.getByRole('button', { name: 'Gespräch starten' });
    await setMicrophone(page, 'none');
    await mic.click();
    await expectToast(
      page,
      'Kein Mikrofon gefunden',
      'Bitte schließen Sie ein Mikrofon an und versuchen Sie es erneut.',
    );
    await setMicrophone(page, 'notFound');
    await mic.click();
    await expectToast(
      page,
      'Mikrofon nicht verfügbar',
      'Ihr Mikrofon konnte nicht zugegriffen werden. Überprüfen Sie Ihre Browser-Einstellungen.',
    );
  });
});

test.describe('full-page assistant (/full, voice SDK stand-in, fake microphone)', () => {
  test.use({ permissions: ['microphone'] });

  test.beforeEach(async ({ page }) => {
    await instrumentMicrophone(page);
  });

  test('on a phone the back button reads "Zurück"', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/full');
    await expect(page.getByRole('link', { name: 'Zurück', exact: true })).toBeVisible();
  });

  test('"Die Verbindung konnte nicht hergestellt werden."', async ({ page }) => {
    const vapi = await installVapiStandIn(page);
    await vapi.releaseSdk('ok');
    await page.goto('/full');
    const mic = page.getByRole('main').getByRole('button', { name: 'Gespräch starten' });
    await expect(mic).toBeEnabled();
    await mic.click();
    await expect.poll(() => vapi.hasPendingStart(), SLOW).toBe(true);
    await vapi.settleStart({ type: 'start-method-error', message: 'No room' });
    await expectToast(page, 'Verbindungsfehler', 'Die Verbindung konnte nicht hergestellt werden.');
  });

  test.describe('microphone refused', () => {
    test.use({ permissions: [] });
    test('the full page’s shorter text', async ({ page }) => {
      const vapi = await installVapiStandIn(page);
      await vapi.releaseSdk('ok');
      await page.goto('/full');
      const mic = page.getByRole('main').getByRole('button', { name: 'Gespräch starten' });
      await expect(mic).toBeEnabled();
      await mic.click();
      await expectToast(
        page,
        'Mikrofon-Berechtigung verweigert',
        'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon.',
      );
    });
  });
});

test.describe('waiting list (/maintenance)', () => {
  test('texts, "Wird gesendet...", the success toast; Shift+D opens /full', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Helvox');
    await expect(
      page.getByText(
        'Wir bauen gerade etwas Besonderes – bald bist du Teil davon. Danke für deine Geduld!',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      page.getByText('KI-gestützte Sprachassistenten und Chatbots für moderne Unternehmen', {
        exact: true,
      }),
    ).toBeVisible();
    const email = page.getByPlaceholder('Deine E-Mail-Adresse', { exact: true });
    await email.fill('lea@praxis-muster.ch');
    await page.getByRole('button', { name: 'Informiert werden' }).click();
    await expect(page.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    await expectToast(
      page,
      'Erfolgreich angemeldet!',
      'Du wirst informiert, sobald Helvox verfügbar ist.',
    );
    await expect(email).toHaveValue('');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Shift+D');
    await expect(page).toHaveURL('/full');
  });
});
