import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORKER_WAIT_MS, startDemoWorker } from './worker';

describe('startDemoWorker: the app never waits longer than the bound for the demo worker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 6 s at most', () => {
    expect(DEMO_WORKER_WAIT_MS).toBe(6_000);
  });

  it("a worker that answers in time: 'ready', no warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(startDemoWorker({ start: async () => {}, waitMs: 50 })).resolves.toBe('ready');
    expect(warn).not.toHaveBeenCalled();
  });

  it("a worker still activating after the bound: 'late' exactly then, with a warning", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let settled = false;
    const outcome = startDemoWorker({ start: () => new Promise(() => {}), waitMs: 6_000 }).then(
      (value) => {
        settled = true;
        return value;
      },
    );
    await vi.advanceTimersByTimeAsync(5_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('late');
    expect(warn).toHaveBeenCalledWith(
      'Demo-Modus: der Service Worker antwortet nach 6000 ms noch nicht',
    );
  });

  it('a worker that fails to start fails the start (as before), within the bound', async () => {
    const failure = new Error('register failed');
    await expect(
      startDemoWorker({ start: () => Promise.reject(failure), waitMs: 1_000 }),
    ).rejects.toBe(failure);
  });

  it('a late worker that fails afterwards is reported, not an unhandled rejection', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const start = () => new Promise<void>((_, reject) => (fail = reject));
    const outcome = startDemoWorker({ start, waitMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toBe('late');
    const failure = new Error('activation failed');
    fail(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenLastCalledWith('Demo-Modus: Service Worker', failure);
  });
});
