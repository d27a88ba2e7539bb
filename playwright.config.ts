import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium where it exists (CI, this machine); Playwright's own browser elsewhere. */
export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
];

/**
 * Full Chromium, where the microphone's permission is the browser's own: the tests that refuse
 * the microphone (`test.use({ launchOptions: PERMISSION_BROWSER })`), the bench, Lighthouse.
 */
export const PERMISSION_BROWSER = { executablePath: systemChromium, args: CHROMIUM_ARGS };

const headlessShell = ['/usr/bin/chromium-headless-shell'].find((path) => existsSync(path));

/**
 * The test browser: Chromium's headless shell where Debian has it (`chromium-headless-shell`, the
 * same version as full Chromium). Without full Chromium's own UI renderer and its busy browser
 * process, a page costs a third of the CPU (docs/testing.md, stop 57). The shell has no one to
 * ask for the microphone (`getUserMedia` answers "Not supported") unless the fake UI grants it,
 * which also overrides a refusal: the tests that refuse it run in `PERMISSION_BROWSER`.
 */
export const TEST_BROWSER = headlessShell
  ? { executablePath: headlessShell, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream'] }
  : PERMISSION_BROWSER;

/**
 * The journeys' visitor is in a quiet room: a looped silent WAV instead of the fake device's
 * beep. On a slowed CPU the beep's stale audio buffer can read as 200 ms of speech, which
 * reopens a typed turn and loses its answer from the recap (stop 57's '0 Wortwechsel'). What
 * the microphone hears is proven where it is the claim (call-microphone, the hear-check).
 * `call-recap.demo.spec.ts` uses it too: a visitor who says nothing.
 */
export const QUIET_ROOM = {
  executablePath: TEST_BROWSER.executablePath,
  args: [
    ...TEST_BROWSER.args,
    `--use-file-for-fake-audio-capture=${resolve('e2e/voice/silence.wav')}`,
  ],
};

// `E2E_DIR` and `E2E_PORT` let several runs (engineers working side by side) not collide.
const DIR = process.env.E2E_DIR ?? 'dist-e2e';
const PROD_PORT = Number(process.env.E2E_PORT ?? 4173);
const DEMO_PORT = PROD_PORT + 1;

export default defineConfig({
  testDir: 'e2e',
  // Per build directory, so that runs side by side do not clear each other's results.
  outputDir: `test-results/${DIR}`,
  fullyParallel: true,
  // A `test.only` left in a commit would silently skip the rest of the suite in CI.
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Fail fast (decision 0024): a broken build stops after 10 failed tests instead of timing out
  // every test; the whole run stops at 30 min (~13 today on CI's two cores, more than twice that
  // under load) and still writes its report, so `npm test` prints its summary.
  maxFailures: process.env.CI ? 10 : 0,
  globalTimeout: process.env.CI ? 30 * 60_000 : 0,
  // Two workers on two cores with 4x-CPU start-up tests beside them: waits, not assertions,
  // get room (a 5 s wait failed on a microphone grant or a toast under that load).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    locale: 'de-CH',
    // Recording a trace for every test costs a third of the suite's time (a11y 1.4 → 1.8 min,
    // voice-agents 1.2 → 1.8 min on two workers), and CI keeps only what the run prints: traces
    // are kept on failure locally, and not recorded in CI.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: TEST_BROWSER,
  },
  projects: [
    {
      name: 'prod',
      testIgnore: [/\.demo\.spec\.ts$/, /journeys\//],
      use: { baseURL: `http://127.0.0.1:${PROD_PORT}` },
    },
    {
      name: 'demo',
      testMatch: /\.demo\.spec\.ts$/,
      testIgnore: /journeys\//,
      use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    // Visitors' journeys across routes on the demo site (e2e/journeys/): acting once the
    // HTML is parsed (`domcontentloaded`), on a slowed CPU, on a phone and on a desktop.
    {
      name: 'journeys-phone',
      testMatch: /journeys\/.*\.spec\.ts$/,
      use: {
        baseURL: `http://127.0.0.1:${DEMO_PORT}`,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions: QUIET_ROOM,
      },
    },
    {
      name: 'journeys-desktop',
      testMatch: /journeys\/.*\.spec\.ts$/,
      use: {
        baseURL: `http://127.0.0.1:${DEMO_PORT}`,
        viewport: { width: 1366, height: 900 },
        launchOptions: QUIET_ROOM,
      },
    },
  ],
  webServer: [
    {
      command: `tsx src/build/serve.ts ${PROD_PORT} ${DIR}/prod`,
      url: `http://127.0.0.1:${PROD_PORT}/`,
      reuseExistingServer: false,
    },
    {
      command: `tsx src/build/serve.ts ${DEMO_PORT} ${DIR}/demo`,
      url: `http://127.0.0.1:${DEMO_PORT}/`,
      reuseExistingServer: false,
    },
  ],
});
