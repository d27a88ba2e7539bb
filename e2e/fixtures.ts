import { defineNetworkFixture, type NetworkFixture } from '@msw/playwright';
import { test as base, expect } from '@playwright/test';
import { handlers } from '../tests/mocks/handlers';

interface Fixtures {
  /** The shared MSW handlers answer the page's requests (prod project); `network.use()` overrides. */
  network: NetworkFixture;
  /** Console errors a test expects (for example a logged send failure), as one pattern. */
  allowConsoleErrors: RegExp | null;
  /** Console errors and uncaught exceptions seen so far; any unexpected one fails the test. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
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
