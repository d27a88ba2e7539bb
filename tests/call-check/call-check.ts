import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { de } from '../../src/content/de';
import { voiceAgents } from '../../src/voice/agents';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { AgentCallPage } from '../../e2e/pages/agent-call.page';
import { recordCspViolations } from '../../e2e/voice/daily-bundle';
import { instrumentMicrophone, microphoneTracks } from '../../e2e/voice/microphone';

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
  /** Where the report goes, line by line. */
  print?: (line: string) => void;
  /** Chromium to run; Debian's by default. */
  executablePath?: string;
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
 * open an agent page, start, wait for the call to start, the assistant to speak and a
 * transcript line, hang up, then check that no microphone track is live and that the page's
 * Content-Security-Policy refused nothing. Stops at the first failure and names the step.
 */
export async function runCallCheck(options: CallCheckOptions): Promise<CallCheckResult> {
  const print = options.print ?? ((line: string) => console.log(line));
  const timeout = options.stepTimeoutMs ?? 30_000;
  const agent = voiceAgents.clara;
  const url = new URL(options.path ?? agent.route ?? '/clara-agent', options.siteUrl).href;
  const browser = await chromium.launch({
    executablePath: options.executablePath ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${SENTENCE_WAV}`],
  });
  const started = Date.now();
  print(`call:check ${url}`);
  try {
    const context = await browser.newContext({ locale: 'de-CH', permissions: ['microphone'] });
    const page = await context.newPage();
    await instrumentMicrophone(page);
    const violations = await recordCspViolations(page);
    await options.prepare?.(page);
    const call = new AgentCallPage(page, agent.name);
    const errorToast = page.locator('[data-sonner-toast][data-type="error"]');

    /** Waits for `done`; an error toast on the way fails the step with its text. */
    const until = async (done: Promise<unknown>, what: string) => {
      const failed = errorToast
        .first()
        .waitFor({ timeout })
        .then(async () => {
          throw new StepFailure(`error toast: ${(await errorToast.first().innerText()).trim()}`);
        });
      failed.catch(() => {});
      try {
        await Promise.race([done, failed]);
      } catch (error) {
        if (error instanceof StepFailure) throw error;
        throw new StepFailure(`${what} within ${seconds(timeout)}`);
      }
    };

    const steps: Record<Step, () => Promise<void>> = {
      'open the agent page': async () => {
        const response = await page.goto(url);
        if (!response?.ok()) throw new StepFailure(`HTTP ${response?.status() ?? 'no answer'}`);
        await until(call.start.waitFor({ timeout }), 'no start button');
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
      },
      'call-start': async () => {
        await call.start.click();
        await until(
          call.connection
            .filter({ hasText: exactly(de.voice.agentPage.connected) })
            .waitFor({ timeout }),
          `not '${de.voice.agentPage.connected}'`,
        );
      },
      'assistant speaks': async () => {
        await until(
          call.call.getByText(de.voice.widget.status.speaking).waitFor({ timeout }),
          'no speech from the assistant',
        );
      },
      'transcript line': async () => {
        await until(
          call.transcript.getByRole('listitem').first().waitFor({ timeout }),
          'no transcript line',
        );
      },
      'hang up': async () => {
        await call.hangUp.click();
        await until(
          call.connection
            .filter({ hasText: exactly(de.voice.agentPage.disconnected) })
            .waitFor({ timeout }),
          `not '${de.voice.agentPage.disconnected}'`,
        );
      },
      'microphone released': async () => {
        const deadline = Date.now() + timeout;
        let tracks = await microphoneTracks(page);
        while (tracks.live > 0 && Date.now() < deadline) {
          await page.waitForTimeout(200);
          tracks = await microphoneTracks(page);
        }
        if (tracks.total === 0) throw new StepFailure('no microphone track was ever opened');
        if (tracks.live > 0) throw new StepFailure(`${tracks.live} microphone track(s) still live`);
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
      try {
        await steps[name]();
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        print(
          `  ✗ ${label} (${seconds(Date.now() - stepStart)}, at ${seconds(Date.now() - started)}): ${reason}`,
        );
        print(`call:check FAILED at step "${name}"`);
        return { ok: false, failedStep: name };
      }
      print(
        `  ✓ ${label} (${seconds(Date.now() - stepStart)}, at ${seconds(Date.now() - started)})`,
      );
    }
    print(`call:check passed in ${seconds(Date.now() - started)}`);
    return { ok: true };
  } finally {
    await browser.close();
  }
}
