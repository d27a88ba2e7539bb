import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sectionNavPaths } from '../machines/section-nav/section-nav.paths';
import { describePath } from '../tests/model/paths';
import { replayPath, type VisibleFacts } from '../tests/model/replay';
import { SECTION_TOP_PX, sectionTop, withoutScrollAnchoring } from './journeys/journey';
import { expect, test } from './fixtures';
import { instrumentMicrophone } from './voice/microphone';
import { requestDemoAfterClaraCall } from './voice/clara-recap';
import { installVapiStandIn, type VapiStandIn } from './voice/vapi-stand-in';

/**
 * The section navigation's generated paths (machines/section-nav), replayed in Chromium on the
 * production build at desktop width, through what the visitor sees: where the page is, whether
 * the landing page is there, where the demo section stands. The page clock decides when the
 * 100 ms delay and the six seconds of following pass (and when the watcher's frames run); the
 * landing page's code is held while a path is navigating (the demo build's service worker would
 * hide its request from the test). Without scroll anchoring (as in Safari), so that only the
 * app keeps the section in view.
 */
const START = new Date('2026-11-25T10:00:00Z').getTime();
const FORM = 'Kostenlose Demo anfragen';

test.use({ permissions: ['microphone'], viewport: { width: 1366, height: 900 } });

declare global {
  interface Window {
    /** Resolves at the next `scrollend` (a wheel's smooth scroll has stopped). */
    __scrollEnded?: Promise<void>;
  }
}

const demoTop = (page: Page) => sectionTop(page, 'demo');

/** Chooses 'Beratung buchen' in the header. */
const bookInHeader = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Beratung buchen', exact: true })
    .click();

for (const path of sectionNavPaths) {
  test(describePath(path), async ({ page }) => {
    await withoutScrollAnchoring(page);
    await instrumentMicrophone(page);
    const vapi: VapiStandIn = await installVapiStandIn(page);
    /** The landing page's code, held while the path is navigating. */
    const held: Route[] = [];
    let holding = false;
    await page.route(/\/assets\/_site-[\w-]+\.js$/, (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    const release = async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    };
    /**
     * Stops the page's time `ahead` ms on (what was due by then has run: a minute by default),
     * until a step moves it. (While the time runs it may pass `ahead` before the pause arrives:
     * then it stops a little later.)
     */
    let pausedAt = START;
    const pause = async (ahead = 60_000) => {
      for (let step = ahead; ; step += 250) {
        pausedAt = Math.max(pausedAt, await page.evaluate(() => Date.now())) + step;
        const passed = await page.clock.pauseAt(pausedAt).then(
          () => false,
          (error: Error) => /to the past/.test(error.message) || Promise.reject(error),
        );
        if (!passed) return;
      }
    };
    /**
     * The section navigation's code has come (a hover on a section link asks for it), so that
     * what the page does with an arrival happens at once, not when a download ends.
     */
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => loaded.add(new URL(request.url()).pathname));
    const sectionNavLoaded = async () => {
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Beratung buchen', exact: true })
        .hover();
      await expect
        .poll(() => [...loaded].some((path) => path.startsWith('/assets/section-nav.live-')))
        .toBe(true);
    };
    /** Where the visitor left the page (after a scroll of their own), or null. */
    let visitorAt: number | null = null;
    let first = true;

    await replayPath(path, {
      async start(next) {
        await page.clock.install({ time: START });
        const from = (next as (EventObject & { from?: string }) | undefined)?.from;
        await page.goto(from === 'elsewhere' ? '/blog' : '/');
      },
      async perform(event) {
        first = false;
        const e = event as EventObject & { from?: string; state?: object };
        switch (event.type) {
          case 'section.go':
            if (e.from === 'home') {
              // With the page's time running (React reveals late parts of the page on a timer,
              // the watcher looks once a frame): the section is brought into view and kept
              // there while the rest of the landing page arrives; then the time stops a
              // quarter second on, well within the six seconds of following (a jump ahead would end the
              // following first and reveal late parts after it: nothing would keep the section).
              await page.clock.resume();
              await bookInHeader(page);
              await expect.poll(() => demoTop(page)).toBeCloseTo(SECTION_TOP_PX, 0);
              return pause(250);
            }
            holding = true;
            if (!e.state) {
              if (!page.url().endsWith('/blog')) await page.goto('/blog');
              return bookInHeader(page);
            }
            // The recap's demo request, after a call with Clara (the SDK's side scripted).
            await page.clock.resume();
            return requestDemoAfterClaraCall(page, vapi);
          case 'section.arrived': {
            // The address changes to /#section on the landing page: the browser jumps there and
            // the landing page reports the arrival (as it does for a page opened at /#section).
            if (new URL(page.url()).pathname !== '/') await page.goto('/');
            await sectionNavLoaded();
            await pause();
            // The browser's own jump to the fragment is instant (the page has no smooth
            // scroll-behavior: decision 0018).
            const { section } = event as EventObject & { section: string };
            await page.evaluate((hash) => (window.location.hash = hash), section);
            // A task later (not a timer: the page's time stands still) the arrival was handled.
            return page.evaluate(
              () =>
                new Promise<void>((resolve) => {
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () => resolve();
                  channel.port2.postMessage(null);
                }),
            );
          }
          case 'xstate.done.actor.navigateHome':
            // The 100 ms start once the landing page is there: the page's time stops first.
            await pause();
            return release();
          case 'xstate.after.scrollDelay.sectionNav.waiting':
            return page.clock.runFor(100);
          case 'section.moved':
            // Something above the section arrives (an island's code, an image): it moves down.
            await page.locator('section#technologies').evaluate((section) => {
              (section as HTMLElement).style.paddingTop = `${section.clientHeight}px`;
            });
            // The watcher looks once a frame.
            return page.clock.runFor(50);
          case 'visitor.tookOver':
            await page.mouse.move(600, 500);
            // The wheel scrolls smoothly: where it stops is where the browser says it ended.
            await page.evaluate(() => {
              window.__scrollEnded = new Promise<void>((resolve) =>
                addEventListener('scrollend', () => resolve(), { once: true }),
              );
            });
            await page.mouse.wheel(0, -240);
            await page.evaluate(() => window.__scrollEnded);
            visitorAt = await page.evaluate(() => scrollY);
            expect(visitorAt).toBeGreaterThan(0);
            return;
          case 'xstate.after.followSection.sectionNav.following':
            return page.clock.runFor(6_000);
          default:
            throw new Error(`no way to perform ${event.type} on the site`);
        }
      },
      async expectState(snapshot: AnyMachineSnapshot): Promise<VisibleFacts> {
        const title = page.getByRole('heading', { name: FORM, exact: true });
        switch (snapshot.value) {
          case 'idle': {
            if (first) {
              expect(await page.evaluate(() => scrollY)).toBe(0);
              return ['the page opens at its top'];
            }
            // Nothing follows the section any more: a change above it moves it, and the page
            // stays where it was (where the visitor scrolled to, if they did).
            const before = await page.evaluate(() => scrollY);
            if (visitorAt !== null) expect(before).toBe(visitorAt);
            const top = await demoTop(page);
            await page.locator('section#about').evaluate((section) => {
              const padded = section as HTMLElement;
              padded.style.paddingBottom = `${parseFloat(getComputedStyle(padded).paddingBottom) + 300}px`;
            });
            await page.clock.runFor(100);
            expect(await page.evaluate(() => scrollY)).toBe(before);
            expect(await demoTop(page)).toBeCloseTo(top + 300, 0);
            return ['a change above the demo section no longer scrolls the page'];
          }
          case 'navigating':
            // The landing page's code has not come: its form is not there yet.
            await expect(title).toHaveCount(0);
            return [`'${FORM}' not on the page yet`];
          case 'waiting':
            await expect(title).toBeAttached();
            expect(await demoTop(page)).toBeGreaterThan(900);
            return ['the landing page is there, not scrolled yet'];
          case 'following': {
            // A frame at a time (the watcher looks once a frame, and the page's time is paused):
            // whatever still arrives above the section is followed.
            const { section } = snapshot.context as { section: string };
            await expect
              .poll(async () => {
                await page.clock.runFor(16);
                return sectionTop(page, section);
              })
              .toBeCloseTo(SECTION_TOP_PX, 0);
            if (section === 'demo') await expect(title).toBeInViewport();
            return [`the ${section} section starts right below the header`];
          }
          default:
            throw new Error(`no visible fact written for ${String(snapshot.value)}`);
        }
      },
    });
  });
}
