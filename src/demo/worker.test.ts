import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORKER_WAIT_MS, startDemoWorker } from './worker';

describe('startDemoWorker: the app never waits longer than the bound for the demo worker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("a worker that answers in time: 'ready', no warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(startDemoWorker({ start: async () => {}, waitMs: 50 })).resolves.toBe('ready');
    expect(warn).not.toHaveBeenCalled();
  });

  it("waits 6 s at most: a worker still activating then is 'late', with a warning", async () => {
    expect(DEMO_WORKER_WAIT_MS).toBe(6_000);
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

  it('a worker that fails to start twice fails the start, within the bound', async () => {
    const failure = new Error('register failed');
    const start = vi.fn(() => Promise.reject(failure));
    await expect(startDemoWorker({ start, waitMs: 1_000 })).rejects.toBe(failure);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("a worker that fails once is started again 250 ms later: 'ready'", async () => {
    vi.useFakeTimers();
    const start = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('[MSW] Failed to locate the Service Worker registration.'))
      .mockResolvedValueOnce(undefined);
    const outcome = startDemoWorker({ start, waitMs: 6_000 });
    await vi.advanceTimersByTimeAsync(249);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(2);
    await expect(outcome).resolves.toBe('ready');
  });

  it('a late worker that fails afterwards, and on its retry, is reported, not an unhandled rejection', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const start = () => new Promise<void>((_, reject) => (fail = reject));
    const outcome = startDemoWorker({ start, waitMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toBe('late');
    fail(new Error('activation failed'));
    // Tried once more, 250 ms later; that fails too.
    await vi.advanceTimersByTimeAsync(250);
    const failure = new Error('activation failed again');
    fail(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenLastCalledWith('Demo-Modus: Service Worker', failure);
  });
});
