/**
 * Every route of the demo build: no page is wider than a 390 px phone, and it loads without
 * errors. Plus the suite's self-test: the error traps see every kind of error.
 */
import { SITE_ROUTES } from '../site-routes';
import { APP_WAKES_MS, DESKTOP, PHONE, type Check } from './checks';
import type { EngineDriver } from './driver';
import { provokeErrors, twoFrames, wakeState } from './page-functions';
import { expectNoErrors, sleep, waitFor } from './wait';

type Route = (typeof SITE_ROUTES)[number];

/** Deferred islands not ready yet, by index (the header's menu wakes on intent only). */
const pendingIslands = () =>
  [...document.querySelectorAll('[data-island="deferred"]')].flatMap((island, index) =>
    island.closest('header') || island.hasAttribute('data-island-ready') ? [] : [index],
  );
const scrollToIsland = (index: number) => {
  const island = document.querySelectorAll('[data-island="deferred"]')[index];
  island?.scrollIntoView({ block: 'center', behavior: 'instant' });
};
const islandReady = (index: number) =>
  !!document.querySelectorAll('[data-island="deferred"]')[index]?.hasAttribute('data-island-ready');

/**
 * Waits until the app has taken the page over and every deferred island has woken (each
 * scrolled into view), so that their code ran too. Observation only: the checks that act do
 * so right after `load`.
 */
async function wakeEverything(driver: EngineDriver): Promise<void> {
  await waitFor(driver, 'the app wakes', wakeState, null, (s) => s.awake, APP_WAKES_MS);
  for (const index of await driver.evaluate(pendingIslands, null)) {
    await driver.evaluate(scrollToIsland, index);
    await waitFor(driver, `deferred island #${index} wakes`, islandReady, index, Boolean);
  }
}

/** Whether the text is shown; for a failure's message, what the demo worker's start came to. */
const shows = (text: string) => {
  const worker = performance.getEntriesByName('start-up:demo-worker')[0] as
    PerformanceMark | undefined;
  return {
    shown: document.body.innerText.includes(text),
    crashed: document.body.innerText.includes('Unexpected Application Error!'),
    demoWorker: worker ? `settled: ${String(worker.detail)}` : 'pending',
  };
};

/**
 * How wide the page is; when too wide, the first elements reaching past the viewport's right
 * edge that no ancestor clips (those are what makes it scroll sideways).
 */
const width = () => {
  const viewport = innerWidth;
  const page = document.documentElement.scrollWidth;
  const unclipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body;) {
      if (getComputedStyle(parent).overflowX !== 'visible') return false;
      parent = parent.parentElement;
    }
    return true;
  };
  const wide =
    page <= viewport
      ? []
      : [...document.body.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
          .filter(unclipped)
          .slice(0, 3)
          .map((element) => {
            const right = Math.round(element.getBoundingClientRect().right);
            const label = element.id ? `#${element.id}` : String(element.className).slice(0, 40);
            return `${element.tagName.toLowerCase()} ${label} (right ${right})`;
          });
  return { viewport, page, wide };
};

/**
 * On a 390 px phone no page is wider than the screen, at load and once awake; the route shows
 * its text and no router error screen; then at the desktop width what the woken islands started
 * in their first frames (effects, a request's answer already there) has run, without errors.
 */
function loads(route: Route): Check {
  return {
    name: `route ${route.path} loads without errors and fits 390 px`,
    async run(driver) {
      await driver.setViewport(PHONE);
      await driver.open(route.path);
      const atLoad = await driver.evaluate(width, null);
      await wakeEverything(driver);
      const awakeWidth = await driver.evaluate(width, null);
      for (const [when, seen] of [
        ['at load', atLoad],
        ['once awake', awakeWidth],
      ] as const) {
        if (seen.page > seen.viewport)
          throw new Error(
            `${when} the page is ${seen.page} px wide in a ${seen.viewport} px viewport: ${seen.wide.join(', ')}`,
          );
      }
      const seen = await waitFor(
        driver,
        `'${route.text}' shown`,
        shows,
        route.text,
        (s) => s.shown || s.crashed,
      );
      if (seen.crashed) throw new Error("the router's error screen is shown");
      await driver.setViewport(DESKTOP);
      await driver.evaluate(twoFrames, null);
      await expectNoErrors(driver);
    },
  };
}

/** The error traps see a thrown error, a rejection, `console.error` and a CSP refusal. */
const selfTest: Check = {
  name: 'self-test: errors in the page are seen',
  async run(driver) {
    await driver.setViewport(DESKTOP);
    await driver.open('/maintenance');
    await driver.evaluate(provokeErrors, 'engine-probe');
    const expected = [
      'engine-probe thrown',
      'engine-probe rejected',
      'engine-probe logged',
      'CSP refused inline',
    ];
    const until = Date.now() + 5000;
    let errors: string[] = [];
    while (Date.now() < until) {
      errors = await driver.errors();
      if (expected.every((text) => errors.some((error) => error.includes(text)))) return;
      await sleep(100);
    }
    throw new Error(`expected ${expected.join(', ')}; seen: ${errors.join(' | ') || 'nothing'}`);
  },
};

export const routeChecks: Check[] = [selfTest, ...SITE_ROUTES.map(loads)];
