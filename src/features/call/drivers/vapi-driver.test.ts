import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyStartError } from '@machines/call/call.errors';
import { FakeTrack, fakeLease } from '@tests/voice/fake-media';
import { deferred } from '@tests/voice/latest-promise';
import { createVapiDriver, networkState, vapiConstructor } from './vapi-driver';

const sdk = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  class FakeVapi {
    static instances: FakeVapi[] = [];
    /** How the next client built starts (a client built inside the driver's start). */
    static nextStart: ((vapi: FakeVapi) => Promise<unknown>) | undefined;
    readonly log: string[] = [];
    readonly listeners = new Map<string, Listener[]>();
    startImpl: (vapi: FakeVapi) => Promise<unknown> = async () => ({ id: 'call-1' });
    stop = vi.fn(async () => {
      this.log.push('stop');
    });
    setMuted = vi.fn();
    send = vi.fn();
    setInputDevicesAsync?: (options: { audioDeviceId: string }) => Promise<unknown>;
    /** The microphone daily-js opened for the current call (it joins with audioSource: true). */
    dailyTrack: unknown = null;
    /** The assistant's audio track (the participant the SDK plays), once it has joined. */
    speakerTrack: unknown = null;
    getDailyCallObject() {
      return {
        participants: () => ({
          local: { tracks: { audio: { persistentTrack: this.dailyTrack } } },
          ...(this.speakerTrack
            ? {
                'session-2': {
                  user_name: 'Vapi Speaker',
                  tracks: { audio: { persistentTrack: this.speakerTrack } },
                },
              }
            : {}),
        }),
      };
    }
    constructor(
      readonly publicKey: string,
      readonly apiBaseUrl?: string,
      readonly dailyCallConfig?: unknown,
      readonly dailyCallObject?: { audioSource?: unknown },
    ) {
      FakeVapi.instances.push(this);
      if (FakeVapi.nextStart)
        [this.startImpl, FakeVapi.nextStart] = [FakeVapi.nextStart, undefined];
    }
    on(event: string, listener: Listener) {
      this.log.push(`on:${event}`);
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    removeListener(event: string, listener: Listener) {
      this.log.push(`off:${event}`);
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((known) => known !== listener),
      );
      return this;
    }
    listenerCount() {
      return [...this.listeners.values()].reduce((sum, list) => sum + list.length, 0);
    }
    emit(event: string, ...args: unknown[]) {
      const listeners = this.listeners.get(event) ?? [];
      // Node's EventEmitter semantics, as in the SDK.
      if (event === 'error' && listeners.length === 0)
        throw new Error('Unhandled error. (undefined)');
      listeners.forEach((listener) => listener(...args));
    }
    start(assistant?: string) {
      this.log.push(`start:${assistant}`);
      return this.startImpl(this);
    }
  }
  return { FakeVapi };
});

vi.mock('@vapi-ai/web', () => ({ default: sdk.FakeVapi }));

const options = { publicKey: 'pk-test', apiUrl: 'https://voice.helvox.invalid' };
const startOptions = { agent: 'helvox' };

async function loadedDriver() {
  const driver = createVapiDriver(options);
  await driver.load();
  const vapi = sdk.FakeVapi.instances.at(-1)!;
  return { driver, vapi };
}

beforeEach(() => {
  sdk.FakeVapi.instances = [];
  sdk.FakeVapi.nextStart = undefined;
});
afterEach(() => vi.restoreAllMocks());

describe('vapi driver: loading and starting', () => {
  it('constructs nothing until the first load, then exactly one client per driver', async () => {
    // The page has one driver (the app store's `voiceDriverAtom`); its SDK state is its own.
    const first = createVapiDriver(options);
    const second = createVapiDriver(options);
    first.prefetch();
    await Promise.resolve();
    expect(sdk.FakeVapi.instances).toHaveLength(0);
    await Promise.all([first.load(), first.load()]);
    await first.load();
    expect(sdk.FakeVapi.instances.map((v) => [v.publicKey, v.apiBaseUrl])).toEqual([
      ['pk-test', 'https://voice.helvox.invalid'],
    ]);
    await second.load();
    expect(sdk.FakeVapi.instances).toHaveLength(2);
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

  it('listens to the SDK’s own microphone level before the join (no second stream)', async () => {
    const { driver, vapi } = await loadedDriver();
    await driver.start('a', startOptions);
    // The SDK starts Daily's local level observer only if this is listened to at the join.
    const listening = vapi.log.indexOf('on:local-volume-level');
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(listening).toBeLessThan(vapi.log.indexOf('start:a'));
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
    const { driver, vapi: own } = await loadedDriver();
    const seen: string[] = [];
    driver.on('speech-end', () => seen.push('speech-end'));
    driver.on('error', (e) => seen.push(`error ${e.type}`));
    const onlyTheSink = (client: InstanceType<typeof sdk.FakeVapi>) => {
      // Only the sink for a late `error` stays (Node's EventEmitter throws one nobody hears).
      expect(client.listenerCount()).toBe(1);
      expect(() => client.emit('error', { type: 'late' })).not.toThrow();
      client.emit('speech-end');
    };
    // A client built for a call with the permission check's track, stopped.
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    const built = sdk.FakeVapi.instances.at(-1)!;
    expect(built).not.toBe(own);
    expect(built.listenerCount()).toBeGreaterThan(1);
    await driver.stop();
    onlyTheSink(built);
    // The page's own client (no track), ended by the service.
    await driver.start('b', startOptions);
    own.emit('call-end');
    onlyTheSink(own);
    // A client whose start failed.
    sdk.FakeVapi.nextStart = async () => null;
    await expect(
      driver.start('c', { agent: 'helvox', microphone: fakeLease().lease }),
    ).rejects.toThrow();
    onlyTheSink(sdk.FakeVapi.instances.at(-1)!);
    expect(seen).toEqual([]);
  });

  it('without a track to hand over, joins on the page’s own client and leaves daily-js its microphone', async () => {
    const { driver, vapi } = await loadedDriver();
    const permission = fakeLease();
    // A lent microphone whose track is no longer live cannot be handed over.
    permission.track.stop();
    const join = deferred<unknown>();
    vapi.startImpl = () => join.promise;
    const started = driver.start('a', { agent: 'helvox', microphone: permission.lease });
    const sdkTrack = new FakeTrack();
    vapi.dailyTrack = sdkTrack;
    join.resolve({ id: 'call-1' });
    await started;
    expect(sdk.FakeVapi.instances).toHaveLength(1);
    expect(sdkTrack.readyState).toBe('live');
  });

  it("switches the input with the SDK's device API, then watches daily-js's track and releases the permission track", async () => {
    const { driver } = await loadedDriver();
    const seen: unknown[] = [];
    driver.on('input-ended', () => seen.push('input-ended'));
    await expect(driver.setInputDevice('headset')).rejects.toThrow('No active call');
    const permission = fakeLease();
    await driver.start('a', { agent: 'helvox', microphone: permission.lease });
    const client = sdk.FakeVapi.instances.at(-1)!;
    const chosen = new FakeTrack();
    client.setInputDevicesAsync = vi.fn(async () => {
      client.dailyTrack = chosen;
    });
    await driver.setInputDevice('headset');
    expect(permission.track.readyState).toBe('ended');
    chosen.end();
    expect(seen).toEqual(['input-ended']);
    // A refused switch rejects (the machine keeps the old input).
    client.setInputDevicesAsync = vi.fn(async () => {
      throw new Error('OverconstrainedError');
    });
    await expect(driver.setInputDevice('usb')).rejects.toThrow('OverconstrainedError');
    await driver.stop();
  });

  it('mutes the call’s client, only during a call (the SDK throws before one exists)', async () => {
    const { driver, vapi } = await loadedDriver();
    driver.setMuted(true);
    expect(vapi.setMuted).not.toHaveBeenCalled();
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    const callClient = sdk.FakeVapi.instances.at(-1)!;
    driver.setMuted(true);
    expect(callClient.setMuted).toHaveBeenCalledWith(true);
    expect(vapi.setMuted).not.toHaveBeenCalled();
  });

  it('reads Daily’s network-connection events', () => {
    expect(networkState({ type: 'signaling', event: 'interrupted' })).toBe('interrupted');
    expect(networkState({ type: 'sfu', event: 'connected' })).toBe('restored');
    expect(networkState({ type: 'sfu', event: 'something-else' })).toBeNull();
    expect(networkState(null)).toBeNull();
  });

  it('reports the SDK’s level and Daily’s network during a call; a typed line goes out as add-message', async () => {
    const { driver, vapi } = await loadedDriver();
    const seen: unknown[] = [];
    driver.on('mic-level', (level) => seen.push(['mic-level', level]));
    driver.on('network', (state) => seen.push(['network', state]));
    expect(() => driver.send('Hallo')).toThrow('No active call');
    await driver.start('a', startOptions);
    vapi.emit('call-start');
    vapi.emit('local-volume-level', 0.42);
    vapi.emit('network-connection', { type: 'signaling', event: 'interrupted' });
    expect(seen).toEqual([
      ['mic-level', 0.42],
      ['network', 'interrupted'],
    ]);
    driver.send('Haben Sie morgen Zeit?');
    expect(vapi.send).toHaveBeenCalledWith({
      type: 'add-message',
      message: { role: 'user', content: 'Haben Sie morgen Zeit?' },
    });
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
    const { driver, vapi } = await loadedDriver();
    const seen: string[] = [];
    driver.on('output-blocked', () => seen.push('blocked'));
    driver.on('output-started', () => seen.push('started'));
    driver.on('error', (error) => seen.push(`error ${error.type}`));
    await driver.start('a', startOptions);
    vapi.emit('call-start');
    // The SDK loaded and the call started on real timers; the press's 1 s on the test's clock.
    vi.useFakeTimers();
    return { driver, vapi, seen };
  }

  it("reports the SDK's refused player as a non-fatal error and a blocked output", async () => {
    const { vapi, seen } = await connected();
    vapi.emit('error', { type: 'audio-start-failed', error: { message: 'NotAllowedError' } });
    expect(seen).toEqual(['error audio-start-failed', 'blocked']);
  });

  it("'Ton einschalten' plays the assistant's track in a player of its own, removed when the call ends", async () => {
    const { driver, vapi, seen } = await connected();
    vapi.speakerTrack = new FakeTrack();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    driver.enableOutput!();
    // In the press itself.
    expect(play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['started']);
    const player = document.querySelector('audio')!;
    expect((player.srcObject as unknown as { tracks: unknown[] }).tracks).toEqual([
      vapi.speakerTrack,
    ]);
    await driver.stop();
    expect(document.querySelector('audio')).toBeNull();
  });

  it.each([
    ['refused again', () => Promise.reject(new Error('NotAllowedError')), 0],
    ['not started within 1 s', () => new Promise<void>(() => {}), 1_000],
  ] as const)('stays blocked when play() is %s, and leaves no player', async (_, answer, ms) => {
    const { driver, vapi, seen } = await connected();
    vapi.speakerTrack = new FakeTrack();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(answer);
    driver.enableOutput!();
    if (ms > 0) {
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(seen).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['blocked']);
    expect(document.querySelector('audio')).toBeNull();
  });

  it('stays blocked without the assistant’s track, and does nothing without a call', async () => {
    const { driver, seen } = await connected();
    driver.enableOutput!();
    expect(seen).toEqual(['blocked']);
    await driver.stop();
    driver.enableOutput!();
    expect(seen).toEqual(['blocked']);
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
