/**
 * The product spec's German texts that only the built site shows, each written here as
 * a literal and asserted on the screen where the spec puts it, reached the way a visitor reaches
 * it (production build): the static texts of each route (header, hero, sections, footer), the
 * router's error screen and the back link of /full. The landing page's texts: e2e/landing.spec.ts's
 * walk; the mobile menu's entries: e2e/start-up.spec.ts. Nothing here reads `src/content`: a typo in
 * the copy fails these tests. Where the spec leaves out the product's name, the visible sentence
 * carries it: Helvox.
 *
 * Each view state's texts are proven once, in a browser, elsewhere: the demo form's messages and
 * toasts by its view replay (src/features/demo-form/demo-form.view.test.tsx, tests/expected/),
 * the blog list's and article's by theirs, the widget's and /full's call toasts by theirs, the
 * waiting list by e2e/waitlist.spec.ts, the 404 page by e2e/not-found.spec.ts, the blog's
 * routes by e2e/blog.spec.ts and e2e/blog-article.spec.ts, the ways to the demo form by
 * e2e/journeys/to-the-form.spec.ts and e2e/section-nav.paths.spec.ts.
 */
import { expect as baseExpect, test } from './fixtures';

/** The machine these run on is shared: give the screen time to change. */
const expect = baseExpect.configure({ timeout: 15_000 });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// The pages are slow on a loaded machine (four engineers, two cores).
test.describe.configure({ timeout: 120_000 });

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

/** Clara's page is stated by e2e/voice-agents.demo.spec.ts ('/clara-agent: header, title, portrait and sections'). */
const AGENTS = [
  ['/jonas-agent', 'Jonas', 'IT-Support-Assistent'],
  ['/mia-agent', 'Mia', 'Immobilien-Agentin'],
  ['/luca-agent', 'Luca', 'Versicherungs-Assistent'],
] as const;

test.describe('agent pages', () => {
  test('/jonas-agent, /mia-agent, /luca-agent: header and title', async ({ page }) => {
    for (const [route, name, badge] of AGENTS) {
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
    }
  });

  // The call on these pages, state by state ('Nicht verbunden', 'Anruf starten' and the rest),
  // is the view replays' (the oracle in tests/expected/call-surfaces.expected.ts), the SDK's faults
  // there e2e/call-faults.spec.ts'.
});

// The widget's and /full's texts in each call state, their toasts included (the SDK's error
// message, the microphone's faults): their view replays (tests/expected/call-surfaces.expected.ts).
test.describe('full-page assistant (/full)', () => {
  test('on a phone the back button reads "Zurück"', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/full');
    await expect(page.getByRole('link', { name: 'Zurück', exact: true })).toBeVisible();
  });
});
