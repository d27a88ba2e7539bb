import type { VoiceDriverName } from '@/config/config';
import type { MicrophoneHandle, VoiceError, VoiceMessage } from '@machines/call/call.types';

/** What a driver reports, with the listener arguments of each event. */
export interface VoiceDriverEvents {
  /** The assistant is listening: the call counts as connected. */
  'call-start': [];
  /** The call is over (hung up here or ended by the service). */
  'call-end': [];
  /** The assistant started speaking. */
  'speech-start': [];
  /** The assistant stopped speaking (1000 ms after its last audible level). */
  'speech-end': [];
  /** The assistant's volume 0…1 (summed level / 0.15, capped), every 100 ms. */
  'volume-level': [volume: number];
  /** `transcript`, `conversation-update`, `status-update` … messages of the provider. */
  message: [message: VoiceMessage];
  /**
   * An error during an established call (a failed start rejects `start` instead). Includes the
   * service ending the call (`ejected`) and non-fatal noise-filter errors; the call machine's
   * classifier tells them apart.
   */
  error: [error: VoiceError];
  /** Hear-check: the visitor's own microphone level 0…1 (the call's own track, ~every 100 ms). */
  'mic-level': [level: number];
  /** Reconnecting: the call's network connection was interrupted, or is back. */
  network: [state: 'interrupted' | 'restored'];
}

export type VoiceDriverEventName = keyof VoiceDriverEvents;
export type VoiceDriverListener<E extends VoiceDriverEventName> = (
  ...args: VoiceDriverEvents[E]
) => void;

export interface StartOptions {
  /** Agent key (`helvox`, `clara` …): the preview driver plays that agent's greeting. */
  agent: string;
  /** The microphone the call machine was granted; the preview driver uses its stream. */
  microphone?: MicrophoneHandle | null;
}

/**
 * One way of making voice calls, chosen by `VITE_VOICE_DRIVER`: `vapi` (the real SDK, loaded on
 * demand) or `preview` (offline, plays a recorded greeting). A driver holds at most one call.
 */
export interface VoiceDriver {
  readonly name: VoiceDriverName;
  /** Starts downloading the SDK without constructing anything (hover/focus of a call control). */
  prefetch(): void;
  /** Loads and constructs the SDK once per page; rejects with a `VoiceInitError`. */
  load(): Promise<void>;
  /**
   * Starts a call; resolves once joined (connected is the later `call-start`). Rejects with an
   * Error carrying the provider's `type` (and `details`) when the call cannot start, or when
   * another call is still active.
   */
  start(assistantId: string | undefined, options: StartOptions): Promise<void>;
  /**
   * Ends the call. A start still pending is awaited first (the SDK's stop does not cancel it),
   * then ended. Idempotent: without a call it resolves at once.
   */
  stop(): Promise<void>;
  /** Mutes the microphone of the active call; ignored without one. */
  setMuted(muted: boolean): void;
  /**
   * Type instead of talk: hands a typed line to the assistant of the active call. Throws when it
   * cannot (no call, the service refused it): the caller keeps the line.
   */
  send(text: string): void;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends VoiceDriverEventName>(event: E, listener: VoiceDriverListener<E>): () => void;
}

/** A tiny typed event hub shared by the drivers. */
export class DriverEmitter {
  private readonly listeners = new Map<VoiceDriverEventName, Set<(...args: never[]) => void>>();

  on<E extends VoiceDriverEventName>(event: E, listener: VoiceDriverListener<E>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (...args: never[]) => void);
    this.listeners.set(event, set);
    return () => set.delete(listener as (...args: never[]) => void);
  }

  emit<E extends VoiceDriverEventName>(event: E, ...args: VoiceDriverEvents[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as VoiceDriverListener<E>)(...args);
      } catch (error) {
        // One failing listener must not keep the others from hearing about the call.
        console.warn(`Voice ${event} listener failed`, error);
      }
    }
  }
}

/** Errors the drivers throw carry a name the call machine's classifier knows. */
export function namedError(name: string, message: string, extra: object = {}): Error {
  return Object.assign(new Error(message), { name }, extra);
}
