import { toolCallsOf } from './vapi-tool-calls';
import { ERROR_NAMES } from '@machines/call/call.errors';
import { afterNextFrame, nextTask } from '@/lib/after-frame';
import { lazy } from '@/lib/lazy';
import { namedError } from '@/lib/named-error';
import type { StartOptions, VoiceDriver, VoiceDriverEventName } from './driver';
import { createDriverLifecycle, type DriverLifecycle } from './driver-lifecycle';
import { MicrophoneLease, watchTracksEnded } from '../devices/microphone-lease';
import { isAudioContext } from '../devices/audio-unlock';
import { thrownVoiceError, toVoiceError } from './vapi-errors';
import { OUTPUT_START_LIMIT_MS } from '@machines/call-output/call-output.machine';

/** The part of the `@vapi-ai/web` client this driver uses (a fake implements it in tests). */
export interface VapiClient {
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
  start(assistant?: string): Promise<unknown>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  /** Live call control (`add-message` …), sent to the service over the call's data channel. */
  send(message: VapiAddMessage): void;
  /** The call's input device (the SDK's device API, daily-js's `setInputDevicesAsync`). */
  setInputDevicesAsync?(options: { audioDeviceId: string }): Promise<unknown>;
  /** The call's Daily call object (public in the SDK): where its own microphone track is. */
  getDailyCallObject?(): DailyCallLike | null;
}

/** Type instead of talk: a typed line for the assistant (Vapi's live call control). */
export interface VapiAddMessage {
  type: 'add-message';
  message: { role: 'user'; content: string };
}

/**
 * Reconnecting: Daily's `network-connection` event (`{ type: 'signaling' | 'sfu' …, event:
 * 'interrupted' | 'connected' }`), forwarded by the SDK, as the driver's network state.
 */
export function networkState(event: unknown): 'interrupted' | 'restored' | null {
  const what = (event as { event?: unknown } | null)?.event;
  if (what === 'interrupted') return 'interrupted';
  if (what === 'connected') return 'restored';
  return null;
}

/** A participant as daily-js lists it: its name and its audio track. */
interface DailyParticipantLike {
  user_name?: string;
  tracks?: { audio?: { persistentTrack?: MediaStreamTrack | null } };
}

/**
 * The part of daily-js's call object the driver reads: the local microphone track, and the
 * assistant's audio track (the participant the SDK plays, 'Vapi Speaker').
 */
export interface DailyCallLike {
  participants(): { local?: DailyParticipantLike } & Record<
    string,
    DailyParticipantLike | undefined
  >;
}

/** The participant whose audio the SDK plays (`@vapi-ai/web`'s own name for it). */
const SPEAKER = 'Vapi Speaker';

/** The assistant's audio track in a call object, if it has one. */
export function speakerTrack(daily: DailyCallLike | null | undefined): MediaStreamTrack | null {
  if (!daily) return null;
  const [, speaker] =
    Object.entries(daily.participants()).find(
      ([id, participant]) => id !== 'local' && participant?.user_name === SPEAKER,
    ) ?? [];
  return speaker?.tracks?.audio?.persistentTrack ?? null;
}

/** Daily's `dailyConfig`, which the SDK's third constructor argument is passed on as. */
export interface DailyCallConfig {
  avoidEval?: boolean;
}

/** Daily's factory options the SDK takes as its fourth argument (`createCallObject`). */
export interface DailyCallObjectOptions {
  /** The call's microphone: daily-js sends this track instead of opening its own. */
  audioSource?: MediaStreamTrack;
}

type VapiConstructor = new (
  publicKey: string,
  apiBaseUrl?: string,
  dailyCallConfig?: DailyCallConfig,
  dailyCallObject?: DailyCallObjectOptions,
) => VapiClient;

/**
 * Daily loads its call bundle from its CDN and, by default, runs it with `Function(...)`, which
 * the site's CSP (no 'unsafe-eval') refuses. `avoidEval` loads the same URL as a `<script>`,
 * allowed by origin in `script-src` (docs/decisions/0010-call-csp.md).
 */
export const DAILY_CALL_CONFIG: DailyCallConfig = { avoidEval: true };

export interface VapiDriverOptions {
  publicKey: string | undefined;
  /** The voice API base (`VITE_VAPI_API_URL`). */
  apiUrl: string;
}

/**
 * Downloads the SDK chunk (separate, ~79 KB gzip), once per driver (the page has one: the
 * app store's `voiceDriverAtom`); never in the initial bundle. The download starts after the
 * next frame: the press (or hover) that asked for it paints its answer first ('Verbinde...':
 * starting the import is a few ms on a slow phone). Decision 0012. A failed download is tried
 * again by the next call, importing the file anew (`@/lib/lazy`).
 */
function sdkLoader() {
  return lazy(() => afterNextFrame().then(() => import('@vapi-ai/web')), { retryOnCall: true });
}

/**
 * The driver's clients. `new Vapi(key, apiBaseUrl)` sets a module-level HTTP client inside the
 * SDK: every client of the page is built with the same key and URL, so a client built for a
 * call (with that call's microphone) rewires nothing (decision 0011).
 */
interface PageClients {
  /** The client built on load: it proves the SDK constructs, and serves calls without a track. */
  own: VapiClient;
  /**
   * The client for a call: one built for it whose calls send `audioSource` (the permission
   * check's track) as their microphone; without a track, the page's own client.
   */
  forCall(audioSource: MediaStreamTrack | null): VapiClient;
}

/**
 * The SDK's constructor behind Vite 8's CommonJS interop: the SDK is CommonJS, so its module may
 * arrive as the class itself, as `default`, or as `default.default`.
 */
export function vapiConstructor(mod: unknown): VapiConstructor {
  const candidates = [
    (mod as { default?: { default?: unknown } })?.default?.default,
    (mod as { default?: unknown })?.default,
    mod,
  ];
  const found = candidates.find((candidate) => typeof candidate === 'function');
  if (!found) throw new TypeError('@vapi-ai/web exports no constructor');
  return found as VapiConstructor;
}

const FORWARDED = [
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
] as const satisfies readonly VoiceDriverEventName[];

// Node's EventEmitter throws an `error` nobody listens to, and the SDK's start then rejects with
// "Unhandled error. (undefined)": every client gets this sink at construction, so
// an error outside a call (a late one after its call ended) reaches nobody and throws nothing.
const ignoreError = () => {};

/** The SDK's error when its player for the assistant could not start (`play()` refused). */
const AUDIO_START_FAILED = 'audio-start-failed';

/**
 * Plays the assistant's track in an `<audio>` element of the driver's own, inside the visitor's
 * press; resolves the element once it plays, null when it was refused or did not start within
 * `OUTPUT_START_LIMIT_MS`.
 */
async function playTrack(track: MediaStreamTrack): Promise<HTMLAudioElement | null> {
  const player = document.createElement('audio');
  player.autoplay = true;
  player.srcObject = new MediaStream([track]);
  document.body.append(player);
  const playing = await Promise.race([
    player.play().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), OUTPUT_START_LIMIT_MS)),
  ]);
  if (playing) return player;
  player.remove();
  return null;
}

/** Builds a client: the sink for errors outside a call is its only listener between calls. */
function construct(Vapi: VapiConstructor, ...args: ConstructorParameters<VapiConstructor>) {
  const vapi = new Vapi(...args);
  vapi.on('error', ignoreError);
  return vapi;
}

/**
 * Subscribes the lifecycle to one call's client, before its start (the SDK's `error`, and its
 * `local-volume-level`, which it must hear before the join). Returns the release: every listener
 * removed, so an ended call's SDK (its speech-end timer) reaches nobody.
 */
function subscribe(vapi: VapiClient, life: DriverLifecycle): () => void {
  const listeners: [string, (...args: unknown[]) => void][] = [];
  const listen = (event: string, listener: (...args: unknown[]) => void) => {
    vapi.on(event as never, listener as never);
    listeners.push([event, listener]);
  };
  for (const event of FORWARDED) {
    listen(event, (...args) =>
      (life.report as (e: string, ...a: unknown[]) => void)(event, ...args),
    );
  }
  // The SDK's own level of the call's microphone (it starts Daily's local level
  // observer only when this is listened to before the join: no second microphone stream),
  // and Daily's network state.
  listen('local-volume-level', (level) => {
    if (typeof level === 'number') life.report('mic-level', level);
  });
  listen('network-connection', (event) => {
    const state = networkState(event);
    if (state) life.report('network', state);
  });
  listen('error', (raw) => {
    const error = toVoiceError(raw);
    life.report('error', error);
    // The SDK's player for the assistant was refused (no output device, autoplay): a fact for
    // the call's output machine ('Ton einschalten'); the call goes on.
    if (error.type === AUDIO_START_FAILED) life.report('output-blocked');
  });
  // The assistant's client-side tool calls (outcome cards).
  listen('message', (raw) => {
    for (const call of toolCallsOf(raw)) life.report('tool-call', call);
  });
  return () => {
    for (const [event, listener] of listeners.splice(0))
      vapi.removeListener(event as never, listener as never);
  };
}

/**
 * The browser's default input for daily-js, which takes no `null` (a no-op there): the first
 * audio input listed (Chromium's `default`; Firefox and Safari list their default first).
 */
async function defaultInputId(): Promise<string> {
  const devices = (await globalThis.navigator?.mediaDevices?.enumerateDevices?.()) ?? [];
  const first = devices.find((device) => device.kind === 'audioinput' && device.deviceId);
  if (!first) throw namedError('NotFoundError', 'No audio input device');
  return first.deviceId;
}

/** The live audio track of the permission check's stream, if the call machine lent one. */
function permissionTrack({ microphone }: StartOptions): MediaStreamTrack | null {
  if (!(microphone instanceof MicrophoneLease)) return null;
  return microphone.stream.getAudioTracks().find((track) => track.readyState === 'live') ?? null;
}

/**
 * The `vapi` driver: the real `@vapi-ai/web` SDK, imported on the first call intent. Its phases
 * are the shared driver lifecycle (`driver-lifecycle.ts`): errors during a start reject `start`
 * (the SDK itself resolves null and reports them as events); events after a stop (a stray
 * speech-end timer) are dropped. A call's client is subscribed only while that call lasts. The
 * permission check's track is handed to the SDK as the call's microphone (one live track per
 * call); `stop` during a pending start destroys what the SDK has built so far at once, and once
 * more after that start has settled.
 */
export function createVapiDriver(options: VapiDriverOptions): VoiceDriver {
  const sdkCode = sdkLoader();
  let clients: Promise<PageClients> | null = null;
  let loaded: PageClients | null = null;
  /** The current call's client and the release of its listeners (null between calls). */
  let session: { vapi: VapiClient; release: () => void; options?: StartOptions } | null = null;
  let unwatchMicrophone = () => {};
  /** The assistant's player the driver built itself ('Ton einschalten'), removed at the end. */
  let ownPlayer: HTMLAudioElement | null = null;

  const life = createDriverLifecycle({
    async teardown(joined) {
      const vapi = session?.vapi;
      if (!vapi) return;
      if (!joined) return vapi.stop();
      // The SDK's stop does not cancel its pending start, but destroys the call object it has
      // built so far, and its microphone: at once. A call object the start builds after that
      // (the web-call request was still under way) is destroyed once the start has settled.
      await vapi.stop().catch((error: unknown) => console.warn('Voice stop failed', error));
      if (await joined) await vapi.stop();
    },
    /** The call is over: its client's listeners are removed, its microphone no longer watched. */
    ended() {
      unwatchMicrophone();
      unwatchMicrophone = () => {};
      ownPlayer?.remove();
      ownPlayer = null;
      session?.release();
      session = null;
    },
  });

  /** Constructs the driver's own client, before any start (its listeners first, see above). */
  async function build(publicKey: string | undefined): Promise<PageClients> {
    if (!publicKey) throw namedError(ERROR_NAMES.initFailed, 'VITE_VAPI_PUBLIC_KEY is not set');
    const Vapi = vapiConstructor(await sdkCode());
    // Evaluating the SDK is one long task on a slow phone (~100 ms at 4× slower CPU); what the
    // client's construction and the machine's answer (a render) cost goes into tasks of its own.
    await nextTask();
    const own = construct(Vapi, publicKey, options.apiUrl, DAILY_CALL_CONFIG);
    await nextTask();
    return {
      own,
      forCall: (audioSource) =>
        audioSource
          ? construct(Vapi, publicKey, options.apiUrl, DAILY_CALL_CONFIG, { audioSource })
          : own,
    };
  }

  function load(): Promise<PageClients> {
    clients ??= build(options.publicKey).then(
      (built) => (loaded = built),
      (error: unknown) => {
        clients = null;
        throw error instanceof Error && error.name === ERROR_NAMES.initFailed
          ? error
          : namedError(
              ERROR_NAMES.initFailed,
              error instanceof Error ? error.message : String(error),
            );
      },
    );
    return clients;
  }

  /**
   * Once joined, the call's microphone is watched: it ending by itself (permission revoked,
   * device unplugged) ends the call. A handed-over track is the call's own (the call machine
   * releases it when the call ends); without one, daily-js opened its own microphone and the
   * permission check's stream is released here.
   */
  function watchMicrophone(vapi: VapiClient, handed: MediaStreamTrack | null, opts: StartOptions) {
    if (!handed) opts.microphone?.release();
    const track =
      handed ?? vapi.getDailyCallObject?.()?.participants().local?.tracks?.audio?.persistentTrack;
    unwatchMicrophone();
    // A fact only: the call's microphone machine decides what it means.
    unwatchMicrophone = track
      ? watchTracksEnded([track], () => life.reportInCall('input-ended'))
      : () => {};
  }

  /** Starts the SDK's call; it resolves null on failure and reports why on its `error` event. */
  async function join(vapi: VapiClient, assistantId: string | undefined) {
    let joined: unknown;
    try {
      joined = await vapi.start(assistantId);
    } catch (error) {
      throw thrownVoiceError(life.startError() ?? toVoiceError(error));
    }
    if (!joined) {
      throw thrownVoiceError(
        life.startError() ?? { type: 'start-failed', message: 'The call could not be started' },
      );
    }
  }

  async function start(assistantId: string | undefined, startOptions: StartOptions) {
    let handed: MediaStreamTrack | null = null;
    await life.start(
      () => {
        // A start before the SDK is initialised: the 'SDK nicht bereit' error.
        if (!loaded) throw namedError(ERROR_NAMES.sdkNotReady, 'The voice SDK is not initialised');
        handed = permissionTrack(startOptions);
        const vapi = loaded.forCall(handed);
        session = { vapi, release: subscribe(vapi, life), options: startOptions };
        return join(vapi, assistantId);
      },
      () => session && watchMicrophone(session.vapi, handed, startOptions),
    );
  }

  /** The established call's client, else null. */
  const inCall = () => (life.inCall ? (session?.vapi ?? null) : null);

  return {
    name: 'vapi',
    prefetch: () => void sdkCode().catch(() => {}),
    load: async () => {
      await load();
    },
    start,
    stop: () => life.stop(),
    // The SDK plays the assistant through an <audio> element it builds after the join, which
    // Safari lets play while the page captures the microphone (decision 0032): an output the
    // press unlocked for the preview is not needed here.
    unlockAudio(given) {
      if (isAudioContext(given)) void given.close().catch(() => {});
    },
    /**
     * 'Ton einschalten' after the SDK's player was refused: the assistant's track in a player
     * of the driver's own, started inside the press (the SDK removed its refused one).
     */
    enableOutput() {
      const call = inCall();
      const track = speakerTrack(call?.getDailyCallObject?.());
      if (!call || !track) {
        if (call) life.reportInCall('output-blocked');
        return;
      }
      void playTrack(track).then((player) => {
        if (inCall() !== call) return void player?.remove();
        if (player) {
          ownPlayer?.remove();
          ownPlayer = player;
        }
        life.reportInCall(player ? 'output-started' : 'output-blocked');
      });
    },
    setMuted(muted) {
      // The SDK's setMuted throws before a call exists.
      const call = inCall();
      if (!call) return;
      try {
        call.setMuted(muted);
      } catch (error) {
        console.warn('Voice mute failed', error);
      }
    },
    async setInputDevice(deviceId) {
      const call = inCall();
      const current = session;
      if (!call?.setInputDevicesAsync || !current) {
        throw namedError('VoiceInputError', 'No active call to switch the input of');
      }
      await call.setInputDevicesAsync({ audioDeviceId: deviceId ?? (await defaultInputId()) });
      // daily-js opened the chosen device itself: its track is watched now, and the permission
      // check's track (handed over as `audioSource`) is released.
      if (session === current && inCall() === call)
        watchMicrophone(call, null, current.options ?? { agent: '' });
    },
    send(text) {
      const call = inCall();
      if (!call) throw namedError('VoiceSendError', 'No active call to send the message to');
      // The SDK's send does nothing without a call object: that must not pass for sent.
      if (call.getDailyCallObject && !call.getDailyCallObject()) {
        throw namedError('VoiceSendError', 'The call has no connection');
      }
      call.send({ type: 'add-message', message: { role: 'user', content: text } });
    },
    on: (event, listener) => life.on(event, listener),
  };
}
