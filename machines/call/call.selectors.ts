import type { SnapshotFrom } from 'xstate';
import { summarizeAnswerTimes } from './call.answer-times';
import type { callMachine } from './call.machine';
import type { CallRecap } from './call.types';

type Snapshot = SnapshotFrom<typeof callMachine>;

/** Where a call stands, one word per status line the views show. */
export type CallPhase =
  | 'sdkIdle'
  | 'sdkLoading'
  | 'sdkFailed'
  | 'ready'
  | 'requestingMic'
  | 'connecting'
  | 'listening'
  | 'speaking'
  | 'ending';

/** The call's phase (status lines, ring colour). */
export const selectPhase = (snapshot: Snapshot): CallPhase => {
  if (snapshot.matches({ session: { connected: 'speaking' } })) return 'speaking';
  if (snapshot.matches({ session: 'connected' })) return 'listening';
  if (snapshot.matches({ session: 'connecting' })) return 'connecting';
  if (snapshot.matches({ session: 'ending' })) return 'ending';
  return snapshot.value as Exclude<CallPhase, 'connecting' | 'listening' | 'speaking' | 'ending'>;
};
/** The voice SDK is loaded (`/full` enables its button only then). */
export const selectIsSdkReady = (snapshot: Snapshot) =>
  !snapshot.matches('sdkIdle') && !snapshot.matches('sdkLoading') && !snapshot.matches('sdkFailed');
/** Something is under way: SDK loading, microphone request, connecting or ending (spinner). */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** A start was asked for and the call is not connected yet (widget "loading"). */
export const selectIsStarting = (snapshot: Snapshot) =>
  snapshot.matches('requestingMic') ||
  snapshot.matches({ session: 'connecting' }) ||
  (snapshot.matches('sdkLoading') && snapshot.context.startQueued);
/** The call is connected (listening or speaking). */
export const selectIsConnected = (snapshot: Snapshot) => snapshot.hasTag('live');
/** The single microphone button ends or cancels the call (from the start until it is over). */
export const selectToggleEnds = (snapshot: Snapshot) => snapshot.matches('session');
/** The assistant is speaking. */
export const selectIsSpeaking = (snapshot: Snapshot) =>
  snapshot.matches({ session: { connected: 'speaking' } });
/** The visitor's microphone is muted. */
export const selectIsMuted = (snapshot: Snapshot) => snapshot.context.muted;
/** The assistant's volume 0…1 for the volume-reactive ring. */
export const selectVolume = (snapshot: Snapshot) => snapshot.context.volume;
/** Final transcript lines, assistant and visitor. */
export const selectTranscript = (snapshot: Snapshot) => snapshot.context.transcript;
/** Live captions: each side's interim line, or null (the same object until one changes). */
export const selectCaptions = (snapshot: Snapshot) => snapshot.context.captions;
/** The last failure as a code and technical message, or null. */
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
/**
 * The browser refused the microphone at the last start: the call card says why and
 * how to allow it, with a retry, until a new start begins (which clears the error).
 */
export const selectMicBlocked = (snapshot: Snapshot) =>
  snapshot.context.error?.code === 'micPermissionDenied';
/** A call can be started now (a start while the SDK loads is queued). */
export const selectCanStart = (snapshot: Snapshot) => snapshot.can({ type: 'call.start' });
/** The call can be ended or cancelled now. */
export const selectCanHangUp = (snapshot: Snapshot) => snapshot.can({ type: 'call.hangUp' });
/** Mute can be toggled now (only while connected). */
export const selectCanToggleMute = (snapshot: Snapshot) => snapshot.can({ type: 'mic.toggleMute' });

// Hear-check, type instead of talk, reconnecting.

/** The network is gone and the call waits for it to return (connected, not ended). */
export const selectIsReconnecting = (snapshot: Snapshot) => snapshot.hasTag('reconnecting');
/** Hear-check: the visitor's own microphone level 0…1. */
export const selectMicLevel = (snapshot: Snapshot) => snapshot.context.micLevel;
/** Hear-check: the visitor has been silent for 8 s while not muted: the hint shows. */
export const selectMicUnheard = (snapshot: Snapshot) => snapshot.context.micUnheard;
/** Type instead of talk: the text field's text. */
export const selectMessageDraft = (snapshot: Snapshot) => snapshot.context.messageDraft;
/** Type instead of talk: why the last send did not go out ('reconnecting', 'failed'), or null. */
export const selectMessageNote = (snapshot: Snapshot) => snapshot.context.messageNote;

/** What the recap card shows, as numbers (views format them). */
export interface RecapSummary {
  agent: string;
  connectedAt: number;
  endedAt: number;
  durationMs: number;
  /** Visitor turns the assistant answered (each with an answer time). */
  exchanges: number;
  /**
   * The answer times' median and 90th percentile (nearest rank, docs/decisions/0030), or null
   * when nothing was answered.
   */
  medianAnswerMs: number | null;
  p90AnswerMs: number | null;
  transcript: CallRecap['transcript'];
}

const summaries = new WeakMap<CallRecap, RecapSummary>();

/**
 * The recap of the last call that connected, once it is over (null while a call is under way,
 * and after a call that never connected). The same object while the recap is unchanged.
 */
export const selectRecap = (snapshot: Snapshot): RecapSummary | null => {
  const recap = snapshot.context.recap;
  if (!recap || snapshot.matches('session')) return null;
  const known = summaries.get(recap);
  if (known) return known;
  const times = recap.answerTimesMs;
  const answers = summarizeAnswerTimes(times);
  const summary: RecapSummary = {
    agent: recap.agent,
    connectedAt: recap.connectedAt,
    endedAt: recap.endedAt,
    durationMs: Math.max(0, recap.endedAt - recap.connectedAt),
    exchanges: times.length,
    medianAnswerMs: answers?.medianMs ?? null,
    p90AnswerMs: answers?.p90Ms ?? null,
    transcript: recap.transcript,
  };
  summaries.set(recap, summary);
  return summary;
};

/** What a screen reader is told once when it changes (the views word it). */
export type CallAnnouncement = 'connecting' | 'listening' | 'speaking' | 'reconnecting' | 'ended';

/**
 * The state change to announce: connecting, listening, speaking, reconnecting, and ended once a
 * connected call is over (its recap is there); null in between (a failure has its own toast).
 */
export const selectAnnouncement = (snapshot: Snapshot): CallAnnouncement | null => {
  if (snapshot.matches({ session: 'connecting' })) return 'connecting';
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  if (snapshot.matches({ session: { connected: 'speaking' } })) return 'speaking';
  if (snapshot.matches({ session: 'connected' })) return 'listening';
  if (snapshot.matches('ready') && snapshot.context.recap) return 'ended';
  return null;
};
