import type { ToolCall } from '../call-outcomes/outcomes.types';
import type { MicrophoneHandle, UnlockedAudio, VoiceError, VoiceMessage } from './call.types';

/**
 * The contract the call machine's actors need from a voice driver and a microphone. It lives
 * with the machine; `src/features/call/drivers` and `devices` implement it (the Vapi and preview drivers, the browser
 * microphone) and hands the implementations in: imports run from `src` to `machines`, never back.
 */

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
   * An error during an established call (a failed start rejects `start` instead), already
   * reduced to a provider-neutral `VoiceError` (see `call.errors.ts`). Includes the service
   * ending the call (`ejected`) and non-fatal noise-filter errors; the machine tells them apart.
   */
  error: [error: VoiceError];
  /** Hear-check: the visitor's own microphone level 0…1 (the call's own track, ~every 100 ms). */
  'mic-level': [level: number];
  /** Reconnecting: the call's network connection was interrupted, or is back. */
  network: [state: 'interrupted' | 'restored'];
  /** Outcome cards: one tool call of the assistant (its envelope already checked). */
  'tool-call': [call: ToolCall];
  /**
   * The call's microphone track ended by itself (unplugged, permission revoked, taken
   * by another application). A fact only: the call's microphone machine decides whether the call
   * falls back to the default input or ends (`machines/call-microphone`).
   */
  'input-ended': [];
  /** The call's sound plays (the preview's greeting started, or sound was turned on). */
  'output-started': [];
  /**
   * The call's sound could not start: not within `OUTPUT_START_LIMIT_MS`, or the browser
   * refused to play it (no output device, autoplay). A fact only: the call goes on
   * (`machines/call-output` offers 'Ton einschalten').
   */
  'output-blocked': [];
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

/** A voice driver as the call machine uses it. A driver holds at most one call. */
export interface CallDriver {
  /** Which driver this is (`vapi`, `preview`). */
  readonly name: string;
  /** Starts downloading the SDK without constructing anything (hover/focus of a call control). */
  prefetch(): void;
  /** Loads and constructs the SDK once per page; rejects with an `initFailed` error. */
  load(): Promise<void>;
  /**
   * Starts a call; resolves once joined (connected is the later `call-start`). Rejects with an
   * Error the machine's classifier knows (a `name` of `ERROR_NAMES`, a browser microphone error
   * name, or a provider-neutral `type`) when the call cannot start, or when another call is
   * still active. A stop under way is awaited first.
   */
  start(assistantId: string | undefined, options: StartOptions): Promise<void>;
  /**
   * Ends the call. A start still pending is awaited first (the SDK's stop does not cancel it),
   * then ended. Idempotent: without a call it resolves at once.
   */
  stop(): Promise<void>;
  /**
   * Called synchronously inside the press that starts a call (the machine's
   * `unlockAudio`), so the call's audio output may sound on iOS Safari. `unlocked` is an output
   * the press unlocked itself before the call's code had come; without it the driver unlocks
   * its own now. Optional: a driver whose output needs no unlock leaves it out.
   */
  unlockAudio?(unlocked?: UnlockedAudio): void;
  /**
   * Starts the call's sound that could not start ('Ton einschalten'), called synchronously
   * inside the visitor's press; reports `output-started` or `output-blocked` again. Optional: a
   * driver that never reports a blocked output leaves it out.
   */
  enableOutput?(): void;
  /** Mutes the microphone of the active call; ignored without one. */
  setMuted(muted: boolean): void;
  /**
   * Type instead of talk: hands a typed line to the assistant of the active call. Throws when it
   * cannot (no call, the service refused it): the caller keeps the line.
   */
  send(text: string): void;
  /**
   * Switches the active call's microphone to an input device (`null`: the browser's
   * default); the hear-check and the input-ended watch follow it. Rejects when it cannot (no
   * call, the device refused): the call keeps its old input.
   */
  setInputDevice(deviceId: string | null): Promise<void>;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends VoiceDriverEventName>(event: E, listener: VoiceDriverListener<E>): () => void;
}

/** What the machine asks of the microphone. */
export interface MicrophoneRequest {
  /** Echo cancellation, noise suppression and automatic gain (the widget asks for them). */
  enhancedAudio: boolean;
  /** Aborted when the request is cancelled: a grant arriving later is released at once. */
  signal?: { readonly aborted: boolean };
}

/** Asks for the microphone (permission first); rejects with a classified error name. */
export type RequestMicrophone = (request: MicrophoneRequest) => Promise<MicrophoneHandle>;
