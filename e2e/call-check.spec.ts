import { execFile } from 'node:child_process';
import { STEPS } from '../tests/call-check/call-check';
import { expect, test } from './fixtures';

/** Runs `npm run call:check`'s script against the e2e build, with a stand-in voice service. */
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
  new RegExp(
    `  ${mark} ${STEPS.indexOf(name as never) + 1}/${STEPS.length} ${name} \\(\\d+\\.\\d s, at \\d+\\.\\d s\\)`,
  );

test.describe('npm run call:check', () => {
  // Each run starts its own Chromium and makes a whole call.
  test.describe.configure({ timeout: 180_000 });

  test('passes a call that starts, speaks, transcribes and ends: every step with its time', async ({
    baseURL,
  }) => {
    const { code, out } = await callCheck(baseURL!, 'ok');
    expect(out).toContain(`call:check ${baseURL}/clara-agent`);
    for (const step of STEPS) expect(out).toMatch(stepLine('✓', step));
    expect(out).toMatch(/call:check passed in \d+\.\d s/);
    expect(code).toBe(0);
  });

  test('stops at the first failure and names it: the assistant never speaks', async ({
    baseURL,
  }) => {
    const { code, out } = await callCheck(baseURL!, 'silent', 15);
    expect(out).toMatch(stepLine('✓', 'call-start'));
    expect(out).toMatch(stepLine('✗', 'assistant speaks'));
    expect(out).toContain('no speech from the assistant within 15.0 s');
    expect(out).toContain('call:check FAILED at step "assistant speaks"');
    expect(out).not.toContain('transcript line');
    expect(code).toBe(1);
  });

  test('a refused key fails the call-start step with the toast the visitor sees', async ({
    baseURL,
  }) => {
    const { code, out } = await callCheck(baseURL!, 'unauthorized', 20);
    expect(out).toMatch(stepLine('✓', 'open the agent page'));
    expect(out).toMatch(stepLine('✗', 'call-start'));
    expect(out).toContain('error toast: Fehler');
    expect(out).toContain('call:check FAILED at step "call-start"');
    expect(code).toBe(1);
  });

  test('a microphone left live after the call fails its step', async ({ baseURL }) => {
    const { code, out } = await callCheck(baseURL!, 'keeps-microphone', 15);
    expect(out).toMatch(stepLine('✓', 'hang up'));
    expect(out).toMatch(stepLine('✗', 'microphone released'));
    expect(out).toContain('microphone track(s) still live');
    expect(out).toContain('call:check FAILED at step "microphone released"');
    expect(code).toBe(1);
  });
});
