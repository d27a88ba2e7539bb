import type { Locator, Page, TestInfo } from '@playwright/test';
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

/**
 * Resolves once nothing has loaded for `quietMs`, every deferred island of the page within a
 * screen of the viewport has rendered (after a client navigation their code may still be
 * evaluated seconds after the network went quiet, on a slow phone; the header's wake when
 * used), the fonts are ready and two frames passed.
 */
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
  await expect
    .poll(
      // A document replaced meanwhile (a link tapped before the app woke opens the next
      // page) is not settled: its evaluation fails, and the next look reads the new one.
      () =>
        page
          .evaluate(() =>
            [...document.querySelectorAll('[data-island="deferred"]')].every((island) => {
              const box = island.getBoundingClientRect();
              const near = box.bottom > -innerHeight && box.top < 2 * innerHeight;
              return island.closest('header') || island.hasAttribute('data-island-ready') || !near;
            }),
          )
          .catch(() => false),
      { message: 'the islands near the viewport have rendered', timeout: 20_000 },
    )
    .toBe(true);
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
 * at rest, the section starts right below the header: once the page is complete, the section is
 * followed there in the next frames (polled, not read in the frame the last island rendered).
 */
export async function expectLandedOn(page: Page, id: string, heading: string) {
  const title = page.getByRole('heading', { name: heading, exact: true });
  await expect(title).toBeInViewport();
  await settled(page);
  await expect
    .poll(() => sectionTop(page, id), {
      message: `section #${id} brought up to the header (${SECTION_TOP_PX} px)`,
    })
    .toBeLessThanOrEqual(SECTION_TOP_PX + 2);
  expect(await sectionTop(page, id), `section #${id} not under the header`).toBeGreaterThanOrEqual(
    SECTION_TOP_PX - 2,
  );
  await expect(title).toBeInViewport();
  const frames = await page.evaluate((section) => window.__headingFrames[section] ?? [], id);
  const { first, above, left } = flashes(frames);
  expect(first, `'${heading}' seen in view`).toBeGreaterThanOrEqual(0);
  const describe = (frame: Frame) =>
    `${Math.round(frame.at - frames[0]!.at)} ms: top ${Math.round(frame.top)} px of ${frame.height}`;
  expect(above.map(describe), `'${heading}' above the screen`).toEqual([]);
  expect(left.map(describe), `'${heading}' out of view after it landed`).toEqual([]);
}

/**
 * A call started by a tap right after load connects. Two waits, each for its own answer: the app
 * takes the held tap once it is awake (in demo mode after the demo worker's code and start, at
 * most 8 s, and hydration, at most 10 s more: `src/main.tsx`), then the call leaves 'Verbinde...'
 * (the preview's join and the microphone). Under a CPU hog at 4x the first took 7-16 s.
 */
export async function expectCallConnects(status: Locator, connected: RegExp) {
  await expect(status, 'the app took the tap: the call connects').toHaveText(
    new RegExp(`^Verbinde\\.\\.\\.$|${connected.source}`),
    { timeout: 30_000 },
  );
  await expect(status, 'the call connected').toHaveText(connected, { timeout: 15_000 });
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
