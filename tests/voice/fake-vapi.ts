import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/**
 * `@vapi-ai/web`'s client as the vapi driver uses it (mocked in with
 * `vi.mock('@vapi-ai/web', () => import('@tests/voice/fake-vapi'))`): every client built is in
 * `instances`; `emit` plays the SDK's events (an `error` nobody hears throws,
 * as Node's EventEmitter does in the SDK).
 */
export class FakeVapi {
  static instances: FakeVapi[] = [];
  /** How the next client built starts (a client built inside the driver's start). */
  static nextStart: ((vapi: FakeVapi) => Promise<unknown>) | undefined;
  readonly listeners = new Map<string, Listener[]>();
  startImpl: (vapi: FakeVapi) => Promise<unknown> = async () => ({ id: 'call-1' });
  stop = vi.fn(async () => {});
  setMuted = vi.fn();
  send = vi.fn();
  setInputDevicesAsync?: (options: { audioDeviceId: string }) => Promise<unknown>;
  /** The microphone daily-js opened for the current call (it joins with audioSource: true). */
  dailyTrack: unknown = null;
  /** The assistant's audio track (the participant the SDK plays), once it has joined. */
  speakerTrack: unknown = null;
  getDailyCallObject() {
    const speaker = {
      user_name: 'Vapi Speaker',
      tracks: { audio: { persistentTrack: this.speakerTrack } },
    };
    return {
      participants: () => ({
        local: { tracks: { audio: { persistentTrack: this.dailyTrack } } },
        ...(this.speakerTrack ? { 'session-2': speaker } : {}),
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
    if (FakeVapi.nextStart) [this.startImpl, FakeVapi.nextStart] = [FakeVapi.nextStart, undefined];
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  removeListener(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, list) => sum + list.length, 0);
  }
  emit(event: string, ...args: unknown[]) {
    const listeners = this.listeners.get(event) ?? [];
    if (event === 'error' && listeners.length === 0)
      throw new Error('Unhandled error. (undefined)');
    listeners.forEach((listener) => listener(...args));
  }
  start = vi.fn((_assistant?: string) => this.startImpl(this));
}

/** The module as the driver imports it; a new test begins with no clients. */
export default FakeVapi;

export function resetFakeVapi() {
  FakeVapi.instances = [];
  FakeVapi.nextStart = undefined;
}
