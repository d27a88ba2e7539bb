/**
 * WebKit: WebKitGTK's `WebKitWebDriver` and its MiniBrowser under `xvfb-run`, driven by
 * WebdriverIO over classic WebDriver (WebKitGTK's BiDi does not match WebdriverIO's
 * capabilities). Classic WebDriver has no preload scripts: the error traps go in right after
 * each `load` (decision 0021 says what that cannot see).
 */
import { spawn } from 'node:child_process';
import { remote } from 'webdriverio';
import { MINIBROWSER, WEBKIT_DRIVER } from './binaries';
import type { EngineDriver, EngineSession, LaunchOptions, Target, Viewport } from './driver';
import { findTarget, installTraps, pageCall, readTraps } from './page-functions';
import { freePort, killGroup, within } from './processes';
import { sleep } from './wait';

/** The X screen: the desktop viewport fits; a phone's is a smaller window on it. */
const SCREEN = '1366x900x24';
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

const capabilities = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': {
    binary: MINIBROWSER,
    args: [
      '--automation',
      // Without a window manager this only hides the toolbar, whose minimum width (447 px)
      // would keep the window wider than a phone; the window keeps the size WebDriver sets.
      '--full-screen',
      '--enable-media-stream=true',
      '--enable-mock-capture-devices=true',
      '--enable-webaudio=true',
      '--media-playback-requires-user-gesture=false',
    ],
  },
};

async function waitForDriver(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${WEBKIT_DRIVER} did not answer on port ${port}`);
    await sleep(100);
  }
}

/** Starts Xvfb, WebKitWebDriver and a MiniBrowser session. */
export async function launchWebKit({
  baseUrl,
  onProcessGroup,
}: LaunchOptions): Promise<EngineSession> {
  const port = await freePort();
  const server = spawn(
    'xvfb-run',
    ['-a', '-s', `-screen 0 ${SCREEN}`, WEBKIT_DRIVER, `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log = (log + String(chunk)).slice(-2000)));
  const pgid = server.pid!;
  onProcessGroup(pgid);
  const close = () => killGroup(pgid);
  try {
    await waitForDriver(port, 15_000);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'silent',
      connectionRetryCount: 0,
      connectionRetryTimeout: 30_000,
      capabilities: capabilities as WebdriverIO.Capabilities,
    });
    await browser.setTimeouts(undefined, 20_000, 20_000);

    const run = async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> =>
      (await browser.executeScript(`return (${pageCall(fn).toString()}).apply(null, arguments)`, [
        arg as object | null,
      ])) as R;
    const elementId = async (target: Target): Promise<string> => {
      for (const until = Date.now() + 10_000; ; await sleep(100)) {
        const found = (await run(findTarget, target)) as unknown;
        const id = (found as Record<string, string> | null)?.[ELEMENT_KEY];
        if (id) return id;
        if (found !== 'moving' || Date.now() > until)
          throw new Error(`no element ${JSON.stringify(target)}${found ? ' at rest' : ''}`);
      }
    };

    const driver: EngineDriver = {
      engine: 'webkit',
      async setViewport({ width, height }: Viewport) {
        // The X server resizes the window after WebDriver has answered (seen on CI under load:
        // still 390×844 right after asking for 1366×900): wait for the page to see the size,
        // asking again once a second, for at most 5 s.
        let inner: number[] = [];
        for (let attempt = 0; attempt < 50; attempt++) {
          if (attempt % 10 === 0) await browser.setWindowRect(0, 0, width, height);
          inner = await run(() => [innerWidth, innerHeight], null);
          if (inner[0] === width && inner[1] === height) return;
          await sleep(100);
        }
        throw new Error(`viewport ${inner.join('×')} instead of ${width}×${height} after 5 s`);
      },
      async open(path) {
        await browser.url(new URL(path, baseUrl).href);
        await run(installTraps, null);
      },
      evaluate: run,
      async click(target) {
        await browser.elementClick(await elementId(target));
      },
      async type(target, text) {
        await browser.elementSendKeys(await elementId(target), text);
      },
      async errors() {
        const errors = await run(readTraps, null);
        if (errors) return errors;
        // A new document since `open` (a full navigation): watch it from now on.
        await run(installTraps, null);
        return [];
      },
    };
    return {
      driver,
      close: async () => {
        await within(browser.deleteSession(), 5000, 'end the WebKit session').catch(() => {});
        await close();
      },
    };
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}${log ? `\n${log}` : ''}`);
  }
}
