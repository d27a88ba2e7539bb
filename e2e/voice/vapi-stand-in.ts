import type { Page } from '@playwright/test';
import type { VoiceError, VoiceMessage } from '../../machines/call/call.types';

interface StandInControl {
  instances: number;
  starts: string[];
  stops: number;
  /** The audioSource each construction was given (null: none, daily-js opens its own). */
  audioSources: Array<MediaStreamTrack | null>;
  /** The current call's microphone: handed over, or opened by the join (as daily-js does). */
  track: MediaStreamTrack | null;
  /** Whether `track` is the stand-in's own (daily-js stops only tracks it opened). */
  ownTrack: boolean;
  /** The client whose join is under way (null once destroyed or settled). */
  starting: unknown;
  /** The join's own microphone request, while it is open. */
  opening: Promise<void> | null;
  vapi: { emit(event: string, ...args: unknown[]): void } | null;
  start: {
    resolve(call: unknown): void;
    vapi: { emit(event: string, ...a: unknown[]): void; dropTrack(): void };
  } | null;
  /** What `send` was given (live call control). */
  sent: unknown[];
  /** What `setInputDevicesAsync` was given, in order. */
  inputDevices: unknown[];
}

declare global {
  interface Window {
    __vapiStandIn: StandInControl;
  }
}

/**
 * A scripted stand-in for `@vapi-ai/web`, served in place of the SDK's chunk: the same surface
 * the driver uses (`new Vapi(key, url, dailyConfig, { audioSource })`, `on`, `start`, `stop`,
 * `setMuted`, `getDailyCallObject`, `setInputDevicesAsync`; right after `start()` the join
 * takes the handed-over track or
 * opens its own microphone, and `stop()` destroys a call still joining, as daily-js does), driven
 * from the test
 * through `window.__vapiStandIn`. The production build, its vapi driver and call actors run
 * unchanged; only the provider's side is scripted.
 */
const STAND_IN = `
const control = window.__vapiStandIn;
export default class Vapi {
  constructor(key, apiBaseUrl, dailyCallConfig, dailyCallObject) {
    control.instances += 1;
    this.listeners = new Map();
    this.audioSource = dailyCallObject?.audioSource ?? null;
    control.audioSources.push(this.audioSource);
    control.vapi = this;
  }
  on(event, listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  removeListener(event, listener) {
    this.listeners.set(event, (this.listeners.get(event) ?? []).filter((known) => known !== listener));
    return this;
  }
  dropTrack() {
    // daily-js stops the microphone it opened; a track handed to it stays its owner's.
    if (control.ownTrack) control.track?.stop();
    control.track = null;
    control.ownTrack = false;
  }
  emit(event, ...args) {
    // The SDK ends a call the service ended itself (left-meeting → destroy): its microphone too.
    if (event === 'call-end') this.dropTrack();
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  start(assistant) {
    control.starts.push(assistant);
    control.vapi = this;
    // daily-js takes the microphone during the join, right after start(): the handed-over
    // track (audioSource), or one it opens itself (audioSource: true).
    if (this.audioSource) {
      control.track = this.audioSource;
      control.ownTrack = false;
    } else {
      control.ownTrack = true;
      control.track = null;
      const opening = navigator.mediaDevices.getUserMedia({ audio: true }).then((stream) => {
        const track = stream.getAudioTracks()[0] ?? null;
        // Destroyed while opening: daily-js lets go of it at once.
        if (control.ownTrack && control.starting === this) control.track = track;
        else track?.stop();
      });
      control.opening = opening;
    }
    control.starting = this;
    return new Promise((resolve) => (control.start = { resolve, vapi: this }));
  }
  // The call's Daily call object: where its microphone is.
  getDailyCallObject() {
    const track = control.track;
    return { participants: () => ({ local: { tracks: { audio: { persistentTrack: track } } } }) };
  }
  stop() {
    control.stops += 1;
    // Destroys the call object, also one still joining (its start stays pending: scripted).
    control.starting = null;
    this.dropTrack();
    return Promise.resolve();
  }
  send(message) {
    control.sent.push(message);
  }
  // The SDK's device API (daily-js): daily-js opens the chosen device itself and lets go of its
  // own earlier microphone; a handed-over track stays its owner's.
  async setInputDevicesAsync(options) {
    control.inputDevices.push(options);
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { deviceId: { exact: options.audioDeviceId } },
    });
    if (control.ownTrack) control.track?.stop();
    control.track = stream.getAudioTracks()[0] ?? null;
    control.ownTrack = true;
    return { mic: {}, camera: {}, speaker: {} };
  }
  setMuted(muted) {
    // daily-js mutes by disabling its track (Vapi never discards it).
    if (control.track) control.track.enabled = !muted;
  }
}
`;

/** What the SDK reports, as the driver listens for it. */
interface Emit {
  (event: 'call-start' | 'call-end' | 'speech-start' | 'speech-end'): Promise<void>;
  (event: 'volume-level', volume: number): Promise<void>;
  (event: 'message', message: VoiceMessage): Promise<void>;
  (event: 'error', error: VoiceError): Promise<void>;
  /** A raw SDK message (`tool-calls` with its `toolCallList`, or anything malformed). */
  (event: 'message', message: Record<string, unknown>): Promise<void>;
  /** The SDK's level of the call's own microphone (Daily's local-audio-level). */
  (event: 'local-volume-level', level: number): Promise<void>;
}

/** The test's side of the stand-in (`installVapiStandIn`). */
export type VapiStandIn = Awaited<ReturnType<typeof installVapiStandIn>>;

/** Serves the stand-in for the SDK chunk; its first download is held until `releaseSdk`. */
export async function installVapiStandIn(page: Page) {
  await page.addInitScript(() => {
    window.__vapiStandIn = {
      instances: 0,
      starts: [],
      stops: 0,
      audioSources: [],
      track: null,
      ownTrack: false,
      starting: null,
      opening: null,
      vapi: null,
      start: null,
      sent: [],
      inputDevices: [],
    };
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/vapi-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: STAND_IN });
  });
  return {
    /** Answers the held SDK download. */
    releaseSdk: async (_outcome: 'ok') => release(),
    /** Settles the pending start: joined, or reports the error and resolves null (as the SDK). */
    async settleStart(outcome: 'ok' | VoiceError) {
      await page.evaluate(async (value) => {
        const control = window.__vapiStandIn;
        const start = control.start;
        if (!start) throw new Error('no start is pending');
        control.start = null;
        await control.opening;
        if (control.starting === start.vapi) control.starting = null;
        if (value === 'ok') return start.resolve({ id: 'stand-in-call' });
        start.vapi.emit('error', value);
        // The SDK cleans up a failed start: its call object and microphone go.
        start.vapi.dropTrack();
        start.resolve(null);
      }, outcome);
    },
    /** Whether a start is waiting. */
    hasPendingStart: () => page.evaluate(() => window.__vapiStandIn.start !== null),
    emit: (async (event: string, ...args: unknown[]) => {
      await page.evaluate(
        ({ name, values }) => {
          const vapi = window.__vapiStandIn.vapi;
          if (!vapi) throw new Error('the SDK is not constructed');
          vapi.emit(name, ...values);
        },
        { name: event, values: args },
      );
    }) as Emit,
    /** Everything `send` was given. */
    sent: () => page.evaluate(() => [...window.__vapiStandIn.sent]),
    /** Per construction: whether it was handed a live microphone track as its audioSource. */
    handedTracks: () =>
      page.evaluate(() =>
        window.__vapiStandIn.audioSources.map((track) => track instanceof MediaStreamTrack),
      ),
    /** Every `setInputDevicesAsync` the driver made, and the call's microphone's label. */
    inputDevices: () => page.evaluate(() => [...window.__vapiStandIn.inputDevices]),
    trackLabel: () => page.evaluate(() => window.__vapiStandIn.track?.label ?? null),
    state: () =>
      page.evaluate(() => {
        const { instances, starts, stops } = window.__vapiStandIn;
        return { instances, starts, stops };
      }),
  };
}
