import { execFile } from 'node:child_process';
import { expect, test } from './fixtures';

/** The check's steps as the README documents them, in order. */
const STEPS = [
  'open the agent page',
  'call-start',
  'assistant speaks',
  'transcript line',
  'hang up',
  'microphone released',
  'no CSP violation',
];

/**
 * Runs `npm run call:check`'s script against the e2e build, with a stand-in voice service. A
 * scripted stand-in says when it is quiet, and the step it breaks fails then: the steps' time
 * (30 s, ample for the steps that pass under load) runs out only for the real SDK's own failure.
 */
function callCheck(baseURL: string, standIn: string, timeoutSeconds = 30) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      'node',
      ['--import', 'tsx', 'tests/call-check/run.ts'],
      {
        env: {
          ...process.env,
          CALL_CHECK_URL: baseURL,
          CALL_CHECK_PRELOAD: 'tests/call-check/stand-ins.ts',
          CALL_CHECK_STAND_IN: standIn,
          CALL_CHECK_TIMEOUT: String(timeoutSeconds),
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

const stepLine = (mark: '✓' | '✗', name: string) =>
  new RegExp(`  ${mark} ${STEPS.indexOf(name) + 1}/7 ${name} \\(\\d+\\.\\d s, at \\d+\\.\\d s\\)`);

/** The report of a run that failed at `step`, every step before it passed, none after it ran. */
function expectFailedAt(run: { code: number; out: string }, step: string, reason: string) {
  const index = STEPS.indexOf(step);
  for (const before of STEPS.slice(0, index)) expect(run.out).toMatch(stepLine('✓', before));
  expect(run.out).toMatch(new RegExp(`${stepLine('✗', step).source}: ${reason}`));
  expect(run.out).toContain(`call:check FAILED at step "${step}"`);
  for (const after of STEPS.slice(index + 1)) expect(run.out).not.toContain(after);
  expect(run.code).toBe(1);
}

test.describe('npm run call:check', () => {
  // Each run starts its own Chromium and makes a whole call.
  test.describe.configure({ timeout: 180_000 });

  test('passes a call that starts, speaks, transcribes and ends: every step with its time', async ({
    baseURL,
  }) => {
    const { code, out } = await callCheck(baseURL!, 'ok');
    expect(out).toContain(`call:check ${baseURL}/clara-agent`);
    const passed = STEPS.map((step) => out.search(stepLine('✓', step)));
    expect(passed.every((at) => at >= 0)).toBe(true);
    expect(passed).toEqual([...passed].sort((a, b) => a - b));
    expect(out).toMatch(/call:check passed in \d+\.\d s/);
    expect(code).toBe(0);
  });

  // Each stand-in breaks one step (tests/call-check/stand-ins.ts says how): the run fails there,
  // naming why. `never-listening` is the real SDK, failing when its time (10 s here) is up.
  const quiet = '; the provider sends nothing more';
  const failures: Array<[string, string, string, number?]> = [
    ['no-call-start', 'call-start', `no call-start from the voice SDK${quiet}`],
    ['never-listening', 'call-start', 'no call-start from the voice SDK within 10.0 s', 10],
    ['silent', 'assistant speaks', `no speech from the assistant${quiet}`],
    ['inaudible', 'assistant speaks', `speech-start, but no volume above 0${quiet}`],
    ['no-transcript', 'transcript line', `no transcript line${quiet}`],
    ['unauthorized', 'call-start', 'error toast: Fehler'],
    ['keeps-microphone', 'microphone released', '1 microphone track\\(s\\) still live'],
    [
      'csp-violation',
      'no CSP violation',
      'refused: connect-src https://o77906\\.ingest\\.sentry\\.io/',
    ],
  ];
  for (const [standIn, step, reason, timeout] of failures) {
    test(`stand-in '${standIn}': fails at '${step}' and names why`, async ({ baseURL }) => {
      expectFailedAt(await callCheck(baseURL!, standIn, timeout), step, reason);
    });
  }
});
