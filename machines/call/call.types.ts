import type { ToolCall } from '../call-outcomes/outcomes.types';

/**
 * Why a call could not start or went wrong, as a code; views map each code to the German toast
 * of their surface (`voiceToast` in `src/features/call/live/call-toast-text.ts`).
 */
export type CallErrorCode =
  /** The visitor or the browser refused the microphone (NotAllowedError, SecurityError). */
  | 'micPermissionDenied'
  /** The device has no audio input at all. */
  | 'noMicrophone'
  /** A microphone exists but could not be opened (NotFoundError, NotReadableError …). */
  | 'micNotFound'
  /** The provider could not connect (type `connection_failed`, or a message with "failed"). */
  | 'providerConnectionFailed'
  /** The voice SDK is not initialised yet. */
  | 'sdkNotReady'
  /** The voice SDK could not be loaded or constructed. */
  | 'initFailed'
  /** The call did not connect within the machine's `connectTimeout`. */
  | 'connectTimeout'
  /** The service ended the call before it was connected. */
  | 'endedEarly'
  /** Any other failure while starting. */
  | 'startFailed'
  /** A fatal provider error during an established call. */
  | 'callFailed'
  /** Hanging up failed (the call is reset anyway). */
  | 'stopFailed';

export interface CallError {
  code: CallErrorCode;
  /**
   * The technical message, for logs; the widget's "Verbindungsfehler" toast shows the provider's
   * (the app's own failures have their own codes, which views turn into German).
   */
  message: string;
}

/**
 * An error reported by a voice driver, reduced to plain data: `type` is the provider's error
 * type (`start-method-error`, `daily-error` …; `connection_failed` for the spec's connection
 * failure), `message` the most telling text, `details` every other text found in it (for logs).
 * The driver, which knows its provider's spellings, says what the error means for the call.
 */
export interface VoiceError {
  type: string;
  message: string;
  details?: readonly string[];
  /**
   * `remoteEnd`: the service ended the call (a normal end, not a crash); `nonFatal`: a feature
   * failed (noise filter, level meter …) and the call goes on; absent: the call failed.
   */
  outcome?: 'remoteEnd' | 'nonFatal';
}

/** A provider message (`transcript`, `conversation-update`, `status-update` …), as plain data. */
export interface VoiceMessage {
  type: string;
  role?: string;
  transcriptType?: string;
  transcript?: string;
  status?: string;
  endedReason?: string;
}

/** One final line of the live transcript. */
export interface TranscriptEntry {
  role: 'assistant' | 'visitor';
  text: string;
  /** When the line arrived (the machine's clock, ms since the epoch). */
  at: number;
  /**
   * An assistant line that answered a visitor's turn: its answer time, from the turn's end to
   * the assistant's first audio (docs/decisions/0030). Absent: no turn, no figure.
   */
  answerMs?: number;
}

/**
 * Live captions (docs/decisions/0030): each side's interim line (`transcriptType: 'partial'`) as
 * it arrives, null once its final line is in the transcript (or none came yet).
 */
export interface Captions {
  assistant: string | null;
  visitor: string | null;
}

/**
 * When each side's interim line began (the machine's clock), while it shows: its final line
 * takes that place in the transcript, and a line cut off by the call's end stays there.
 */
export interface CaptionStarts {
  assistant: number | null;
  visitor: number | null;
}

/**
 * What a connected call leaves behind for the recap card (docs/decisions/0016): when it
 * connected and ended, its final lines, and the assistant's answer times (from the visitor's
 * last line, spoken or typed, to the assistant's first audio or final line after it, whichever
 * comes first), one per exchange.
 */
export interface CallRecap {
  agent: string;
  connectedAt: number;
  endedAt: number;
  transcript: readonly TranscriptEntry[];
  answerTimesMs: readonly number[];
}

/** The recap's running notes while connected (separate from the rest of the call's context). */
export interface RecapNotes {
  connectedAt: number | null;
  /**
   * When the visitor's turn ended (its level fell silent, the service's end-of-speech, or a
   * typed send) and nothing has answered it yet (docs/decisions/0030); else null.
   */
  awaitingAnswerSince: number | null;
  /** When the assistant last answered a visitor line (its first audio or final line). */
  lastAnswerAt: number | null;
  answerTimesMs: number[];
  /**
   * Answer times (docs/decisions/0030): since when the visitor's level has had sound (null in
   * silence), and whether that sound has lasted `SPEECH_MIN_MS` (speech: a click or a beep is
   * none). The first silent report after speech ends the turn.
   */
  visitorSoundSince: number | null;
  visitorSpeaking: boolean;
  /** The answer time measured at the assistant's first audio, for its next final line. */
  pendingAnswerMs: number | null;
}

/** A granted microphone, opaque to the machine; `release` stops every track (idempotent). */
export interface MicrophoneHandle {
  release(): void;
}

/**
 * When a call counts as connected: on the provider's call-start only (widget, full page), or
 * also on the first sign of life (agent pages: speech-start, conversation-update, transcript).
 */
export type ConnectOn = 'callStart' | 'anyActivity';

export interface CallInput {
  /** Which assistant to call (`helvox` for widget and full page, or an agent key). */
  agent: string;
  connectOn?: ConnectOn;
  /** Ask for echo cancellation, noise suppression and automatic gain (the widget does). */
  enhancedAudio?: boolean;
  /** The clock for transcript time stamps and the recap (tests inject one); `Date.now`. */
  clock?: () => number;
}

export interface CallContext {
  agent: string;
  connectOn: ConnectOn;
  enhancedAudio: boolean;
  /** The last failure; cleared when a new call starts. */
  error: CallError | null;
  /** A start arrived while the SDK was still loading; the call begins once it is ready. */
  startQueued: boolean;
  microphone: MicrophoneHandle | null;
  muted: boolean;
  /** The assistant's volume 0…1 for a volume-reactive ring. */
  volume: number;
  /** Final transcript lines of the current (or last) call. */
  transcript: TranscriptEntry[];
  /** Live captions: each side's interim line; cleared when a call ends and when one starts. */
  captions: Captions;
  /** When each shown caption began (its line's place in the transcript). */
  captionStarts: CaptionStarts;
  /** Why the call is ending: set by hang-up or page exit, read when the stop has settled. */
  endReason: CallEndReason | 'cancelled' | null;
  /** Hear-check: the visitor's own microphone level 0…1, as the call service measures it. */
  micLevel: number;
  /** Hear-check: when the visitor's input went silent (the report's clock, ms), or null. */
  micSilentSince: number | null;
  /** Hear-check: silent for `MIC_SILENCE_MS` while not muted: the hint shows. */
  micUnheard: boolean;
  /** Type instead of talk: what the visitor is typing (kept until it has been sent). */
  messageDraft: string;
  /** Type instead of talk: why the draft was not sent (shown beside the field), or null. */
  messageNote: MessageNote | null;
  /** Time stamps for the transcript and the recap. */
  clock: () => number;
  /** Notes for the recap of the call under way. */
  recapNotes: RecapNotes;
  /** The recap of the last call that connected; cleared when a new call starts. */
  recap: CallRecap | null;
}

/** Why a typed message was not sent: the call is reconnecting, or the service refused it. */
/** Why the message field has a note: sent while reconnecting, refused, or cut at 500. */
export type MessageNote = 'reconnecting' | 'failed' | 'cut';

/**
 * Audio output unlocked inside the press that starts a call, opaque to the machine:
 * in the browser an `AudioContext` created in that press (iOS Safari plays nothing otherwise).
 * The press passes it along when it was unlocked before the call's code was there.
 */
export type UnlockedAudio = object;

/** What the visitor does. */
export type CallIntentEvent =
  | { type: 'sdk.prefetch' }
  | { type: 'call.start'; audio?: UnlockedAudio }
  | { type: 'call.hangUp' }
  /** The single microphone button: starts when ready, ends when connected, else nothing. */
  | { type: 'call.toggle'; audio?: UnlockedAudio }
  | { type: 'mic.toggleMute' }
  /** Type instead of talk: the text field changed. */
  | { type: 'message.draftChanged'; text: string }
  /** Type instead of talk: 'Senden' (or Enter) sends the draft. */
  | { type: 'message.send' }
  /** The page is being left (`pagehide`): hang up and release the microphone now. */
  | { type: 'page.left' };

/** What the voice driver reports (sent by the `driverEvents` actor). */
export type CallDriverEvent =
  | { type: 'driver.callStarted' }
  | { type: 'driver.callEnded' }
  | { type: 'driver.speechStarted' }
  | { type: 'driver.speechEnded' }
  | { type: 'driver.volume'; volume: number }
  | { type: 'driver.message'; message: VoiceMessage }
  | { type: 'driver.error'; error: VoiceError }
  /** Hear-check: the visitor's microphone level 0…1 and when it was measured (ms). */
  | { type: 'driver.micLevel'; level: number; at: number }
  /** Reconnecting: the call service lost its network connection. */
  | { type: 'driver.networkInterrupted' }
  /** Reconnecting: the network is back. */
  | { type: 'driver.networkRestored' }
  /** Type instead of talk: the service could not take the typed message. */
  | { type: 'driver.messageFailed'; text: string }
  /** Outcome cards: the assistant called a tool (forwarded to the `outcomes` child). */
  | { type: 'driver.toolCall'; call: ToolCall };

export type CallEvent = CallIntentEvent | CallDriverEvent;

/**
 * Commands the machine sends to its `driverEvents` actor: mute, and stop the driver's call now
 * (a hang-up while the start is pending: the SDK's call and microphone go at once).
 */
export type DriverCommand =
  | { type: 'mute.set'; muted: boolean }
  | { type: 'driver.stop' }
  /** Type instead of talk: hand a typed line to the assistant. */
  | { type: 'message.send'; text: string };

/** Why a call ended. */
export type CallEndReason = 'hungUp' | 'remote' | 'pageLeft';

/** Reports for views (toasts, navigation); past tense. */
export type CallEmitted =
  | { type: 'sdk.ready' }
  | { type: 'call.started' }
  | { type: 'call.ended'; reason: CallEndReason }
  /** The visitor hung up before the call was connected. */
  | { type: 'call.cancelled' }
  | { type: 'call.failed'; code: CallErrorCode; message: string }
  /** A non-fatal provider error (noise filter …): the call goes on; worth a log line. */
  | { type: 'call.degraded'; message: string }
  | { type: 'mic.muted' }
  | { type: 'mic.unmuted' };

/** What the `startCall` actor receives. */
export interface StartCallInput {
  agent: string;
  microphone: MicrophoneHandle | null;
}

/** What the `requestMicrophone` actor receives. */
export interface RequestMicrophoneInput {
  enhancedAudio: boolean;
}

/** What the `driverEvents` actor receives. */
export interface DriverEventsInput {
  microphone: MicrophoneHandle | null;
}
