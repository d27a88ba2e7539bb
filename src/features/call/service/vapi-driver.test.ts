import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  classifyCallError,
  classifyStartError,
  isNonFatal,
  isRemoteEnd,
} from '@machines/call/call.errors';
import { FakeTrack, fakeLease } from '@tests/voice/fake-media';
import type { VoiceError } from '@machines/call/call.types';
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

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

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

describe('vapi driver: loading', () => {
  it('constructs nothing until the first load, then exactly one client per driver', async () => {
    // The page has one driver (the app store's `voiceDriverAtom`); its SDK state is its own.
    const first = createVapiDriver(options);
    const second = createVapiDriver(options);
    first.prefetch();
    await Promise.resolve();
    expect(sdk.FakeVapi.instances).toHaveLength(0);
    await Promise.all([first.load(), first.load()]);
    expect(sdk.FakeVapi.instances).toHaveLength(1);
    expect(sdk.FakeVapi.instances[0]?.publicKey).toBe('pk-test');
    expect(sdk.FakeVapi.instances[0]?.apiBaseUrl).toBe('https://voice.helvox.invalid');
    await first.load();
    expect(sdk.FakeVapi.instances).toHaveLength(1);
    await second.load();
    expect(sdk.FakeVapi.instances).toHaveLength(2);
  });

  it('creates the client CSP-friendly: Daily loads its call bundle as a script, without eval', async () => {
    await createVapiDriver(options).load();
    expect(sdk.FakeVapi.instances[0]?.dailyCallConfig).toEqual({ avoidEval: true });
  });

  it('fails to initialise without a public key', async () => {
    const driver = createVapiDriver({ ...options, publicKey: undefined });
    await expect(driver.load()).rejects.toMatchObject({ name: 'VoiceInitError' });
    expect(classifyStartError(await driver.load().catch((e: unknown) => e)).code).toBe(
      'initFailed',
    );
  });

  it('refuses a start before the SDK is initialised', async () => {
    const driver = createVapiDriver(options);
    const error = await driver.start('a', startOptions).catch((e: unknown) => e);
    expect(classifyStartError(error).code).toBe('sdkNotReady');
  });

  it('finds the constructor behind any CommonJS interop shape', () => {
    class Ctor {}
    expect(vapiConstructor({ default: Ctor })).toBe(Ctor);
    expect(vapiConstructor({ default: { default: Ctor } })).toBe(Ctor);
    expect(vapiConstructor(Ctor)).toBe(Ctor);
    expect(() => vapiConstructor({ default: {} })).toThrow(TypeError);
  });
});

describe('vapi driver: starting', () => {
  it('registers its error listener before every start', async () => {
    const { driver, vapi } = await loadedDriver();
    await driver.start('assistant-1', startOptions);
    expect(vapi.log.indexOf('on:error')).toBeGreaterThanOrEqual(0);
    expect(vapi.log.indexOf('on:error')).toBeLessThan(vapi.log.indexOf('start:assistant-1'));
  });

  it('turns a start that resolves null into a rejection with the reported error', async () => {
    const { driver, vapi } = await loadedDriver();
    const onError = vi.fn();
    driver.on('error', onError);
    vapi.startImpl = async (v) => {
      v.emit('error', {
        type: 'daily-call-join-error',
        stage: 'daily-call-join',
        error: { message: 'Failed to load call object bundle', stack: 'x' },
      });
      return null;
    };
    const error = await driver.start('a', startOptions).catch((e: unknown) => e);
    expect(error).toMatchObject({
      type: 'daily-call-join-error',
      message: 'Failed to load call object bundle',
    });
    expect(classifyStartError(error).code).toBe('providerConnectionFailed');
    // Errors of a start reject the start; they are not reported twice as call errors.
    expect(onError).not.toHaveBeenCalled();
  });

  it('reads the message of a 401 from the rejected HTTP response', async () => {
    const { driver, vapi } = await loadedDriver();
    vapi.startImpl = async (v) => {
      v.emit('error', {
        type: 'start-method-error',
        stage: 'unknown',
        error: {
          message: { message: 'Invalid Key.', error: 'Unauthorized', statusCode: 401 },
          data: null,
          error: { message: 'Invalid Key.', error: 'Unauthorized', statusCode: 401 },
        },
      });
      return null;
    };
    const error = await driver.start('a', startOptions).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'start-method-error', message: 'Invalid Key.' });
    expect(classifyStartError(error)).toEqual({ code: 'startFailed', message: 'Invalid Key.' });
  });

  it.each([
    [403, 'Forbidden', 'startFailed'],
    [500, 'Internal server error', 'startFailed'],
    [500, 'Request failed with status code 500', 'providerConnectionFailed'],
  ] as const)('classifies an HTTP %i of the voice API (%s)', async (statusCode, text, code) => {
    const { driver, vapi } = await loadedDriver();
    const body = { message: text, error: text, statusCode };
    vapi.startImpl = async (v) => {
      v.emit('error', {
        type: 'start-method-error',
        stage: 'unknown',
        error: { message: body, data: null, error: body },
      });
      return null;
    };
    const error = await driver.start('a', startOptions).catch((e: unknown) => e);
    expect(classifyStartError(error)).toEqual({ code, message: text });
  });

  it('passes the validation error of a start without an assistant', async () => {
    const { driver, vapi } = await loadedDriver();
    vapi.startImpl = async () => {
      throw new Error('Assistant or Squad or Workflow must be provided.');
    };
    const error = await driver.start(undefined, startOptions).catch((e: unknown) => e);
    expect(classifyStartError(error)).toEqual({
      code: 'startFailed',
      message: 'Assistant or Squad or Workflow must be provided.',
    });
  });

  it('never starts a second call while one is active', async () => {
    const { driver, vapi } = await loadedDriver();
    await driver.start('a', startOptions);
    await expect(driver.start('a', startOptions)).rejects.toMatchObject({
      type: 'already-started',
    });
    expect(vapi.log.filter((entry) => entry.startsWith('start:'))).toHaveLength(1);
  });
});

describe('vapi driver: during and after a call', () => {
  it('destroys a pending start at once, and once more after it has settled', async () => {
    const { driver, vapi } = await loadedDriver();
    const join = deferred<unknown>();
    vapi.startImpl = () => join.promise;
    const started = driver.start('a', startOptions);
    const stopped = driver.stop();
    await Promise.resolve();
    // The SDK's stop destroys the call object it has so far (and daily-js's microphone) now.
    expect(vapi.stop).toHaveBeenCalledTimes(1);
    join.resolve({ id: 'call-1' });
    await started;
    await stopped;
    // A call object built after that stop (the web-call request was under way) goes too.
    expect(vapi.stop).toHaveBeenCalledTimes(2);
    expect(vapi.log.filter((e) => e === 'stop' || e.startsWith('start:'))).toEqual([
      'start:a',
      'stop',
      'stop',
    ]);
    // Released once the stop is done: its listeners go after the second stop.
    expect(vapi.log.at(-1)).toMatch(/^off:/);
    expect(vapi.log.indexOf('off:call-end')).toBeGreaterThan(vapi.log.lastIndexOf('stop'));
  });

  it('needs no second stop when the pending start failed', async () => {
    const { driver, vapi } = await loadedDriver();
    const join = deferred<unknown>();
    vapi.startImpl = () => join.promise;
    const started = driver.start('a', startOptions).catch(() => 'failed');
    const stopped = driver.stop();
    join.resolve(null);
    expect(await started).toBe('failed');
    await stopped;
    expect(vapi.stop).toHaveBeenCalledTimes(1);
  });

  it('reports no error of a start its own stop destroyed', async () => {
    const { driver, vapi } = await loadedDriver();
    const errors: VoiceError[] = [];
    driver.on('error', (e) => errors.push(e));
    const join = deferred<unknown>();
    vapi.startImpl = () => join.promise;
    const started = driver.start('a', startOptions).catch(() => 'failed');
    const stopped = driver.stop();
    vapi.emit('error', { type: 'daily-call-join-error', error: { message: 'destroyed' } });
    join.resolve(null);
    expect(await started).toBe('failed');
    await stopped;
    expect(errors).toEqual([]);
  });

  it('forwards call events while a call runs and drops them after the stop', async () => {
    const { driver, vapi } = await loadedDriver();
    const seen: string[] = [];
    for (const event of ['call-start', 'speech-start', 'speech-end', 'call-end'] as const) {
      driver.on(event, () => seen.push(event));
    }
    driver.on('volume-level', (v) => seen.push(`volume ${v}`));
    driver.on('message', (m) => seen.push(`message ${m.type}`));
    vapi.emit('speech-start'); // no call yet
    await driver.start('a', startOptions);
    vapi.emit('call-start');
    vapi.emit('speech-start');
    vapi.emit('volume-level', 0.5);
    vapi.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final' });
    await driver.stop();
    vapi.emit('speech-end'); // the SDK's stop leaves its speech-end timer running
    expect(seen).toEqual(['call-start', 'speech-start', 'volume 0.5', 'message transcript']);
  });

  it('reports each tool call of a tool-calls message during a call, none after it', async () => {
    const { driver, vapi } = await loadedDriver();
    const calls: unknown[] = [];
    driver.on('tool-call', (call) => calls.push(call));
    const message = {
      type: 'tool-calls',
      toolCallList: [
        { id: 'c1', type: 'function', function: { name: 'createTicket', arguments: { a: 1 } } },
        { id: 'c2', type: 'function', function: { name: 'reportClaim', arguments: '{}' } },
      ],
    };
    vapi.emit('message', message); // no call yet
    await driver.start('a', startOptions);
    vapi.emit('call-start');
    vapi.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final' });
    vapi.emit('message', message);
    await driver.stop();
    vapi.emit('message', message);
    expect(calls).toEqual([
      { id: 'c1', name: 'createTicket', arguments: { a: 1 } },
      { id: 'c2', name: 'reportClaim', arguments: '{}' },
    ]);
  });

  it('reports the service ending the call and noise-filter errors as recognisable errors', async () => {
    const { driver, vapi } = await loadedDriver();
    const errors: VoiceError[] = [];
    driver.on('error', (e) => errors.push(e));
    await driver.start('a', startOptions);
    vapi.emit('error', {
      type: 'daily-error',
      error: {
        message: { type: 'ejected', msg: 'Meeting has ended' },
        action: 'error',
        errorMsg: 'Meeting has ended',
        error: { type: 'ejected', msg: 'Meeting has ended' },
      },
    });
    vapi.emit('error', {
      type: 'audio-processing-setup-error',
      stage: 'audio-processing-setup',
      error: { message: 'Canceled', name: 'KrispInitError' },
    });
    expect(errors).toHaveLength(2);
    expect(isRemoteEnd(errors[0]!)).toBe(true);
    expect(errors[0]?.message).toBe('Meeting has ended');
    expect(isNonFatal(errors[1]!)).toBe(true);
  });

  it('maps a network drop (daily-js connection-error) to the spec connection failure', async () => {
    const { driver, vapi } = await loadedDriver();
    const errors: VoiceError[] = [];
    driver.on('error', (e) => errors.push(e));
    await driver.start('a', startOptions);
    const daily = {
      action: 'error',
      errorMsg: 'network connection lost',
      error: { type: 'connection-error', msg: 'network connection lost', details: { on: 'join' } },
    };
    vapi.emit('error', { type: 'daily-error', error: { message: daily.error, ...daily } });
    expect(errors[0]).toMatchObject({
      type: 'connection_failed',
      message: 'network connection lost',
    });
    expect(classifyCallError(errors[0]!, true).code).toBe('providerConnectionFailed');
  });

  it('hands the permission check’s track to the SDK as the call’s microphone: one track', async () => {
    const { driver, vapi: loadClient } = await loadedDriver();
    const permission = fakeLease();
    await driver.start('a', { agent: 'helvox', microphone: permission.lease });
    // A client for this call, built with the track as Daily's audioSource (its 4th argument).
    const callClient = sdk.FakeVapi.instances.at(-1)!;
    expect(callClient).not.toBe(loadClient);
    expect(callClient.dailyCallObject).toEqual({ audioSource: permission.track });
    expect(callClient.dailyCallConfig).toEqual({ avoidEval: true });
    expect(callClient.log).toContain('start:a');
    expect(loadClient.log.filter((e) => e.startsWith('start:'))).toEqual([]);
    // Still live: it is the call's microphone now; the call machine releases it at the end.
    expect(permission.track.readyState).toBe('live');
    driver.setMuted(true);
    expect(callClient.setMuted).toHaveBeenCalledWith(true);
    await driver.stop();
    expect(callClient.stop).toHaveBeenCalledTimes(1);
  });

  it('hears only the current call’s client (an earlier one’s stray timer is silent)', async () => {
    const { driver } = await loadedDriver();
    const seen: string[] = [];
    driver.on('speech-end', () => seen.push('speech-end'));
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    const first = sdk.FakeVapi.instances.at(-1)!;
    await driver.stop();
    await driver.start('b', { agent: 'helvox', microphone: fakeLease().lease });
    const second = sdk.FakeVapi.instances.at(-1)!;
    first.emit('speech-end');
    expect(seen).toEqual([]);
    second.emit('speech-end');
    expect(seen).toEqual(['speech-end']);
  });

  it('releases the client built for a call when it ends: none of its listeners is left', async () => {
    const { driver } = await loadedDriver();
    const seen: string[] = [];
    driver.on('speech-end', () => seen.push('speech-end'));
    driver.on('error', (e) => seen.push(`error ${e.type}`));
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    const first = sdk.FakeVapi.instances.at(-1)!;
    const subscribed = first.listenerCount();
    expect(subscribed).toBeGreaterThan(0);
    await driver.stop();
    // Only the sink for a late `error` stays (Node's EventEmitter throws one nobody hears).
    expect(first.listenerCount()).toBe(1);
    expect(first.listeners.get('error')).toHaveLength(1);
    expect(() => first.emit('error', { type: 'late' })).not.toThrow();
    first.emit('speech-end');
    expect(seen).toEqual([]);
  });

  it('releases it too when the service ends the call, or its start fails', async () => {
    const { driver } = await loadedDriver();
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    const ended = sdk.FakeVapi.instances.at(-1)!;
    ended.emit('call-end');
    expect(ended.listenerCount()).toBe(1);
    sdk.FakeVapi.nextStart = async () => null;
    await expect(
      driver.start('b', { agent: 'helvox', microphone: fakeLease().lease }),
    ).rejects.toThrow();
    const refused = sdk.FakeVapi.instances.at(-1)!;
    expect(refused).not.toBe(ended);
    await expect(
      driver.start('c', { agent: 'helvox', microphone: fakeLease().lease }),
    ).resolves.toBeUndefined();
    expect(refused.listenerCount()).toBe(1);
  });

  it('keeps the page’s own client, and hears it again in a call without a track after one with', async () => {
    const { driver, vapi } = await loadedDriver();
    const seen: string[] = [];
    driver.on('call-start', () => seen.push('call-start'));
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    await driver.stop();
    await driver.start('b', startOptions);
    vapi.emit('call-start');
    expect(seen).toEqual(['call-start']);
    await driver.stop();
    // Subscribed only for its call: after it, only the sink for a late `error` is left.
    expect(vapi.listenerCount()).toBe(1);
    expect(vapi.listeners.get('error')).toHaveLength(1);
    vapi.emit('call-start');
    expect(seen).toEqual(['call-start']);
  });

  it('subscribes each client only for its call: an ended call’s client hears nothing of the next', async () => {
    const { driver, vapi: own } = await loadedDriver();
    const seen: string[] = [];
    driver.on('speech-start', () => seen.push('speech-start'));
    driver.on('call-end', () => seen.push('call-end'));
    // First call on the page's own client (no track), ended by the service.
    await driver.start('a', startOptions);
    own.emit('speech-start');
    own.emit('call-end');
    expect(own.listenerCount()).toBe(1);
    // Second call on a client built for it.
    await driver.start('b', { agent: 'helvox', microphone: fakeLease().lease });
    const second = sdk.FakeVapi.instances.at(-1)!;
    expect(second).not.toBe(own);
    own.emit('speech-start');
    own.emit('call-end');
    expect(() => own.emit('error', { type: 'late' })).not.toThrow();
    second.emit('speech-start');
    expect(seen).toEqual(['speech-start', 'call-end', 'speech-start']);
    await driver.stop();
    expect(second.listenerCount()).toBe(1);
    expect(own.listenerCount()).toBe(1);
  });

  it('reports the handed-over microphone ending by itself (permission revoked) as a fact', async () => {
    const { driver } = await loadedDriver();
    const seen: unknown[] = [];
    driver.on('error', (e) => seen.push(e));
    driver.on('input-ended', () => seen.push('input-ended'));
    const permission = fakeLease();
    await driver.start('a', { agent: 'helvox', microphone: permission.lease });
    permission.track.end();
    expect(seen).toEqual(['input-ended']);
  });

  it('without a track to hand over, releases the permission stream once the SDK has its own', async () => {
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

  it('reports the SDK microphone ending by itself (permission revoked), only during the call', async () => {
    const { driver, vapi } = await loadedDriver();
    const seen: unknown[] = [];
    driver.on('error', (e) => seen.push(e));
    driver.on('input-ended', () => seen.push('input-ended'));
    const sdkTrack = new FakeTrack();
    vapi.dailyTrack = sdkTrack;
    await driver.start('a', startOptions);
    sdkTrack.end();
    expect(seen).toEqual(['input-ended']);
    await driver.stop();
    // Stopped: a later end of that track is no longer ours to report.
    sdkTrack.dispatchEvent(new Event('ended'));
    expect(seen).toHaveLength(1);
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
    expect(client.setInputDevicesAsync).toHaveBeenCalledWith({ audioDeviceId: 'headset' });
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

  it('switches back to the default as the first audio input listed (daily-js takes no null)', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      value: {
        enumerateDevices: async () => [
          { kind: 'audiooutput', deviceId: 'default' },
          { kind: 'audioinput', deviceId: 'default' },
          { kind: 'audioinput', deviceId: 'headset' },
        ],
      },
      configurable: true,
    });
    const { driver } = await loadedDriver();
    await driver.start('a', { agent: 'helvox', microphone: fakeLease().lease });
    const client = sdk.FakeVapi.instances.at(-1)!;
    client.setInputDevicesAsync = vi.fn(async () => {});
    await driver.setInputDevice(null);
    expect(client.setInputDevicesAsync).toHaveBeenCalledWith({ audioDeviceId: 'default' });
    await driver.stop();
  });

  it('starts a new call once a call given up while starting has been stopped', async () => {
    const { driver, vapi } = await loadedDriver();
    const join = deferred<unknown>();
    vapi.startImpl = () => join.promise;
    void driver.start('a', startOptions).catch(() => {});
    void driver.stop(); // the call machine gave up (connect timeout)
    vapi.startImpl = async () => ({ id: 'call-2' });
    const next = driver.start('b', startOptions);
    join.resolve({ id: 'call-1' });
    await next;
    expect(vapi.log.filter((e) => e === 'stop' || e.startsWith('start:'))).toEqual([
      'start:a',
      'stop',
      'stop',
      'start:b',
    ]);
  });

  it('is idle again after the service ends the call', async () => {
    const { driver, vapi } = await loadedDriver();
    const ended = vi.fn();
    driver.on('call-end', ended);
    await driver.start('a', startOptions);
    vapi.emit('call-end');
    expect(ended).toHaveBeenCalledTimes(1);
    await driver.stop();
    expect(vapi.stop).not.toHaveBeenCalled();
    await driver.start('b', startOptions);
  });

  it('mutes only during a call (the SDK throws before one exists)', async () => {
    const { driver, vapi } = await loadedDriver();
    driver.setMuted(true);
    expect(vapi.setMuted).not.toHaveBeenCalled();
    await driver.start('a', startOptions);
    driver.setMuted(true);
    expect(vapi.setMuted).toHaveBeenCalledWith(true);
  });
});

describe('vapi driver: hear-check, type instead of talk, reconnecting', () => {
  it('listens to the SDK’s own microphone level before the join (no second stream)', async () => {
    const { driver, vapi } = await loadedDriver();
    await driver.start('a', startOptions);
    // The SDK starts Daily's local level observer only if this is listened to at the join.
    const listening = vapi.log.indexOf('on:local-volume-level');
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(listening).toBeLessThan(vapi.log.indexOf('start:a'));
  });

  it('reports the visitor’s level and the network only during an established call', async () => {
    const { driver, vapi } = await loadedDriver();
    const seen: string[] = [];
    driver.on('mic-level', (level) => seen.push(`level ${level}`));
    driver.on('network', (state) => seen.push(`network ${state}`));
    vapi.emit('local-volume-level', 0.1);
    vapi.emit('network-connection', { type: 'signaling', event: 'interrupted' });
    await driver.start('a', startOptions);
    vapi.emit('local-volume-level', 0.25);
    vapi.emit('network-connection', { type: 'sfu', event: 'interrupted' });
    vapi.emit('network-connection', { type: 'sfu', event: 'connected' });
    vapi.emit('network-connection', { type: 'sfu', event: 'something-else' });
    await driver.stop();
    vapi.emit('local-volume-level', 0.3);
    expect(seen).toEqual(['level 0.25', 'network interrupted', 'network restored']);
  });

  it('reads Daily’s network-connection events', () => {
    expect(networkState({ type: 'signaling', event: 'interrupted' })).toBe('interrupted');
    expect(networkState({ type: 'sfu', event: 'connected' })).toBe('restored');
    expect(networkState(null)).toBeNull();
  });

  it('sends a typed line as add-message during a call, and refuses it without one', async () => {
    const { driver, vapi } = await loadedDriver();
    expect(() => driver.send('Hallo')).toThrow('No active call');
    await driver.start('a', startOptions);
    driver.send('Haben Sie morgen Zeit?');
    expect(vapi.send).toHaveBeenCalledWith({
      type: 'add-message',
      message: { role: 'user', content: 'Haben Sie morgen Zeit?' },
    });
    vapi.send.mockImplementationOnce(() => {
      throw new Error('sendAppMessage() failed');
    });
    expect(() => driver.send('Noch da?')).toThrow('sendAppMessage() failed');
    await driver.stop();
    expect(() => driver.send('Hallo')).toThrow('No active call');
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
