import { defineNetworkFixture, type NetworkFixture } from '@msw/playwright';
import { test as base, expect } from '@playwright/test';
import { handlers } from '../src/mocks/handlers';

interface Fixtures {
  /**
   * `page.goto` and `page.reload` wait until the app has taken the page over (`html[data-awake]`).
   * Journeys set it to false: visitors act once the HTML is parsed (`goto` then returns at
   * `domcontentloaded` unless told otherwise), before the app is awake.
   */
  waitForApp: boolean;
  /** Chromium's CPU slowed by this factor (4: Lighthouse's phone), for journeys; 1: not slowed. */
  cpuSlowdown: number;
  /** The shared MSW handlers answer the page's requests (prod project); `network.use()` overrides. */
  network: NetworkFixture;
  /** Console errors a test expects (for example a logged send failure), as one pattern. */
  allowConsoleErrors: RegExp | null;
  /** Console errors and uncaught exceptions seen so far; any unexpected one fails the test. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // Prerendered pages start the app after their first paint: `load` is not the app awake
  // (docs/start-up.md). `waitUntil: 'commit'` does not wait.
  waitForApp: [true, { option: true }],
  cpuSlowdown: [1, { option: true }],
  page: async ({ page, waitForApp, cpuSlowdown }, use) => {
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const hydratedAfter = async <T>(response: T, options?: { waitUntil?: string }) => {
      if (waitForApp && options?.waitUntil !== 'commit')
        await page.locator('html[data-awake]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) =>
      hydratedAfter(
        await goto(url, waitForApp ? options : { waitUntil: 'domcontentloaded', ...options }),
        options,
      );
    const reload = page.reload.bind(page);
    page.reload = async (options) => hydratedAfter(await reload(options), options);
    await use(page);
  },
  allowConsoleErrors: [null, { option: true }],
  network: [
    async ({ context }, use, testInfo) => {
      // The demo build answers from its own MSW service worker; routing would hide it.
      const network = defineNetworkFixture({ context, handlers });
      if (testInfo.project.name !== 'demo') await network.enable();
      await use(network);
      if (testInfo.project.name !== 'demo') await network.disable();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !allowConsoleErrors?.test(text));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The console error Chromium logs for a page answered with status 404 (an unknown path gets the
 * 404 page with that status): for `allowConsoleErrors` in tests that open one on purpose.
 */
export const DOCUMENT_404 =
  /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;
