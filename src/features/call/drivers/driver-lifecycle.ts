import type { VoiceError } from '@machines/call/call.types';
import {
  DriverEmitter,
  type VoiceDriverEventName,
  type VoiceDriverEvents,
  type VoiceDriverListener,
} from './driver';
import { thrownVoiceError } from './vapi-errors';

/**
 * One call of a driver: `idle` (no call) → `starting` (the start is pending) → `active` (joined)
 * → `stopping` (being torn down) → `idle`. Both drivers keep these rules (decision 0028).
 */
export type DriverPhase = 'idle' | 'starting' | 'active' | 'stopping';

/**
 * What a driver reports, grouped by the rule that passes it: the call's end; the call's own
 * events (`call-start`, speech, volume, messages); what only an established call has (the
 * visitor's level, the network, the driver's own findings such as a microphone that ended); and
 * the provider's errors.
 */
export type DriverEventKind = 'callEnd' | 'call' | 'established' | 'error';

/**
 * `pass`: reaches the call machine. `drop`: reaches nobody (an earlier call's stray timer, a
 * start our own stop destroyed). `collect`: kept as the pending start's error (it rejects the
 * start instead). `end`: passes, and the call is over (the service ended it).
 */
export type Verdict = 'pass' | 'drop' | 'collect' | 'end';

/** The rules, phase × kind: the one place both drivers' event rules are written. */
export const DRIVER_RULES: Readonly<
  Record<DriverPhase, Readonly<Record<DriverEventKind, Verdict>>>
> = {
  idle: { callEnd: 'drop', call: 'drop', established: 'drop', error: 'drop' },
  starting: { callEnd: 'pass', call: 'pass', established: 'drop', error: 'collect' },
  active: { callEnd: 'end', call: 'pass', established: 'pass', error: 'pass' },
  stopping: { callEnd: 'pass', call: 'pass', established: 'drop', error: 'drop' },
};

const KIND: Record<VoiceDriverEventName, DriverEventKind> = {
  'call-start': 'call',
  'call-end': 'callEnd',
  'speech-start': 'call',
  'speech-end': 'call',
  'volume-level': 'call',
  message: 'call',
  error: 'error',
  'mic-level': 'established',
  network: 'established',
  // A tool call means something only in an established call (the machine checks too).
  'tool-call': 'established',
  // The call's microphone ended (the microphone machine decides what that means).
  'input-ended': 'established',
  // Whether the call's sound could start: the SDK's player may be refused before the call counts
  // as established (the output machine's ports keep the last report until it listens).
  'output-started': 'call',
  'output-blocked': 'call',
};

export interface LifecycleHooks {
  /**
   * Tears the call down. `joined` is given when the stop came while the start was pending: it
   * settles with the start (true: it joined, false: it failed). A driver whose SDK cannot cancel
   * its start stops what it can at once and the rest once that start has settled.
   */
  teardown(joined: Promise<boolean> | null): Promise<void>;
  /** The call is over, however it ended (stop, failed start, the service): release its things. */
  ended?(): void;
}

/**
 * The four-phase lifecycle both drivers share (decision 0028): a start only while idle (a stop
 * under way is awaited first), errors during a start collected to reject it, events passed by
 * `DRIVER_RULES`, a stop that is idempotent and also works while the start is pending. The
 * drivers only build their calls and translate their SDK's events into `report`.
 */
export function createDriverLifecycle(hooks: LifecycleHooks) {
  const emitter = new DriverEmitter();
  let phase: DriverPhase = 'idle';
  let joined: Promise<boolean> | null = null;
  let stopping: Promise<void> | null = null;
  let startErrors: VoiceError[] = [];

  const over = () => {
    phase = 'idle';
    hooks.ended?.();
  };

  function pass<E extends VoiceDriverEventName>(
    kind: DriverEventKind,
    event: E,
    args: VoiceDriverEvents[E],
  ) {
    const verdict = DRIVER_RULES[phase][kind];
    if (verdict === 'collect') startErrors.push(args[0] as VoiceError);
    if (verdict !== 'pass' && verdict !== 'end') return;
    if (verdict === 'end') phase = 'idle';
    emitter.emit(event, ...args);
    if (verdict === 'end') hooks.ended?.();
  }

  /**
   * Runs a start. `begin` runs synchronously once the start is allowed, in `starting` (it may
   * throw: then the start is refused and the phase idle again) and returns the pending join. Resolves true once the call is established
   * (`established` has then run), false when a stop came first; rejects with the join's error.
   */
  async function start(begin: () => Promise<void>, established?: () => void): Promise<boolean> {
    // A call given up while its start was pending is stopped once that start settles: wait.
    if (stopping) await stopping;
    if (phase !== 'idle') {
      throw thrownVoiceError({ type: 'already-started', message: 'A call is already active' });
    }
    phase = 'starting';
    startErrors = [];
    let attempt: Promise<void>;
    try {
      // Starting already: what the SDK reports while `begin` calls it is the start's.
      attempt = begin();
    } catch (error) {
      over();
      throw error;
    }
    joined = attempt.then(
      () => true,
      () => false,
    );
    try {
      await attempt;
    } catch (error) {
      if (phase === 'starting') over();
      throw error;
    } finally {
      joined = null;
    }
    if (phase !== 'starting') return false;
    phase = 'active';
    established?.();
    return true;
  }

  async function stopNow() {
    if (phase === 'idle') return;
    const pending = phase === 'starting' ? joined : null;
    phase = 'stopping';
    try {
      await hooks.teardown(pending);
    } finally {
      over();
    }
  }

  return {
    get phase(): DriverPhase {
      return phase;
    },
    /** Mute, type instead of talk, the driver's own watchers: only an established call. */
    get inCall(): boolean {
      return DRIVER_RULES[phase].established === 'pass';
    },
    /** The last error the provider reported during the pending start. */
    startError: (): VoiceError | undefined => startErrors.at(-1),
    start,
    /** Ends the call; a second stop shares the first; without a call it resolves at once. */
    stop(): Promise<void> {
      stopping ??= stopNow().finally(() => (stopping = null));
      return stopping;
    },
    /** An event the driver translated, passed (or not) by `DRIVER_RULES`. */
    report<E extends VoiceDriverEventName>(event: E, ...args: VoiceDriverEvents[E]): void {
      pass(KIND[event], event, args);
    },
    /** The driver's own finding about an established call (a microphone that ended, a reply). */
    reportInCall<E extends VoiceDriverEventName>(event: E, ...args: VoiceDriverEvents[E]): void {
      pass('established', event, args);
    },
    on<E extends VoiceDriverEventName>(event: E, listener: VoiceDriverListener<E>): () => void {
      return emitter.on(event, listener);
    },
  };
}

export type DriverLifecycle = ReturnType<typeof createDriverLifecycle>;
