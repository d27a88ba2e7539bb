import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUT_OFF, runBounded } from './bounded';

/** Running, not a zombie (an orphan killed here waits for init to reap it). */
function alive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync(stat)) return !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a bounded stage', () => {
  it('runs beside another and hands back its status and output, or is cut off at its bound', async () => {
    const [done, cut] = await Promise.all([
      runBounded('sh', ['-c', 'echo out; echo err >&2; exit 2'], 10_000, { collect: true }),
      runBounded('sh', ['-c', 'sleep 60'], 300, { graceMs: 300, collect: true }),
    ]);
    expect(done).toEqual({ status: 2, cutOff: false, output: expect.stringMatching(/out\n/) });
    expect(done.output).toContain('err');
    expect(cut).toMatchObject({ status: CUT_OFF, cutOff: true });
  });

  // The stages sleep 60 s: a run that ends within the test's bound (well under a minute) was cut
  // off, and the processes it started are gone — no wall-clock reading decides.
  it('is cut off at its bound, with what it started (a browser, a server)', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'bounded-')), 'pid');
    const result = await runBounded('sh', ['-c', `sleep 60 & echo $! > ${pidFile}; wait`], 500);
    expect(result).toMatchObject({ status: CUT_OFF, cutOff: true });
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(grandchild).toBeGreaterThan(0);
    expect(alive(grandchild)).toBe(false);
  }, 20_000);

  it('kills a stage that ignores SIGTERM after the grace period', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'bounded-')), 'pid');
    const stage = ['-c', `echo $$ > ${pidFile}; trap "" TERM; sleep 60`];
    expect(await runBounded('sh', stage, 300, { graceMs: 300 })).toMatchObject({ status: CUT_OFF });
    expect(alive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  }, 20_000);
});
