/**
 * Firefox: Debian's Firefox ESR over WebDriver BiDi, driven by puppeteer-core, with a fake
 * microphone granted without a prompt. The error traps go in before the page's own scripts.
 */
import { launch, type ElementHandle } from 'puppeteer-core';
import { FIREFOX } from './binaries';
import type { EngineDriver, EngineSession, LaunchOptions, Target } from './driver';
import { findTarget, installTraps, pageCall, readTraps } from './page-functions';
import { killGroup, within } from './processes';
import { sleep } from './wait';

/** Starts Firefox ESR headless with one page. */
export async function launchFirefox({
  baseUrl,
  onProcessGroup,
}: LaunchOptions): Promise<EngineSession> {
  const browser = await launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    timeout: 45_000,
    protocolTimeout: 25_000,
    extraPrefsFirefox: {
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
    },
  });
  // puppeteer starts the browser detached: it leads a process group of its own.
  const pid = browser.process()?.pid;
  if (pid) onProcessGroup(pid);
  const close = async () => {
    await within(browser.close(), 5000, 'close Firefox').catch(() => {});
    if (pid) await killGroup(pid);
  };
  try {
    // The page Firefox starts with never has the focus in headless mode (`document.hasFocus()`
    // is false, so `focus()` fires no focus events and focus-driven widgets ignore clicks);
    // a page opened over BiDi has it.
    const initial = await browser.pages();
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    page.setDefaultNavigationTimeout(20_000);
    // The same traps as in WebKit, but installed before the page's own scripts (a BiDi preload
    // script). Puppeteer's `pageerror`/`console` events are not used: they also report the page
    // being left (an aborted module import arrived as the next page's).
    await page.evaluateOnNewDocument(pageCall(installTraps), null);
    for (const other of initial) await other.close();

    const run = <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> =>
      page.evaluate(pageCall(fn) as (arg: unknown) => Promise<R>, arg as unknown);
    const element = async (target: Target): Promise<ElementHandle<Element>> => {
      for (const until = Date.now() + 10_000; ; await sleep(100)) {
        const handle = await page.evaluateHandle(pageCall(findTarget), target);
        const found = handle.asElement() as ElementHandle<Element> | null;
        if (found) return found;
        const moving = (await handle.jsonValue()) === 'moving';
        await handle.dispose();
        if (!moving || Date.now() > until)
          throw new Error(`no element ${JSON.stringify(target)}${moving ? ' at rest' : ''}`);
      }
    };

    const driver: EngineDriver = {
      engine: 'firefox',
      async setViewport(size) {
        await page.setViewport(size);
      },
      async open(path) {
        const url = new URL(path, baseUrl).href;
        // Firefox now and then aborts a navigation that starts while the page being left is
        // still starting up (NS_BINDING_ABORTED). Once more is enough.
        await page.goto(url, { waitUntil: 'load' }).catch(async (error: Error) => {
          if (!error.message.includes('NS_BINDING_ABORTED')) throw error;
          await page.goto(url, { waitUntil: 'load' });
        });
      },
      evaluate: run,
      async click(target) {
        const found = await element(target);
        await found.click();
        await found.dispose();
      },
      async type(target, text) {
        const found = await element(target);
        await found.type(text);
        await found.dispose();
      },
      async errors() {
        return (await run(readTraps, null)) ?? ['no error traps in this page'];
      },
    };
    return { driver, close };
  } catch (error) {
    await close();
    throw error;
  }
}
