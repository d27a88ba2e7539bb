import type { VoiceError } from '@machines/call/call.types';
import { ERROR_NAMES, MICROPHONE_ENDED } from '@machines/call/call.errors';
import {
  DriverEmitter,
  namedError,
  type StartOptions,
  type VoiceDriver,
  type VoiceDriverEventName,
  type VoiceDriverListener,
} from './driver';
import { watchTracksEnded } from './microphone';
import { thrownVoiceError, toVoiceError } from './vapi-errors';

/** The part of the `@vapi-ai/web` client this driver uses (a fake implements it in tests). */
export interface VapiClient {
  on(event: string, listener: (...args: never[]) => void): unknown;
  start(assistant?: string): Promise<unknown>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  /** The call's Daily call object (public in the SDK): where its own microphone track is. */
  getDailyCallObject?(): DailyCallLike | null;
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

type VapiConstructor = new (
  publicKey: string,
  apiBaseUrl?: string,
  dailyCallConfig?: DailyCallConfig,
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

// One SDK module and ONE client per page: `new Vapi(key, apiBaseUrl)` sets a module-level HTTP
// client inside the SDK, so a second instance would silently rewire the first (STACK.md 2).
let sdkModule: Promise<unknown> | null = null;
let client: Promise<{ vapi: VapiClient; hub: DriverEmitter; errors: DriverEmitter }> | null = null;

/** Downloads the SDK chunk (separate, ~79 KB gzip), once per page; never in the initial bundle. */
function importSdk(): Promise<unknown> {
  sdkModule ??= import('@vapi-ai/web').catch((error: unknown) => {
    sdkModule = null;
    throw error;
  });
  return sdkModule;
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

/** Constructs the page's one client and subscribes to it, before any start (STACK.md 2). */
function sharedClient(options: VapiDriverOptions) {
  client ??= (async () => {
    if (!options.publicKey) {
      throw namedError(ERROR_NAMES.initFailed, 'VITE_VAPI_PUBLIC_KEY is not set');
    }
    const Vapi = vapiConstructor(await importSdk());
    const vapi = new Vapi(options.publicKey, options.apiUrl, DAILY_CALL_CONFIG);
    const hub = new DriverEmitter();
    const errors = new DriverEmitter();
    for (const event of FORWARDED) {
      vapi.on(event, ((...args: unknown[]) =>
        (hub.emit as (e: string, ...a: unknown[]) => void)(event, ...args)) as never);
    }
    // Without an `error` listener the SDK's start rejects with "Unhandled error. (undefined)".
    vapi.on('error', ((raw: unknown) => errors.emit('error', toVoiceError(raw))) as never);
    return { vapi, hub, errors };
  })().catch((error: unknown) => {
    client = null;
    throw error instanceof Error && error.name === ERROR_NAMES.initFailed
      ? error
      : namedError(ERROR_NAMES.initFailed, error instanceof Error ? error.message : String(error));
  });
  return client;
}

/**
 * The `vapi` driver: the real `@vapi-ai/web` SDK, imported on the first call intent. Errors during
 * a start reject `start` (the SDK itself resolves null and reports them as events); events after
 * a stop (a stray speech-end timer) are dropped; `stop` waits for a pending start first.
 */
export function createVapiDriver(options: VapiDriverOptions): VoiceDriver {
  const emitter = new DriverEmitter();
  let phase: Phase = 'idle';
  let pendingStart: Promise<void> | null = null;
  let startErrors: VoiceError[] = [];
  let loaded: VapiClient | null = null;
  let stopping: Promise<void> | null = null;
  let unwatchMicrophone = () => {};

  async function load() {
    const shared = await sharedClient(options);
    if (!loaded) {
      loaded = shared.vapi;
      shared.hub.on('call-end', () => {
        if (phase === 'idle') return;
        if (phase === 'active') phase = 'idle';
        emitter.emit('call-end');
      });
      for (const event of FORWARDED.filter((e) => e !== 'call-end')) {
        shared.hub.on(event, ((...args: never[]) => {
          if (phase !== 'idle')
            (emitter.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
        }) as VoiceDriverListener<typeof event>);
      }
      shared.errors.on('error', (error) => {
        if (phase === 'starting') startErrors.push(error);
        else if (phase !== 'idle') emitter.emit('error', error);
      });
    }
    return shared.vapi;
  }

  /**
   * The SDK opens its own microphone when it joins (daily-js, `audioSource: true`), so the
   * permission check's stream is released once the start has joined: one live track per call.
   * That track ending by itself (permission revoked, device unplugged) ends the call.
   */
  function handOverMicrophone(vapi: VapiClient, { microphone }: StartOptions) {
    microphone?.release();
    const track = vapi.getDailyCallObject?.()?.participants().local?.tracks?.audio?.persistentTrack;
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

  async function start(assistantId: string | undefined, startOptions: StartOptions) {
    // A call given up while its start was pending is stopped once that start settles: wait.
    if (stopping) await stopping;
    if (phase !== 'idle') {
      throw thrownVoiceError({ type: 'already-started', message: 'A call is already active' });
    }
    // Spec section 8, "SDK nicht bereit": a start before the SDK is initialised.
    const vapi = loaded;
    if (!vapi) throw namedError(ERROR_NAMES.sdkNotReady, 'The voice SDK is not initialised');
    phase = 'starting';
    startErrors = [];
    const attempt = (async () => {
      let call: unknown;
      try {
        call = await vapi.start(assistantId);
      } catch (error) {
        throw thrownVoiceError(startErrors.at(-1) ?? toVoiceError(error));
      }
      // The SDK resolves null on failure and reports why on its `error` event.
      if (!call) {
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
        handOverMicrophone(vapi, startOptions);
      }
    } catch (error) {
      phase = 'idle';
      throw error;
    } finally {
      pendingStart = null;
    }
  }

  async function stopNow() {
    if (phase === 'starting' && pendingStart) await pendingStart.catch(() => {});
    unwatchMicrophone();
    unwatchMicrophone = () => {};
    if (phase === 'idle' || phase === 'stopping' || !loaded) return;
    phase = 'stopping';
    try {
      await loaded.stop();
    } finally {
      phase = 'idle';
    }
  }

  function stop() {
    stopping ??= stopNow().finally(() => (stopping = null));
    return stopping;
  }

  return {
    name: 'vapi',
    prefetch: () => void importSdk().catch(() => {}),
    load: async () => {
      await load();
    },
    start,
    stop,
    setMuted(muted) {
      // The SDK's setMuted throws before a call exists (STACK.md 2).
      if (phase !== 'active' || !loaded) return;
      try {
        loaded.setMuted(muted);
      } catch (error) {
        console.warn('Voice mute failed', error);
      }
    },
    on: (event, listener) => emitter.on(event, listener),
  };
}

/** Forgets the page's SDK client: for tests only. */
export function resetVapiForTests() {
  sdkModule = null;
  client = null;
}
