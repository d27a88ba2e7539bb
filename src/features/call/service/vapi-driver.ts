import type { VoiceError } from '@machines/call/call.types';
import { ERROR_NAMES, MICROPHONE_ENDED } from '@machines/call/call.errors';
import { afterNextFrame, nextTask } from '@/lib/after-frame';
import { lazy } from '@/lib/lazy';
import {
  DriverEmitter,
  namedError,
  type StartOptions,
  type VoiceDriver,
  type VoiceDriverEventName,
  type VoiceDriverListener,
} from './driver';
import { MicrophoneLease, watchTracksEnded } from './microphone';
import { thrownVoiceError, toVoiceError } from './vapi-errors';

/** The part of the `@vapi-ai/web` client this driver uses (a fake implements it in tests). */
export interface VapiClient {
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
  start(assistant?: string): Promise<unknown>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  /** Live call control (`add-message` …), sent to the service over the call's data channel. */
  send(message: VapiAddMessage): void;
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

/** The part of daily-js's call object the driver reads: the local microphone track. */
export interface DailyCallLike {
  participants(): {
    local?: { tracks?: { audio?: { persistentTrack?: MediaStreamTrack | null } } };
  };
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

type Phase = 'idle' | 'starting' | 'active' | 'stopping';

// One SDK module per page. `new Vapi(key, apiBaseUrl)` sets a module-level HTTP client inside the
// SDK: every client of this page is built with the same key and URL, so a client built for a
// call (with that call's microphone, below) rewires nothing (STACK.md 2, decision 0011).
let sdkCode = sdkLoader();
let client: Promise<SharedClient> | null = null;

/**
 * One call's client, subscribed to the page's hubs. Its events reach them only between `begin`
 * and `end` (the call it serves); a client built for one call is released at its end: its
 * listeners are removed, so an ended call's SDK (its speech-end timer) reaches nobody.
 */
interface CallClient {
  vapi: VapiClient;
  begin(): void;
  end(): void;
}

interface SharedClient {
  /** The client built on load: it proves the SDK constructs, and serves calls without a track. */
  vapi: VapiClient;
  /**
   * The client for a call: one built for it whose calls send `audioSource` (the permission
   * check's track) as their microphone, released at the call's end; without a track, the page's
   * own client.
   */
  forCall(audioSource: MediaStreamTrack | null): CallClient;
  hub: DriverEmitter;
  errors: DriverEmitter;
}

/**
 * Downloads the SDK chunk (separate, ~79 KB gzip), once per page; never in the initial bundle.
 * The download starts after the next frame: the press (or hover) that asked for it paints its
 * answer first ('Verbinde...': starting the import is a few ms on a slow phone). Decision 0012.
 * A failed download is tried again by the next call, importing the file anew (`@/lib/lazy`).
 */
function sdkLoader() {
  return lazy(() => afterNextFrame().then(() => import('@vapi-ai/web')), { retryOnCall: true });
}

/** The constructor behind Vite 8's CommonJS interop (`mod.default ?? mod`, STACK.md 1). */
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

/**
 * Constructs the page's client and subscribes to it, before any start (STACK.md 2). Only the
 * current call's client reaches the hubs: an earlier call's SDK (its speech-end timer) is silent,
 * and a client built for one call is released with its listeners when that call ends.
 */
function sharedClient(options: VapiDriverOptions) {
  client ??= (async (): Promise<SharedClient> => {
    if (!options.publicKey) {
      throw namedError(ERROR_NAMES.initFailed, 'VITE_VAPI_PUBLIC_KEY is not set');
    }
    const publicKey = options.publicKey;
    const Vapi = vapiConstructor(await sdkCode());
    // Evaluating the SDK is one long task on a slow phone (~100 ms at 4× slower CPU); what the
    // client's construction and the machine's answer (a render) cost goes into tasks of its own.
    await nextTask();
    const hub = new DriverEmitter();
    const errors = new DriverEmitter();
    /** Subscribes to a client; `disposable`: built for one call, released at its end. */
    const subscribed = (vapi: VapiClient, disposable: boolean): CallClient => {
      let live = false;
      const listeners: [string, (...args: unknown[]) => void][] = [];
      const listen = (event: string, listener: (...args: unknown[]) => void) => {
        vapi.on(event as never, listener as never);
        listeners.push([event, listener]);
      };
      for (const event of FORWARDED) {
        listen(event, (...args) => {
          if (live) (hub.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
        });
      }
      // Issue 16: the SDK's own level of the call's microphone (it starts Daily's local level
      // observer only when this is listened to before the join: no second microphone stream),
      // and Daily's network state.
      listen('local-volume-level', (level) => {
        if (live && typeof level === 'number') hub.emit('mic-level', level);
      });
      listen('network-connection', (event) => {
        const state = networkState(event);
        if (live && state) hub.emit('network', state);
      });
      // Without an `error` listener the SDK's start rejects with "Unhandled error. (undefined)".
      listen('error', (raw) => {
        if (live) errors.emit('error', toVoiceError(raw));
      });
      return {
        vapi,
        begin: () => (live = true),
        end() {
          live = false;
          if (!disposable || !listeners.length) return;
          for (const [event, listener] of listeners.splice(0))
            vapi.removeListener(event as never, listener as never);
          // Node's EventEmitter throws an `error` nobody listens to: a late one is dropped.
          vapi.on('error', () => {});
        },
      };
    };
    const own = subscribed(new Vapi(publicKey, options.apiUrl, DAILY_CALL_CONFIG), false);
    await nextTask();
    return {
      vapi: own.vapi,
      forCall: (audioSource) =>
        audioSource
          ? subscribed(
              new Vapi(publicKey, options.apiUrl, DAILY_CALL_CONFIG, { audioSource }),
              true,
            )
          : own,
      hub,
      errors,
    };
  })().catch((error: unknown) => {
    client = null;
    throw error instanceof Error && error.name === ERROR_NAMES.initFailed
      ? error
      : namedError(ERROR_NAMES.initFailed, error instanceof Error ? error.message : String(error));
  });
  return client;
}

/** The live audio track of the permission check's stream, if the call machine lent one. */
function permissionTrack({ microphone }: StartOptions): MediaStreamTrack | null {
  if (!(microphone instanceof MicrophoneLease)) return null;
  return microphone.stream.getAudioTracks().find((track) => track.readyState === 'live') ?? null;
}

/**
 * The `vapi` driver: the real `@vapi-ai/web` SDK, imported on the first call intent. Errors during
 * a start reject `start` (the SDK itself resolves null and reports them as events); events after
 * a stop (a stray speech-end timer) are dropped. The permission check's track is handed to the
 * SDK as the call's microphone (one live track per call); `stop` during a pending start destroys
 * what the SDK has built so far at once, and once more after that start has settled.
 */
export function createVapiDriver(options: VapiDriverOptions): VoiceDriver {
  const emitter = new DriverEmitter();
  let phase: Phase = 'idle';
  let pendingStart: Promise<void> | null = null;
  let startErrors: VoiceError[] = [];
  let shared: SharedClient | null = null;
  /** The current call's client and subscription, ended with the call (null between calls). */
  let session: CallClient | null = null;
  let stopping: Promise<void> | null = null;
  let unwatchMicrophone = () => {};

  async function load() {
    const client = await sharedClient(options);
    if (!shared) {
      shared = client;
      client.hub.on('call-end', () => {
        if (phase === 'idle') return;
        const over = phase === 'active';
        if (over) phase = 'idle';
        emitter.emit('call-end');
        // The service ended the call: its client is done (a stop ends it after its own stop).
        if (over) endSession();
      });
      for (const event of FORWARDED.filter((e) => e !== 'call-end')) {
        client.hub.on(event, ((...args: never[]) => {
          if (phase !== 'idle')
            (emitter.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
        }) as VoiceDriverListener<typeof event>);
      }
      // Only an established call's level and network (the join reports its own connecting).
      client.hub.on('mic-level', (level) => {
        if (phase === 'active') emitter.emit('mic-level', level);
      });
      client.hub.on('network', (state) => {
        if (phase === 'active') emitter.emit('network', state);
      });
      client.errors.on('error', (error) => {
        if (phase === 'starting') startErrors.push(error);
        // A start destroyed by our own stop reports its failure: not the call's.
        else if (phase === 'active') emitter.emit('error', error);
      });
    }
    return client.vapi;
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
    unwatchMicrophone = track
      ? watchTracksEnded([track], () => {
          if (phase !== 'active') return;
          emitter.emit('error', {
            type: MICROPHONE_ENDED,
            message: 'The microphone stopped during the call',
          });
        })
      : () => {};
  }

  /** The call is over: its client's events reach nobody, a client built for it is released. */
  function endSession() {
    session?.end();
    session = null;
  }

  async function start(assistantId: string | undefined, startOptions: StartOptions) {
    // A call given up while its start was pending is stopped once that start settles: wait.
    if (stopping) await stopping;
    if (phase !== 'idle') {
      throw thrownVoiceError({ type: 'already-started', message: 'A call is already active' });
    }
    // Spec section 8, "SDK nicht bereit": a start before the SDK is initialised.
    if (!shared) throw namedError(ERROR_NAMES.sdkNotReady, 'The voice SDK is not initialised');
    const handed = permissionTrack(startOptions);
    session = shared.forCall(handed);
    session.begin();
    const vapi = session.vapi;
    phase = 'starting';
    startErrors = [];
    const attempt = (async () => {
      let joined: unknown;
      try {
        joined = await vapi.start(assistantId);
      } catch (error) {
        throw thrownVoiceError(startErrors.at(-1) ?? toVoiceError(error));
      }
      // The SDK resolves null on failure and reports why on its `error` event.
      if (!joined) {
        throw thrownVoiceError(
          startErrors.at(-1) ?? { type: 'start-failed', message: 'The call could not be started' },
        );
      }
    })();
    pendingStart = attempt;
    try {
      await attempt;
      if (phase === 'starting') {
        phase = 'active';
        watchMicrophone(vapi, handed, startOptions);
      }
    } catch (error) {
      if (phase === 'starting') {
        phase = 'idle';
        endSession();
      }
      throw error;
    } finally {
      pendingStart = null;
    }
  }

  async function stopNow() {
    unwatchMicrophone();
    unwatchMicrophone = () => {};
    const vapi = session?.vapi;
    if (phase === 'idle' || phase === 'stopping' || !vapi) return;
    const wasStarting = phase === 'starting';
    phase = 'stopping';
    try {
      if (wasStarting && pendingStart) {
        // The SDK's stop does not cancel its pending start, but destroys the call object it has
        // built so far, and its microphone: at once. A call object the start builds after that
        // (the web-call request was still under way) is destroyed once the start has settled.
        const settled = pendingStart.then(
          () => true,
          () => false,
        );
        await vapi.stop().catch((error: unknown) => console.warn('Voice stop failed', error));
        if (await settled) await vapi.stop();
      } else {
        await vapi.stop();
      }
    } finally {
      phase = 'idle';
      endSession();
    }
  }

  function stop() {
    stopping ??= stopNow().finally(() => (stopping = null));
    return stopping;
  }

  return {
    name: 'vapi',
    prefetch: () => void sdkCode().catch(() => {}),
    load: async () => {
      await load();
    },
    start,
    stop,
    setMuted(muted) {
      // The SDK's setMuted throws before a call exists (STACK.md 2).
      const call = session?.vapi;
      if (phase !== 'active' || !call) return;
      try {
        call.setMuted(muted);
      } catch (error) {
        console.warn('Voice mute failed', error);
      }
    },
    send(text) {
      const call = session?.vapi;
      if (phase !== 'active' || !call) {
        throw namedError('VoiceSendError', 'No active call to send the message to');
      }
      // The SDK's send does nothing without a call object: that must not pass for sent.
      if (call.getDailyCallObject && !call.getDailyCallObject()) {
        throw namedError('VoiceSendError', 'The call has no connection');
      }
      call.send({ type: 'add-message', message: { role: 'user', content: text } });
    },
    on: (event, listener) => emitter.on(event, listener),
  };
}

/** Forgets the page's SDK client: for tests only. */
export function resetVapiForTests() {
  sdkCode = sdkLoader();
  client = null;
}
