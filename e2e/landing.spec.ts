import { de } from '../src/content/de';
import { demoEnv } from '../src/config/demo-env';
import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing.page';

const { landing, app } = de;

test.describe('landing page', () => {
  test('is prerendered: the HTML carries the page, language, title and description', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<title>${app.meta.homeTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${app.meta.homeDescription}"`);
    for (const piece of [
      landing.hero.title,
      landing.hero.lead,
      landing.demo.title,
      landing.faq.title,
    ]) {
      expect(html).toContain(piece);
    }
    expect(html).not.toContain('mockServiceWorker');
  });

  test('shows every section with its texts and cards', async ({ page }) => {
    const landingPage = new LandingPage(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title);
    await expect(page.getByText(landing.hero.lead)).toBeVisible();
    await expect(page.getByText(landing.hero.audience)).toBeVisible();
    for (const id of ['about', 'benefits', 'targets', 'technologies', 'demo', 'faq']) {
      await expect(landingPage.section(id)).toBeAttached();
    }
    await expect(landingPage.section('about').getByRole('heading', { level: 2 })).toHaveText(
      landing.about.title,
    );
    await expect(landingPage.section('benefits').getByRole('heading', { level: 3 })).toHaveText(
      landing.benefits.items.map((item) => item.title),
    );
    await expect(landingPage.section('targets').getByRole('heading', { level: 3 })).toHaveText(
      landing.targets.items.map((item) => item.title),
    );
    await expect(
      landingPage.section('technologies').getByText(landing.technologies.note),
    ).toBeVisible();
    await expect(landingPage.section('demo').getByText(landing.demo.subtitle)).toBeVisible();
  });

  test('header links scroll to their sections; the hero button to "about"', async ({ page }) => {
    const landingPage = new LandingPage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const cases: [string, string][] = [
      [app.nav.benefits, 'benefits'],
      [app.nav.targets, 'targets'],
      [app.nav.about, 'about'],
      [app.nav.book, 'demo'],
    ];
    for (const [label, id] of cases) {
      await landingPage.desktopNav.getByRole('link', { name: label }).click();
      await expect(landingPage.section(id)).toBeInViewport({ ratio: 0.3 });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: landing.hero.more }).click();
    await expect(landingPage.section('about')).toBeInViewport({ ratio: 0.3 });
    await expect(page).toHaveURL('/');
  });

  test('from another route a section link goes home, replacing the history entry, then scrolls', async ({
    page,
  }) => {
    const landingPage = new LandingPage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.goto('/kein-artikel');
    await expect(page.getByRole('heading', { name: app.notFound.title })).toBeVisible();
    const historyLength = await page.evaluate(() => history.length);
    await landingPage.desktopNav.getByRole('link', { name: app.nav.targets }).click();
    await expect(page).toHaveURL('/');
    await expect(landingPage.section('targets')).toBeInViewport({ ratio: 0.3 });
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('mobile: the menu toggle opens the same entries; choosing one closes it', async ({
    page,
  }) => {
    const landingPage = new LandingPage(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(landingPage.desktopNav).toBeHidden();
    await expect(landingPage.menuToggle).toHaveAccessibleName(app.nav.openMenu);
    await expect(landingPage.mobileNav).toBeHidden();
    await landingPage.menuToggle.click();
    await expect(landingPage.menuToggle).toHaveAccessibleName(app.nav.closeMenu);
    await expect(landingPage.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(landingPage.mobileNav.getByRole('link')).toHaveText([
      app.nav.about,
      app.nav.benefits,
      app.nav.targets,
      app.nav.blog,
      app.nav.agents,
      app.nav.book,
    ]);
    await page.keyboard.press('Escape');
    await expect(landingPage.mobileNav).toBeHidden();
    await landingPage.menuToggle.click();
    await landingPage.mobileNav.getByRole('link', { name: app.nav.benefits }).click();
    await expect(landingPage.mobileNav).toBeHidden();
    await expect(landingPage.menuToggle).toHaveAccessibleName(app.nav.openMenu);
    await expect(landingPage.section('benefits')).toBeInViewport({ ratio: 0.2 });
  });

  test('FAQ: the first answer is open, one at a time, the open one can be closed', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.locator('section#faq');
    const trigger = (index: number) =>
      faq.getByRole('button', { name: landing.faq.items[index]!.question });
    const answer = (index: number) =>
      faq.getByText(landing.faq.items[index]!.answer.split('\n')[0]!);
    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(0)).toBeVisible();
    await trigger(4).click();
    await expect(answer(4)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
    await trigger(4).click();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('logo strip: moves, pauses on hover and by its button, resumes on leave', async ({
    page,
  }) => {
    const landingPage = new LandingPage(page);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await landingPage.strip.scrollIntoViewIfNeeded();
    await expect.poll(() => landingPage.stripOffset()).toBeGreaterThan(3);
    await landingPage.strip.hover();
    const paused = await landingPage.stripOffset();
    await page.waitForTimeout(400);
    expect(await landingPage.stripOffset()).toBe(paused);
    await page.mouse.move(0, 0);
    await expect.poll(() => landingPage.stripOffset()).toBeGreaterThan(paused);
    const toggle = page.getByRole('button', { name: /^Laufband/ });
    await expect(toggle).toHaveAccessibleName(landing.technologies.pause);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(landing.technologies.resume);
    // Away from the strip and its button: only the button's pause holds it now.
    await page.mouse.move(0, 0);
    await toggle.evaluate((button) => (button as HTMLElement).blur());
    const stopped = await landingPage.stripOffset();
    await page.waitForTimeout(400);
    expect(await landingPage.stripOffset()).toBe(stopped);
    await toggle.click();
    await page.mouse.move(0, 0);
    await toggle.evaluate((button) => (button as HTMLElement).blur());
    await expect.poll(() => landingPage.stripOffset()).toBeGreaterThan(stopped);
  });

  test('logo strip: stands still under reduced motion; logos are local', async ({ page }) => {
    const landingPage = new LandingPage(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await landingPage.strip.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    expect(await landingPage.stripOffset()).toBe(0);
    await expect(page.getByRole('button', { name: landing.technologies.pause })).toHaveCount(0);
    const logos = requests.filter((url) => url.includes('/logos/'));
    expect(logos.length).toBeGreaterThan(0);
    for (const url of logos) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });

  test('footer: contact mail, legal placeholders, hosting badge, copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: demoEnv.VITE_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${demoEnv.VITE_CONTACT_EMAIL}`,
    );
    await expect(footer.getByText(app.footer.privacy, { exact: true })).toBeVisible();
    await expect(footer.getByText(app.footer.imprint, { exact: true })).toBeVisible();
    await expect(footer.getByText(app.footer.badge)).toBeVisible();
    await expect(footer.getByText(app.footer.copyright)).toBeVisible();
  });
});
