import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { recordCspViolations } from '../../e2e/voice/daily-bundle';
import { instrumentMicrophone, microphoneTracks } from '../../e2e/voice/microphone';
import { observeSdkEvents } from './sdk-events';

/** The short German sentence the fake microphone plays (espeak-ng, 16 kHz mono, see README). */
export const SENTENCE_WAV = resolve(import.meta.dirname, 'sentence-de.wav');

export interface CallCheckOptions {
  /** The site, e.g. `https://www.helvox.ch` or a local build's server. */
  siteUrl: string;
  /** The agent page the call is made on. */
  path?: string;
  /** How long each step may take. */
  stepTimeoutMs?: number;
  /** Runs on the fresh page before it opens the site (stand-ins for tests; nothing in real use). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * Whether the provider will send nothing more (stand-ins for tests): a step still missing
   * something then fails at once instead of waiting out its time. A real provider never says so.
   */
  quiet?: (page: Page) => Promise<boolean>;
  /** Where the report goes, line by line. */
  print?: (line: string) => void;
  /** The Chromium to run and its flags; Debian's full Chromium with the suite's flags by default. */
  browser?: { executablePath?: string; args: string[] };
}

export interface CallCheckResult {
  ok: boolean;
  /** The step that failed, by name. */
  failedStep?: string;
}

/** The steps in order; their names are what the report prints and a failure names. */
export const STEPS = [
  'open the agent page',
  'call-start',
  'assistant speaks',
  'transcript line',
  'hang up',
  'microphone released',
  'no CSP violation',
] as const;

type Step = (typeof STEPS)[number];

class StepFailure extends Error {}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Exactly this text ('Nicht verbunden' contains 'verbunden': `hasText` alone would match). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * One real web call in headless Chromium with a fake microphone playing a German sentence:
 * open an agent page, start, wait for the voice SDK's call-start, the assistant's speech
 * (speech-start and an audible volume-level) and a transcript line, hang up, then check that no
 * microphone track is live and that the page's Content-Security-Policy refused nothing. Stops at
 * the first failure and names the step. The German texts are the site's spec, stated literally.
 */
export async function runCallCheck(options: CallCheckOptions): Promise<CallCheckResult> {
  const print = options.print ?? ((line: string) => console.log(line));
  const timeout = options.stepTimeoutMs ?? 30_000;
  const url = new URL(options.path ?? '/clara-agent', options.siteUrl).href;
  const browser = await chromium.launch({
    executablePath: options.browser?.executablePath ?? '/usr/bin/chromium',
    args: [
      ...(options.browser?.args ?? CHROMIUM_ARGS),
      `--use-file-for-fake-audio-capture=${SENTENCE_WAV}`,
    ],
  });
  const started = Date.now();
  print(`call:check ${url}`);
  try {
    const context = await browser.newContext({ locale: 'de-CH', permissions: ['microphone'] });
    const page = await context.newPage();
    // Outside Playwright's runner an action has no time limit of its own.
    page.setDefaultTimeout(timeout);
    await instrumentMicrophone(page);
    const violations = await recordCspViolations(page);
    await options.prepare?.(page);
    // After `prepare`: its routes for the SDK chunk (stand-ins) answer the real chunk's request.
    const sdk = await observeSdkEvents(page);

    const call = page.getByRole('region', { name: /^Sprechen Sie mit / });
    const start = call.getByRole('button', { name: 'Anruf starten', exact: true });
    const hangUp = call.getByRole('button', { name: 'Anruf beenden', exact: true });
    const connection = call.getByRole('status');
    const transcriptLines = call
      .getByRole('region', { name: 'Live-Transkript', exact: true })
      .getByRole('listitem');
    const errorToast = page.locator('[data-sonner-toast][data-type="error"]');
    const shows = (text: string) => connection.filter({ hasText: exactly(text) }).isVisible();

    /**
     * Polls `missing` (what is still missing, or null once done) until the step's time is up or
     * the provider is quiet; an error toast on the way fails the step with its text.
     */
    const until = async (missing: () => Promise<string | null>) => {
      const deadline = Date.now() + timeout;
      for (;;) {
        if (await errorToast.count()) {
          throw new StepFailure(`error toast: ${(await errorToast.first().innerText()).trim()}`);
        }
        // Read before `missing`: what a quiet provider sent, `missing` then sees.
        const quiet = (await options.quiet?.(page)) ?? false;
        const left = await missing();
        if (left === null) return;
        if (quiet) throw new StepFailure(`${left}; the provider sends nothing more`);
        if (Date.now() > deadline) throw new StepFailure(`${left} within ${seconds(timeout)}`);
        await page.waitForTimeout(100);
      }
    };
    const emitted = async (event: string) => (await sdk.read()).events.includes(event);

    const steps: Record<Step, () => Promise<void>> = {
      'open the agent page': async () => {
        const response = await page.goto(url);
        if (!response?.ok()) throw new StepFailure(`HTTP ${response?.status() ?? 'no answer'}`);
        await until(async () => ((await start.isVisible()) ? null : `no 'Anruf starten'`));
        // The start-up's mark: hydrated, every part started (docs/start-up.md).
        await page.locator('html[data-awake]').waitFor({ state: 'attached', timeout });
      },
      'call-start': async () => {
        await start.click();
        // Agent pages also show 'Verbunden' on speech or a transcript alone: only the SDK's
        // call-start says that the service is listening.
        await until(async () => {
          if (!(await emitted('call-start'))) {
            return (await sdk.read()).hooked
              ? 'no call-start from the voice SDK'
              : 'the voice SDK did not load (its events could not be observed)';
          }
          return (await shows('Verbunden')) ? null : `call-start, but not 'Verbunden'`;
        });
      },
      'assistant speaks': async () => {
        await until(async () => {
          if (!(await emitted('speech-start'))) return 'no speech from the assistant';
          return (await sdk.read()).loudest > 0 ? null : 'speech-start, but no volume above 0';
        });
      },
      'transcript line': async () => {
        await until(async () =>
          (await emitted('message:transcript')) && (await transcriptLines.count()) > 0
            ? null
            : 'no transcript line',
        );
      },
      'hang up': async () => {
        await hangUp.click();
        await until(async () =>
          (await shows('Nicht verbunden')) ? null : `not 'Nicht verbunden'`,
        );
      },
      'microphone released': async () => {
        await until(async () => {
          const tracks = await microphoneTracks(page);
          if (tracks.total === 0) throw new StepFailure('no microphone track was ever opened');
          return tracks.live > 0 ? `${tracks.live} microphone track(s) still live` : null;
        });
      },
      'no CSP violation': async () => {
        const events = await violations.events();
        const refused = [
          ...events.map((e) => `${e.directive} ${e.blocked}`),
          ...violations.console,
        ];
        if (refused.length) throw new StepFailure(`refused: ${refused.join(' | ')}`);
      },
    };

    for (const [index, name] of STEPS.entries()) {
      const stepStart = Date.now();
      const label = `${index + 1}/${STEPS.length} ${name}`;
      const times = () => `${seconds(Date.now() - stepStart)}, at ${seconds(Date.now() - started)}`;
      try {
        await steps[name]();
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        print(`  ✗ ${label} (${times()}): ${reason}`);
        print(`call:check FAILED at step "${name}"`);
        return { ok: false, failedStep: name };
      }
      print(`  ✓ ${label} (${times()})`);
    }
    print(`call:check passed in ${seconds(Date.now() - started)}`);
    return { ok: true };
  } finally {
    await browser.close();
  }
}
