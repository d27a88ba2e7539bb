import type { Page, Route } from '@playwright/test';
import { SECTION_TOP_PX, sectionTop, settled, withoutScrollAnchoring } from './journeys/journey';
import { expect, test } from './fixtures';
import { instrumentMicrophone } from './voice/microphone';
import { requestDemoAfterClaraCall } from './voice/clara-recap';
import { installVapiStandIn } from './voice/vapi-stand-in';

/**
 * From another route (the recap's link), the demo form lands below the header even when the
 * code below it comes last and the page is too short at first: it scrolls again as it grows.
 * Without scroll anchoring, as in Safari.
 */
const PARTS_BELOW = /\/assets\/(demo-form\.section|faq\.section|footer)-[\w-]+\.js$/;

const demoTop = (page: Page) => sectionTop(page, 'demo');

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
]) {
  test.describe(name, () => {
    test.use({ viewport, permissions: ['microphone'] });

    test("the recap's 'Demo für mein Unternehmen anfragen' while what is below the form comes last", async ({
      page,
    }) => {
      await withoutScrollAnchoring(page);
      await instrumentMicrophone(page);
      const vapi = await installVapiStandIn(page);
      const held: Route[] = [];
      await page.route(PARTS_BELOW, (route) => void held.push(route));

      // A call with Clara, ended by the visitor; then the recap's demo request.
      await requestDemoAfterClaraCall(page, vapi);

      // The text above the form has come, what is below it has not: the page ends too soon
      // for the form's section to reach the header.
      await expect(
        page.getByRole('heading', { name: 'Was ist Helvox?', exact: true }),
      ).toBeAttached();
      await expect.poll(() => held.length).toBe(3);
      const heading = page.getByRole('heading', { name: 'Kostenlose Demo anfragen', exact: true });
      await expect(heading).toBeInViewport();
      await expect.poll(() => demoTop(page)).toBeGreaterThan(SECTION_TOP_PX + 2);

      await Promise.all(held.map((route) => route.continue()));
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect.poll(() => demoTop(page)).toBeCloseTo(SECTION_TOP_PX, 0);
      await settled(page);
      expect(await demoTop(page)).toBeCloseTo(SECTION_TOP_PX, 0);
      await expect(heading).toBeInViewport();
    });
  });
}
