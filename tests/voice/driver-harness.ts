import { onTestFinished, vi } from 'vitest';
import type { VoiceDriver, VoiceDriverEventName } from '@/features/call/drivers/driver';
import {
  createPreviewDriver,
  type PreviewDriverOptions,
} from '@/features/call/drivers/preview-driver';
import { createVapiDriver } from '@/features/call/drivers/vapi-driver';
import { audioContexts, FakeAudioContext, MeteringContext } from './fake-audio';
import { FakeTrack, fakeLease, fakeMediaDevices } from './fake-media';
import { FakeVapi } from './fake-vapi';

/**
 * A driver under test and how the outside world is played to it, alike for both drivers (the
 * call contract, `driver-contract.test.ts`, runs on either): `connect` starts a call on the lent
 * microphone `lease` and lets it count as connected; `level` makes the visitor heard at 0.2;
 * `network` drops or restores the connection; `muted` tells whether the call's microphone is
 * muted; `nextInput` arranges how the next input switch goes and returns the track it opens;
 * `pass` lets the driver's pending work run. `seen`: what the driver reported, as text.
 */
export interface DriverHarness {
  driver: VoiceDriver;
  seen: string[];
  lease: ReturnType<typeof fakeLease>;
  connect(): Promise<void>;
  level(): Promise<void>;
  network(state: 'interrupted' | 'restored'): void;
  muted(): boolean;
  nextInput(refusal?: string): () => FakeTrack | undefined;
  pass(ms: number): Promise<void>;
}

const EVENTS: VoiceDriverEventName[] = [
  ...(['call-start', 'call-end', 'speech-start', 'speech-end', 'message'] as const),
  ...(['error', 'mic-level', 'network', 'tool-call', 'input-ended'] as const),
  ...(['output-started', 'output-blocked'] as const),
];

/** One report as text: `mic-level 0.20`, `error audio-start-failed`, `message transcript …`. */
function describeReport(event: VoiceDriverEventName, arg: unknown): string {
  const value = arg as Record<string, string> | number | string | undefined;
  const parts =
    typeof value === 'object'
      ? event === 'message'
        ? [value.type, value.role, value.transcript ?? value.endedReason]
        : [value.type ?? value.id, value.name]
      : [typeof value === 'number' ? value.toFixed(2) : value];
  return [event, ...parts].filter((part) => part).join(' ');
}

/** Everything a driver reports but the assistant's volume (every 100 ms), in order. */
export function recordReports(driver: VoiceDriver): string[] {
  const seen: string[] = [];
  for (const event of EVENTS) {
    driver.on(event, (arg?: unknown) => seen.push(describeReport(event, arg)));
  }
  return seen;
}

/** The vapi driver, loaded, on the SDK's fake (`vapi`: the page's own client). */
export async function vapiHarness() {
  const driver = createVapiDriver({ publicKey: 'pk-test', apiUrl: 'https://voice.helvox.invalid' });
  await driver.load();
  const vapi = FakeVapi.instances.at(-1)!;
  const lease = fakeLease();
  /** The client of the current call: the one built for the lent track. */
  const client = () => FakeVapi.instances.at(-1)!;
  const harness: DriverHarness = {
    driver,
    seen: recordReports(driver),
    lease,
    connect: async () => {
      await driver.start('a', { agent: 'helvox', microphone: lease.lease });
      client().emit('call-start');
    },
    level: async () => client().emit('local-volume-level', 0.2),
    network: (state) =>
      client().emit('network-connection', {
        type: 'signaling',
        event: state === 'interrupted' ? 'interrupted' : 'connected',
      }),
    muted: () => client().setMuted.mock.lastCall?.[0] === true,
    nextInput(refusal) {
      const chosen = new FakeTrack();
      client().setInputDevicesAsync = async () => {
        if (refusal) throw new Error(refusal);
        client().dailyTrack = chosen;
      };
      return () => chosen;
    },
    pass: async () => {},
  };
  return { ...harness, vapi };
}

/**
 * The preview driver on fake timers, fake audio (every context built in `contexts`; `metering`:
 * ones that read the microphone too), a fake network and fake microphones (`media`); the timers
 * and the microphones are the real ones again after the test.
 */
export function previewHarness({
  resumes = 'run',
  metering = false,
  ...options
}: Partial<PreviewDriverOptions> & {
  resumes?: FakeAudioContext['resumes'];
  metering?: boolean;
} = {}) {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  });
  const { made: contexts, create } = audioContexts(() =>
    metering ? new MeteringContext(resumes) : new FakeAudioContext(resumes),
  );
  const network = new EventTarget();
  let media = fakeMediaDevices();
  const install = () =>
    Object.defineProperty(navigator, 'mediaDevices', {
      value: media.mediaDevices,
      configurable: true,
    });
  install();
  const fetchAudio = vi.fn(async (_url: string) => new ArrayBuffer(8));
  const driver = createPreviewDriver({
    greetingUrl: (agent) => `/audio/greeting-${agent}.mp3`,
    greetingText: (agent) => `Hallo, hier ist ${agent}.`,
    replyText: (agent, line) => `Vorschau-Antwort: ${agent} zu «${line}».`,
    connectDelayMs: 500,
    replyDelayMs: 700,
    networkTarget: network,
    fetchAudio,
    createAudioContext: create,
    ...options,
  });
  const lease = fakeLease();
  const pass = async (ms: number) => void (await vi.advanceTimersByTimeAsync(ms));
  /** Starts a call and lets its 500 ms of "connecting" pass. */
  const connect = async (agent = 'clara', microphone = lease.lease) =>
    void (await Promise.all([driver.start(undefined, { agent, microphone }), pass(500)]));
  const harness: DriverHarness = {
    driver,
    seen: recordReports(driver),
    lease,
    connect: () => connect(),
    // Heard on the call's own microphone stream (the lent one): a meter of a second is not.
    level: async () => {
      for (const context of contexts) {
        if ((context as Partial<MeteringContext>).streams?.includes(lease.lease.stream))
          context.analyser.level = 0.05;
      }
      await pass(100);
    },
    network: (state) =>
      network.dispatchEvent(new Event(state === 'interrupted' ? 'offline' : 'online')),
    muted: () => lease.track.readyState === 'ended' && media.live() === 0,
    nextInput(refusal) {
      media = fakeMediaDevices({ deny: refusal });
      install();
      return () => media.tracks[0];
    },
    pass,
  };
  return { ...harness, connect, contexts, fetchAudio, media: () => media };
}
