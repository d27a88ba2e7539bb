import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyStartError } from '@machines/call/call.errors';
import { FakeTrack, fakeLease } from '@tests/voice/fake-media';
import { vapiHarness as loadedDriver } from '@tests/voice/driver-harness';
import { FakeVapi, resetFakeVapi } from '@tests/voice/fake-vapi';
import { deferred } from '@tests/voice/latest-promise';
import { createVapiDriver, networkState, vapiConstructor } from './vapi-driver';

vi.mock('@vapi-ai/web', () => import('@tests/voice/fake-vapi'));

const options = { publicKey: 'pk-test', apiUrl: 'https://voice.helvox.invalid' };
const startOptions = { agent: 'helvox' };

beforeEach(resetFakeVapi);
afterEach(() => vi.restoreAllMocks());

describe('vapi driver: loading and starting', () => {
  it('constructs nothing until the first load, then exactly one client per driver', async () => {
    // The page has one driver (the app store's `voiceDriverAtom`); its SDK state is its own.
    const first = createVapiDriver(options);
    const second = createVapiDriver(options);
    first.prefetch();
    await Promise.resolve();
    expect(FakeVapi.instances).toHaveLength(0);
    await Promise.all([first.load(), first.load()]);
    await first.load();
    expect(FakeVapi.instances.map((v) => [v.publicKey, v.apiBaseUrl])).toEqual([
      ['pk-test', 'https://voice.helvox.invalid'],
    ]);
    await second.load();
    expect(FakeVapi.instances).toHaveLength(2);
  });

  it('finds the constructor behind any CommonJS interop shape', () => {
    class Ctor {}
    expect(vapiConstructor({ default: Ctor })).toBe(Ctor);
    expect(vapiConstructor({ default: { default: Ctor } })).toBe(Ctor);
    expect(vapiConstructor(Ctor)).toBe(Ctor);
    expect(() => vapiConstructor({ default: {} })).toThrow(TypeError);
  });

  it.each([
    [
      'without a public key',
      async () => {
        const driver = createVapiDriver({ ...options, publicKey: undefined });
        return driver.load();
      },
      { code: 'initFailed', message: 'VITE_VAPI_PUBLIC_KEY is not set' },
    ],
    [
      'before the SDK is initialised',
      () => createVapiDriver(options).start('a', startOptions),
      { code: 'sdkNotReady', message: 'The voice SDK is not initialised' },
    ],
    [
      'when the SDK’s start throws (no assistant)',
      async () => {
        const { driver, vapi } = await loadedDriver();
        vapi.startImpl = async () => {
          throw new Error('Assistant or Squad or Workflow must be provided.');
        };
        return driver.start(undefined, startOptions);
      },
      { code: 'startFailed', message: 'Assistant or Squad or Workflow must be provided.' },
    ],
  ] as const)('refuses %s', async (_, act, expected) => {
    const error = await act().catch((e: unknown) => e);
    expect(classifyStartError(error)).toEqual(expected);
  });

  it('listens to the SDK’s own microphone level before the join (no second stream); a typed line goes out as add-message', async () => {
    const { driver, vapi } = await loadedDriver();
    // The SDK starts Daily's local level observer only if this is listened to at the join.
    vapi.startImpl = async (client) => client.listeners.get('local-volume-level')?.length === 1;
    await driver.start('a', startOptions);
    expect(vapi.start).toHaveBeenCalledWith('a');
    driver.send('Haben Sie morgen Zeit?');
    expect(vapi.send).toHaveBeenCalledWith({
      type: 'add-message',
      message: { role: 'user', content: 'Haben Sie morgen Zeit?' },
    });
  });
});

describe('vapi driver: during and after a call', () => {
  it.each([
    ['joins after all: destroyed once more once settled', { id: 'call-1' }, 2],
    ['fails: nothing left to destroy', null, 1],
  ] as const)(
    'a stop during a pending start destroys it at once; the start %s',
    async (_, answer, stops) => {
      const { driver, vapi } = await loadedDriver();
      const join = deferred<unknown>();
      vapi.startImpl = () => join.promise;
      const started = driver.start('a', startOptions).catch(() => 'failed');
      const stopped = driver.stop();
      await Promise.resolve();
      // The SDK's stop destroys the call object it has so far (and daily-js's microphone) now.
      expect(vapi.stop).toHaveBeenCalledTimes(1);
      // A call object built after that stop (the web-call request was under way) goes too.
      join.resolve(answer);
      await started;
      await stopped;
      expect(vapi.stop).toHaveBeenCalledTimes(stops);
    },
  );

  it('subscribes a client only for its call (stopped, ended by the service, refused): a late error throws nothing', async () => {
    const { driver, vapi: own, seen } = await loadedDriver();
    const onlyTheSink = (client: FakeVapi) => {
      // Only the sink for a late `error` stays (Node's EventEmitter throws one nobody hears).
      expect(client.listenerCount()).toBe(1);
      expect(() => client.emit('error', { type: 'late' })).not.toThrow();
      client.emit('speech-end');
    };
    // A client built for a call with the permission check's track, stopped.
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    const built = FakeVapi.instances.at(-1)!;
    expect(built).not.toBe(own);
    expect(built.listenerCount()).toBeGreaterThan(1);
    await driver.stop();
    onlyTheSink(built);
    // A lent track no longer live cannot be handed over: the page's own client joins, and
    // daily-js's own microphone is left to it. Ended by the service.
    const dead = fakeLease();
    dead.track.stop();
    const sdkTrack = (own.dailyTrack = new FakeTrack());
    await driver.start('b', { agent: 'helvox', microphone: dead.lease });
    expect(FakeVapi.instances).toEqual([own, built]);
    expect(sdkTrack.readyState).toBe('live');
    own.emit('call-end');
    onlyTheSink(own);
    // A client whose start failed.
    FakeVapi.nextStart = async () => null;
    await expect(
      driver.start('c', { agent: 'helvox', microphone: fakeLease().lease }),
    ).rejects.toThrow();
    onlyTheSink(FakeVapi.instances.at(-1)!);
    expect(seen.filter((line) => /speech-end|error/.test(line))).toEqual([]);
  });

  it('ignores Daily’s other network-connection events', () => {
    expect(networkState({ type: 'sfu', event: 'something-else' })).toBeNull();
    expect(networkState(null)).toBeNull();
  });
});

describe('vapi driver: the assistant’s sound refused (no output device, autoplay)', () => {
  beforeEach(() => {
    // jsdom has no media streams and does not play: the streams are stand-ins, play() is set.
    vi.stubGlobal(
      'MediaStream',
      class {
        constructor(readonly tracks: unknown[]) {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.querySelectorAll('audio').forEach((player) => player.remove());
  });

  async function connected() {
    const { driver, vapi, seen } = await loadedDriver();
    await driver.start('a', startOptions);
    vapi.emit('call-start');
    seen.length = 0;
    // The SDK loaded and the call started on real timers; the press's 1 s on the test's clock.
    vi.useFakeTimers();
    return { driver, vapi, seen };
  }

  it("reports the SDK's refused player (non-fatal); 'Ton einschalten' plays the assistant's track in a player of its own, removed when the call ends", async () => {
    const { driver, vapi, seen } = await connected();
    vapi.emit('error', { type: 'audio-start-failed', error: { message: 'NotAllowedError' } });
    expect(seen).toEqual(['error audio-start-failed', 'output-blocked']);
    vapi.speakerTrack = new FakeTrack();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    driver.enableOutput!();
    // In the press itself.
    expect(play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toBe('output-started');
    const player = document.querySelector('audio')!;
    expect((player.srcObject as unknown as { tracks: unknown[] }).tracks).toEqual([
      vapi.speakerTrack,
    ]);
    await driver.stop();
    expect(document.querySelector('audio')).toBeNull();
  });

  it.each([
    ['without the assistant’s track', null, () => Promise.resolve(), 0],
    ['when play() is refused again', new FakeTrack(), () => Promise.reject(new Error('No')), 0],
    [
      'when play() has not started within 1 s',
      new FakeTrack(),
      () => new Promise<void>(() => {}),
      1_000,
    ],
  ] as const)('stays blocked %s, and leaves no player', async (_, track, answer, ms) => {
    const { driver, vapi, seen } = await connected();
    vapi.speakerTrack = track;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(answer);
    driver.enableOutput!();
    if (ms > 0) {
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(seen).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['output-blocked']);
    expect(document.querySelector('audio')).toBeNull();
  });
});

describe('vapi driver: the press’s unlocked output', () => {
  it('is not needed (the SDK plays through its own <audio>): an output a press unlocked is closed, anything else ignored', () => {
    const driver = createVapiDriver(options);
    const close = vi.fn(async () => {});
    const pressed = { destination: {}, resume: async () => {}, close };
    driver.unlockAudio!(pressed);
    expect(close).toHaveBeenCalledTimes(1);
    expect(() => driver.unlockAudio!(undefined)).not.toThrow();
    expect(() => driver.unlockAudio!({ close })).not.toThrow();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
