/**
 * Firefox: Debian's Firefox ESR over WebDriver BiDi, driven by puppeteer-core, with a fake
 * microphone granted without a prompt. Page errors and console errors come from the engine's
 * own log events; CSP refusals from a trap installed before the page's own scripts.
 */
import { launch, type ElementHandle } from 'puppeteer-core';
import { FIREFOX } from './binaries';
import type { EngineDriver, EngineSession, LaunchOptions, Target } from './driver';
import { findTarget, installTraps, pageCall, readTraps } from './page-functions';
import { killGroup, within } from './processes';

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
    for (const other of initial) await other.close();
    page.setDefaultTimeout(20_000);
    page.setDefaultNavigationTimeout(20_000);
    let errors: string[] = [];
    page.on('pageerror', (error) =>
      errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await page.evaluateOnNewDocument(pageCall(installTraps), { all: false });

    const run = <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> =>
      page.evaluate(pageCall(fn) as (arg: unknown) => Promise<R>, arg as unknown);
    const element = async (target: Target): Promise<ElementHandle<Element>> => {
      const handle = await page.evaluateHandle(pageCall(findTarget), target);
      const found = handle.asElement() as ElementHandle<Element> | null;
      if (!found) {
        await handle.dispose();
        throw new Error(`no element ${JSON.stringify(target)}`);
      }
      return found;
    };

    const driver: EngineDriver = {
      engine: 'firefox',
      async setViewport(size) {
        await page.setViewport(size);
      },
      async open(path) {
        errors = [];
        await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
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
        return [...errors, ...((await run(readTraps, null)) ?? [])];
      },
    };
    return { driver, close };
  } catch (error) {
    await close();
    throw error;
  }
}
