import type { Page } from '@playwright/test';
import type { VoiceError, VoiceMessage } from '../../machines/call/call.types';

interface StandInControl {
  failConstructs: number;
  instances: number;
  starts: string[];
  stops: number;
  muted: boolean[];
  holdStop: boolean;
  /** The microphone the stand-in opened when its start joined (daily-js opens its own). */
  track: MediaStreamTrack | null;
  vapi: { emit(event: string, ...args: unknown[]): void } | null;
  start: {
    resolve(call: unknown): void;
    vapi: { emit(event: string, ...a: unknown[]): void };
  } | null;
  stop: { resolve(): void; reject(error: Error): void } | null;
}

declare global {
  interface Window {
    __vapiStandIn: StandInControl;
  }
}

/**
 * A scripted stand-in for `@vapi-ai/web`, served in place of the SDK's chunk: the same surface
 * the driver uses (`new Vapi(key, url)`, `on`, `start`, `stop`, `setMuted`, `getDailyCallObject`;
 * a joined start opens its own microphone, as daily-js does), driven from the test
 * through `window.__vapiStandIn`. The production build, its vapi driver and call actors run
 * unchanged; only the provider's side is scripted.
 */
const STAND_IN = `
const control = window.__vapiStandIn;
export default class Vapi {
  constructor() {
    if (control.failConstructs > 0) {
      control.failConstructs -= 1;
      throw new Error('Vapi could not be constructed');
    }
    control.instances += 1;
    this.listeners = new Map();
    control.vapi = this;
  }
  on(event, listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event, ...args) {
    // The SDK ends a call the service ended itself (left-meeting → destroy): its microphone too.
    if (event === 'call-end') {
      control.track?.stop();
      control.track = null;
    }
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  start(assistant) {
    control.starts.push(assistant);
    return new Promise((resolve) => (control.start = { resolve, vapi: this }));
  }
  // Like daily-js joining with audioSource: true, a joined call holds its own microphone.
  getDailyCallObject() {
    const track = control.track;
    return { participants: () => ({ local: { tracks: { audio: { persistentTrack: track } } } }) };
  }
  stop() {
    control.stops += 1;
    control.track?.stop();
    control.track = null;
    if (!control.holdStop) return Promise.resolve();
    control.holdStop = false;
    return new Promise((resolve, reject) => (control.stop = { resolve, reject }));
  }
  setMuted(muted) {
    control.muted.push(muted);
    // daily-js mutes by disabling its track (Vapi never discards it).
    if (control.track) control.track.enabled = !muted;
  }
}
`;

export interface VapiStandIn {
  /** Answers the held SDK download: loaded, or a constructor that throws once. */
  releaseSdk(outcome: 'ok' | 'fail'): Promise<void>;
  /** The next construction throws (a load after the first is not held: arrange it first). */
  failNextConstruct(): Promise<void>;
  /** Settles the pending start: joined, or reports the error and resolves null (as the SDK). */
  settleStart(outcome: 'ok' | VoiceError): Promise<void>;
  /** Whether a start is waiting. */
  hasPendingStart(): Promise<boolean>;
  /** The next `stop()` waits for `settleStop` (a hang-up the path answers). */
  holdNextStop(): Promise<void>;
  settleStop(ok: boolean): Promise<void>;
  emit(event: 'call-start' | 'call-end' | 'speech-start' | 'speech-end'): Promise<void>;
  emit(event: 'volume-level', volume: number): Promise<void>;
  emit(event: 'message', message: VoiceMessage): Promise<void>;
  emit(event: 'error', error: VoiceError): Promise<void>;
  state(): Promise<Pick<StandInControl, 'instances' | 'starts' | 'stops' | 'muted'>>;
}

/** Serves the stand-in for the SDK chunk; its first download is held until `releaseSdk`. */
export async function installVapiStandIn(page: Page): Promise<VapiStandIn> {
  await page.addInitScript(() => {
    window.__vapiStandIn = {
      failConstructs: 0,
      instances: 0,
      starts: [],
      stops: 0,
      muted: [],
      holdStop: false,
      track: null,
      vapi: null,
      start: null,
      stop: null,
    };
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/vapi-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: STAND_IN });
  });
  return {
    async releaseSdk(outcome) {
      if (outcome === 'fail') await this.failNextConstruct();
      release();
    },
    async failNextConstruct() {
      await page.evaluate(() => (window.__vapiStandIn.failConstructs += 1));
    },
    async settleStart(outcome) {
      await page.evaluate(async (value) => {
        const control = window.__vapiStandIn;
        const start = control.start;
        if (!start) throw new Error('no start is pending');
        control.start = null;
        if (value === 'ok') {
          const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
          control.track = stream.getAudioTracks()[0] ?? null;
          return start.resolve({ id: 'stand-in-call' });
        }
        start.vapi.emit('error', value);
        start.resolve(null);
      }, outcome);
    },
    hasPendingStart: () => page.evaluate(() => window.__vapiStandIn.start !== null),
    async holdNextStop() {
      await page.evaluate(() => (window.__vapiStandIn.holdStop = true));
    },
    async settleStop(ok) {
      await page.evaluate((value) => {
        const control = window.__vapiStandIn;
        const stop = control.stop;
        if (!stop) throw new Error('no stop is pending');
        control.stop = null;
        if (value) stop.resolve();
        else stop.reject(new Error('destroy() failed'));
      }, ok);
    },
    async emit(event: string, ...args: unknown[]) {
      await page.evaluate(
        ({ name, values }) => {
          const vapi = window.__vapiStandIn.vapi;
          if (!vapi) throw new Error('the SDK is not constructed');
          vapi.emit(name, ...values);
        },
        { name: event, values: args },
      );
    },
    state: () =>
      page.evaluate(() => {
        const { instances, starts, stops, muted } = window.__vapiStandIn;
        return { instances, starts, stops, muted };
      }),
  } as VapiStandIn;
}
