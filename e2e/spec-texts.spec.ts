/**
 * The spec's German texts that only the built site shows, as literals (nothing here reads
 * `src/content`): the router's error screen, the agent pages' headers, /full's back link.
 * The landing page's texts: landing.spec.ts's walk; the mobile menu's: start-up.spec.ts; each
 * view state's: its view replay or story in Chromium.
 */
import { expect as baseExpect, test } from './fixtures';
import { demoAgents } from './voice/agents';

const expect = baseExpect.configure({ timeout: 15_000 });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

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

test.describe('agent pages', () => {
  test('each agent page: header and title', async ({ page }) => {
    for (const { route, name, badge } of demoAgents) {
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

  // The call on these pages, state by state: the view replays (call-surfaces.expected.ts).
});

test.describe('full-page assistant (/full)', () => {
  test('on a phone the back button reads "Zurück"', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/full');
    await expect(page.getByRole('link', { name: 'Zurück', exact: true })).toBeVisible();
  });
});
