import type { Page, TestInfo } from '@playwright/test';
import { expect, test as base } from '../fixtures';
import { flashes, recordHeadingFrames, type Frame } from './heading-frames';

/** Records, every frame from the document's start, where the target sections' headings stand. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(recordHeadingFrames, 'section#demo, section#about');
    await use(page);
  },
});

export { expect };

/**
 * A visitor acts at `domcontentloaded`, before the app is awake, on a CPU slowed 4x, microphone
 * allowed. Each journey file says `test.use(AS_A_VISITOR)` (in a shared module it would apply
 * to every importer).
 */
export const AS_A_VISITOR = {
  waitForApp: false,
  cpuSlowdown: 4,
  permissions: ['microphone'],
};

/** Where a section starts when it was scrolled to: below the sticky header (`scroll-margin-top`). */
export const SECTION_TOP_PX = 80;

/** No scroll anchoring, as in Safari (a constructed sheet: the CSP refuses inline styles). */
export async function withoutScrollAnchoring(page: Page) {
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { overflow-anchor: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** Resolves once nothing has loaded for `quietMs`, the fonts are ready and two frames passed. */
export async function settled(page: Page, quietMs = 800) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  const started = change(1);
  const ended = change(-1);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= quietMs, {
        message: 'the page stops loading',
        timeout: 20_000,
      })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** The top of a section in the viewport (px). */
export const sectionTop = (page: Page, id: string) =>
  page.locator(`section#${id}`).evaluate((section) => section.getBoundingClientRect().top);

/**
 * Landed: the heading in view, in no frame above the screen nor out of view once it was in;
 * settled, the section starts right below the header.
 */
export async function expectLandedOn(page: Page, id: string, heading: string) {
  const title = page.getByRole('heading', { name: heading, exact: true });
  await expect(title).toBeInViewport();
  await settled(page);
  await expect(title).toBeInViewport();
  const frames = await page.evaluate((section) => window.__headingFrames[section] ?? [], id);
  const { first, above, left } = flashes(frames);
  expect(first, `'${heading}' seen in view`).toBeGreaterThanOrEqual(0);
  const describe = (frame: Frame) =>
    `${Math.round(frame.at - frames[0]!.at)} ms: top ${Math.round(frame.top)} px of ${frame.height}`;
  expect(above.map(describe), `'${heading}' above the screen`).toEqual([]);
  expect(left.map(describe), `'${heading}' out of view after it landed`).toEqual([]);
  await expect
    .poll(() => sectionTop(page, id), { message: `section #${id} right below the header` })
    .toBeGreaterThanOrEqual(SECTION_TOP_PX - 2);
  const moves = frames.filter(
    (frame, i) => i === 0 || Math.abs(frame.top - frames[i - 1]!.top) > 1,
  );
  expect(
    await sectionTop(page, id),
    `section #${id} at rest; the heading's last moves: ${moves.slice(-6).map(describe).join(', ')}`,
  ).toBeLessThanOrEqual(SECTION_TOP_PX + 2);
}

/** Chooses a header entry: in the header on a desktop, in the menu on a phone. */
export async function chooseNavEntry(page: Page, info: TestInfo, name: string) {
  const phone = info.project.name === 'journeys-phone';
  if (phone) await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
  await page
    .getByRole('navigation', { name: phone ? 'Mobile Navigation' : 'Hauptnavigation' })
    .getByRole('link', { name, exact: true })
    .click();
}
