import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUT_OFF, runBounded, runBoundedAsync } from './bounded';

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
  it('runs beside another and hands back its output, or is cut off at its bound', async () => {
    const [done, cut] = await Promise.all([
      runBoundedAsync('sh', ['-c', 'echo out; echo err >&2; exit 2'], 10_000),
      runBoundedAsync('sh', ['-c', 'sleep 60'], 300, process.env, 300),
    ]);
    expect(done).toEqual({ status: 2, cutOff: false, output: expect.stringMatching(/out\n/) });
    expect(done.output).toContain('err');
    expect(cut).toMatchObject({ status: CUT_OFF, cutOff: true });
  });

  it('passes on the status of a stage that ends in time', () => {
    expect(runBounded('sh', ['-c', 'exit 3'], 10_000)).toEqual({ status: 3, cutOff: false });
    expect(runBounded('sh', ['-c', 'exit 0'], 10_000)).toEqual({ status: 0, cutOff: false });
  });

  it('is cut off at its bound, with what it started (a browser, a server)', () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'bounded-')), 'pid');
    const started = Date.now();
    const result = runBounded('sh', ['-c', `sleep 60 & echo $! > ${pidFile}; wait`], 500);
    expect(result).toEqual({ status: CUT_OFF, cutOff: true });
    expect(Date.now() - started).toBeLessThan(5_000);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(grandchild).toBeGreaterThan(0);
    expect(alive(grandchild)).toBe(false);
  });

  it('kills a stage that ignores SIGTERM after the grace period', () => {
    const started = Date.now();
    const result = runBounded('sh', ['-c', 'trap "" TERM; sleep 60'], 300, process.env, 300);
    expect(result).toEqual({ status: CUT_OFF, cutOff: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
