import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@tests/voice/latest-promise';
import type { VoiceDriverEventName } from './driver';
import {
  createDriverLifecycle,
  type DriverEventKind,
  type DriverPhase,
  type Verdict,
} from './driver-lifecycle';

/** A lifecycle brought into `phase`, its teardown held open while stopping. */
async function inPhase(phase: DriverPhase) {
  const teardownDone = deferred();
  const teardown = vi.fn((_joined: Promise<boolean> | null) => teardownDone.promise);
  const ended = vi.fn();
  const life = createDriverLifecycle({ teardown, ended });
  const join = deferred();
  const established = vi.fn();
  let started: Promise<boolean> | undefined;
  let stopped: Promise<void> | undefined;
  if (phase !== 'idle') started = life.start(() => join.promise, established);
  if (phase === 'active' || phase === 'stopping') {
    join.resolve();
    await started;
  }
  if (phase === 'stopping') stopped = life.stop();
  expect(life.phase).toBe(phase);
  return { life, teardown, teardownDone, ended, join, established, started, stopped };
}

/** One event of each kind, as a driver reports it. */
const SAMPLES: Record<DriverEventKind, [VoiceDriverEventName, unknown[]]> = {
  callEnd: ['call-end', []],
  call: ['speech-start', []],
  established: ['mic-level', [0.5]],
  error: ['error', [{ type: 'daily-error', message: 'boom' }]],
};

// Written from the rules (decision 0028), not read from DRIVER_RULES (the table under test):
// every row is acted out below, so a changed verdict fails its row.
const EXPECTED: [DriverPhase, DriverEventKind, Verdict][] = [
  ['idle', 'callEnd', 'drop'],
  ['idle', 'call', 'drop'],
  ['idle', 'established', 'drop'],
  ['idle', 'error', 'drop'],
  ['starting', 'callEnd', 'pass'],
  ['starting', 'call', 'pass'],
  ['starting', 'established', 'drop'],
  ['starting', 'error', 'collect'],
  ['active', 'callEnd', 'end'],
  ['active', 'call', 'pass'],
  ['active', 'established', 'pass'],
  ['active', 'error', 'pass'],
  ['stopping', 'callEnd', 'pass'],
  ['stopping', 'call', 'pass'],
  ['stopping', 'established', 'drop'],
  ['stopping', 'error', 'drop'],
];

describe('driver lifecycle: phase × event', () => {
  it.each(EXPECTED)('while %s, a %s event: %s', async (phase, kind, verdict) => {
    const { life, ended } = await inPhase(phase);
    const [event, args] = SAMPLES[kind];
    const heard = vi.fn();
    life.on(event, heard);
    (life.report as (e: string, ...a: unknown[]) => void)(event, ...args);
    expect(heard).toHaveBeenCalledTimes(verdict === 'pass' || verdict === 'end' ? 1 : 0);
    if (heard.mock.calls.length) expect(heard).toHaveBeenCalledWith(...args);
    expect(life.startError()).toEqual(verdict === 'collect' ? args[0] : undefined);
    // Only the service's end of an established call ends it (and releases what it held).
    expect(life.phase).toBe(verdict === 'end' ? 'idle' : phase);
    expect(ended).toHaveBeenCalledTimes(verdict === 'end' ? 1 : 0);
  });

  it.each(['idle', 'starting', 'active', 'stopping'] as const)(
    'while %s, the driver’s own findings pass only in an established call',
    async (phase) => {
      const { life } = await inPhase(phase);
      const heard = vi.fn();
      life.on('error', heard);
      life.on('message', heard);
      life.reportInCall('error', { type: 'microphone-ended', message: 'gone' });
      life.reportInCall('message', { type: 'transcript', transcript: 'Hallo' });
      expect(heard).toHaveBeenCalledTimes(phase === 'active' ? 2 : 0);
      expect(life.inCall).toBe(phase === 'active');
      expect(life.startError()).toBeUndefined();
    },
  );

  it('the service’s end is heard before what the call held is released', async () => {
    const { life, ended } = await inPhase('active');
    const order: string[] = [];
    life.on('call-end', () => order.push(`call-end in ${life.phase}`));
    ended.mockImplementation(() => order.push('ended'));
    life.report('call-end');
    expect(order).toEqual(['call-end in idle', 'ended']);
  });

  it('collects every error of a start; the last one is the start’s', async () => {
    const { life, join } = await inPhase('starting');
    life.report('error', { type: 'first', message: 'a' });
    life.report('error', { type: 'second', message: 'b' });
    expect(life.startError()).toEqual({ type: 'second', message: 'b' });
    join.resolve();
    await vi.waitFor(() => expect(life.phase).toBe('active'));
    // A new start begins with none.
    life.report('call-end');
    void life.start(() => new Promise(() => {}));
    await vi.waitFor(() => expect(life.phase).toBe('starting'));
    expect(life.startError()).toBeUndefined();
  });
});

describe('driver lifecycle: start', () => {
  it('while idle: begins in starting, and is established once joined', async () => {
    const { life, join, established } = await inPhase('idle');
    const begin = vi.fn(() => {
      expect(life.phase).toBe('starting');
      return join.promise;
    });
    const started = life.start(begin, established);
    await vi.waitFor(() => expect(begin).toHaveBeenCalledTimes(1));
    expect(established).not.toHaveBeenCalled();
    join.resolve();
    await expect(started).resolves.toBe(true);
    expect(life.phase).toBe('active');
    expect(established).toHaveBeenCalledTimes(1);
  });

  it.each(['starting', 'active'] as const)(
    'while %s: refused as already started',
    async (phase) => {
      const { life } = await inPhase(phase);
      const begin = vi.fn(() => Promise.resolve());
      await expect(life.start(begin)).rejects.toMatchObject({ type: 'already-started' });
      expect(begin).not.toHaveBeenCalled();
      expect(life.phase).toBe(phase);
    },
  );

  it('while stopping: waits for the stop, then begins', async () => {
    const { life, teardownDone, stopped } = await inPhase('stopping');
    const begin = vi.fn(() => Promise.resolve());
    const started = life.start(begin);
    await Promise.resolve();
    expect(begin).not.toHaveBeenCalled();
    teardownDone.resolve();
    await stopped;
    await expect(started).resolves.toBe(true);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('a failed join rejects the start, and the call is over', async () => {
    const { life, join, established, ended, started } = await inPhase('starting');
    join.reject(new Error('no join'));
    await expect(started).rejects.toThrow('no join');
    expect(life.phase).toBe('idle');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(established).not.toHaveBeenCalled();
  });

  it('a start refused by the driver (SDK not ready) leaves it idle', async () => {
    const { life, ended } = await inPhase('idle');
    const refused = life.start(() => {
      throw new Error('not ready');
    });
    await expect(refused).rejects.toThrow('not ready');
    expect(life.phase).toBe('idle');
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('driver lifecycle: stop', () => {
  it('while idle: resolves at once, nothing torn down', async () => {
    const { life, teardown, ended } = await inPhase('idle');
    await life.stop();
    expect(teardown).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it('while active: tears down (no pending start), then idle and released', async () => {
    const { life, teardown, teardownDone, ended } = await inPhase('active');
    const stopped = life.stop();
    expect(life.phase).toBe('stopping');
    expect(teardown).toHaveBeenCalledWith(null);
    expect(ended).not.toHaveBeenCalled();
    teardownDone.resolve();
    await stopped;
    expect(life.phase).toBe('idle');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['joined', true],
    ['failed', false],
  ] as const)(
    'while starting: tears down at once, told when the start settles (%s)',
    async (_title, joins) => {
      const { life, teardown, teardownDone, join, established, ended, started } =
        await inPhase('starting');
      const stopped = life.stop();
      expect(life.phase).toBe('stopping');
      expect(teardown).toHaveBeenCalledTimes(1);
      const joined = teardown.mock.calls[0]?.[0];
      expect(joined).toBeInstanceOf(Promise);
      if (joins) join.resolve();
      else join.reject(new Error('destroyed'));
      await expect(joined).resolves.toBe(joins);
      // Hung up while connecting: never established, whatever the join did.
      if (joins) await expect(started).resolves.toBe(false);
      else await expect(started).rejects.toThrow('destroyed');
      expect(established).not.toHaveBeenCalled();
      expect(life.phase).toBe('stopping');
      teardownDone.resolve();
      await stopped;
      expect(life.phase).toBe('idle');
      expect(ended).toHaveBeenCalledTimes(1);
    },
  );

  it('while stopping: the same stop, one teardown; one that fails still ends the call', async () => {
    const { life, teardown, teardownDone, ended, stopped } = await inPhase('stopping');
    expect(life.stop()).toBe(stopped);
    teardownDone.reject(new Error('stop failed'));
    await expect(stopped).rejects.toThrow('stop failed');
    expect(teardown).toHaveBeenCalledTimes(1);
    expect(life.phase).toBe('idle');
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
