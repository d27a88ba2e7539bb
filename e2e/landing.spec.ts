import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing.page';

test.describe('landing page', () => {
  test('is prerendered: the HTML carries the page, language, title and description', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Helvox – KI-Sprachassistenten für moderne Unternehmen</title>');
    expect(html).toContain(
      '<meta name="description" content="KI-Sprachassistenten für KMU in der Schweiz: 24/7 erreichbar, Termine automatisch gebucht, Antworten auf häufige Fragen – mit natürlicher Stimme und Hosting in der Schweiz."',
    );
    for (const piece of [
      'KI-Sprachassistenten für moderne Unternehmen',
      '24/7 erreichbar – automatisiert, freundlich, professionell',
      'Kostenlose Demo anfragen',
      'Häufig gestellte Fragen',
    ]) {
      expect(html).toContain(piece);
    }
    expect(html).not.toContain('mockServiceWorker');
  });

  // 'Beratung buchen': section-nav.paths.spec.ts; 'Mehr erfahren': journeys/to-the-form.spec.ts;
  // the footer's legal names: legal-links.spec.ts; the strip pausing: its view replay.
  test('texts, sections with their cards, the moving logo strip, the contact mail, no demo notice; header links scroll to their sections, "Blog" leads to /blog', async ({
    page,
  }) => {
    const landingPage = new LandingPage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
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
    await expect(nav.getByRole('link', { name: 'KI-Assistenten' })).toHaveAttribute(
      'href',
      '/agents',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'KI-Sprachassistenten für moderne Unternehmen',
    );
    const footer = page.getByRole('contentinfo');
    for (const [where, text] of [
      [page, '24/7 erreichbar – automatisiert, freundlich, professionell'],
      [page, 'Ideal für Praxen, Studios, Agenturen & kleine Unternehmen'],
      [
        landingPage.section('demo'),
        'Jetzt kostenlose Demo anfragen – unverbindlich testen, wie ein KI-Agent auch Ihr Business entlasten kann.',
      ],
      [footer, 'Hosting in der Schweiz – DSGVO-konform'],
      [footer, '© 2024 Helvox. Alle Rechte vorbehalten.'],
    ] as const)
      await expect(where.getByText(text, { exact: true })).toBeVisible();
    await expect(landingPage.section('faq').getByRole('heading', { level: 2 })).toHaveText(
      'Häufig gestellte Fragen',
    );
    await expect(
      page.getByText('Demo-Modus: Diese Seite läuft offline mit Beispieldaten.'),
    ).toHaveCount(0);
    for (const id of ['about', 'benefits', 'targets', 'technologies', 'demo', 'faq']) {
      await expect(landingPage.section(id)).toBeAttached();
    }
    // Six benefit cards (spec section 1's promises) and six target cards (its groups).
    await expect(landingPage.section('benefits').getByRole('heading', { level: 3 })).toHaveText([
      'Rund um die Uhr erreichbar',
      'Termine automatisch gebucht',
      'Antworten auf häufige Fragen',
      'Natürliche Stimme',
      'Hosting in der Schweiz',
      'Alle Kanäle automatisiert',
    ]);
    await expect(landingPage.section('targets').getByRole('heading', { level: 3 })).toHaveText([
      'Beauty- & Wellness-Studios',
      'Fitness- & Gesundheitspraxen',
      'Immobilienmakler',
      'Kanzleien & Beratungen',
      'Handwerk & Dienstleistungen',
      'Agenturen & Freelancer',
    ]);
    const technologies = landingPage.section('technologies');
    await expect(
      technologies.getByText('Weitere Integrationen auf Anfrage – sprechen Sie uns an.'),
    ).toBeVisible();
    await technologies.scrollIntoViewIfNeeded();
    await expect.poll(() => landingPage.stripOffset()).toBeGreaterThan(3);
    await expect(footer.getByRole('link', { name: demoEnv.VITE_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${demoEnv.VITE_CONTACT_EMAIL}`,
    );

    const cases: [string, string][] = [
      ['Vorteile', 'benefits'],
      ['Zielgruppen', 'targets'],
      ['Über uns', 'about'],
    ];
    for (const [label, id] of cases) {
      await landingPage.desktopNav.getByRole('link', { name: label }).click();
      await expect(landingPage.section(id)).toBeInViewport({ ratio: 0.3 });
    }
    await expect(page).toHaveURL('/');

    await landingPage.desktopNav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page).toHaveTitle('Blog | Helvox');
    await expect(landingPage.desktopNav.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  // From another route a section link goes home, replacing the history entry, then scrolls:
  // e2e/start-up.spec.ts (tapped on /blog right after load).

  // The narrowest phone; overflow at 390 and 1366 px is the layout guard's (a11y.demo.spec.ts).
  for (const width of [320]) {
    test(`logo strip at ${width} px: every logo loads in its own box, named, nothing overflows`, async ({
      page,
    }, testInfo) => {
      const landingPage = new LandingPage(page);
      // Still, so the screenshot shows the strip's start; the logos are the same either way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const section = landingPage.section('technologies');
      await section.scrollIntoViewIfNeeded();
      const images = landingPage.strip.getByRole('img');
      await expect(images).toHaveCount(15);
      const names = await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')));
      expect(names).toEqual([
        'Make',
        'n8n',
        'Zapier',
        'Vapi',
        'ElevenLabs',
        'OpenAI',
        'Twilio',
        'sipgate',
        'Peoplefone',
        'WhatsApp',
        'Telegram',
        'Instagram',
        'Supabase',
        'Google Cloud',
        'Azure',
      ]);
      for (const image of await images.all()) {
        // Lazy images beyond the clipped strip load when it moves; here each is fetched in turn.
        await image.evaluate((img: HTMLImageElement) => {
          img.loading = 'eager';
          return img.decode();
        });
        const box = await image.evaluate((img: HTMLImageElement) => ({
          natural: img.naturalWidth / img.naturalHeight,
          shown: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
          height: img.getBoundingClientRect().height,
          attribute: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
        }));
        // The image is drawn at the box its attributes reserve: nothing moves when it loads.
        expect(box.height).toBe(40);
        expect(box.natural).toBeCloseTo(box.attribute, 3);
        expect(box.shown).toBeCloseTo(box.attribute, 3);
      }
      // The strip scrolls inside its frame; the page itself never gets wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const strip = await landingPage.strip.evaluate((region) => ({
        clipped: region.scrollHeight > region.clientHeight,
        inside: region.getBoundingClientRect().right <= window.innerWidth,
      }));
      expect(strip).toEqual({ clipped: false, inside: true });
      await section.screenshot({ path: testInfo.outputPath(`logo-strip-${width}.png`) });
    });
  }
});
