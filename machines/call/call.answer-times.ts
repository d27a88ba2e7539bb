import * as v from 'valibot';
import { MIC_SOUND_LEVEL } from './call.features';
import type { RecapNotes, VoiceMessage } from './call.types';

/*
 * Honest answer times (docs/decisions/0030). A visitor's turn ends
 *  - spoken: when the visitor's level falls silent after speech (sound, at or above
 *    `MIC_SOUND_LEVEL`, lasting `SPEECH_MIN_MS`; the first silent report after it), or at the service's
 *    end-of-speech (Vapi's `speech-update`, role `user`, status `stopped`) if the level has not
 *    marked it already;
 *  - typed: at the send.
 * The answer is the assistant's first audio after that end (speech-start); an assistant line
 * that arrives before any audio (a text-only answer) answers it at its arrival. Its time goes
 * into the recap and beside the assistant's next final line. No turn, no figure. Pure; the
 * call machine's actions in `call.setup.ts` use them. All times are the machine's clock.
 */

/** How long sound must last to be speech: a click or the fake microphone's beep is none. */
export const SPEECH_MIN_MS = 200;

/** The service's end-of-speech for the visitor (Vapi `ClientMessageSpeechUpdate`). */
const VisitorSpeechEnd = v.object({
  type: v.literal('speech-update'),
  role: v.literal('user'),
  status: v.literal('stopped'),
});

/** Vapi's `speech-update` message: the visitor stopped speaking. */
export const isVisitorSpeechEnd = (message: VoiceMessage) =>
  v.safeParse(VisitorSpeechEnd, message).success;

/** A turn ended at `at` (spoken or typed): it waits for the assistant's answer. */
export const noteTurnEnd = (notes: RecapNotes, at: number): RecapNotes => ({
  ...notes,
  awaitingAnswerSince: at,
  visitorSoundSince: null,
  visitorSpeaking: false,
});

/**
 * The visitor's level report (not while muted: the caller skips those). Sound that has lasted
 * `SPEECH_MIN_MS` is speech, which reopens the turn; the first silence after speech ends it.
 */
export function noteVisitorLevel(notes: RecapNotes, level: number, at: number): RecapNotes {
  const sound = Number.isFinite(level) && level >= MIC_SOUND_LEVEL;
  if (sound) {
    const since = notes.visitorSoundSince ?? at;
    if (notes.visitorSpeaking || at - since < SPEECH_MIN_MS)
      return since === notes.visitorSoundSince ? notes : { ...notes, visitorSoundSince: since };
    return { ...notes, visitorSoundSince: since, visitorSpeaking: true, awaitingAnswerSince: null };
  }
  if (notes.visitorSpeaking) return noteTurnEnd(notes, at);
  return notes.visitorSoundSince === null ? notes : { ...notes, visitorSoundSince: null };
}

/** The service says the visitor stopped: the turn ends now, unless the level ended it already. */
export const noteServiceSpeechEnd = (notes: RecapNotes, at: number): RecapNotes =>
  notes.awaitingAnswerSince === null ? noteTurnEnd(notes, at) : notes;

/**
 * Whether the assistant's line that began at `began` (null: none under way) was already under
 * way when the waiting turn ended (the greeting, typed over): its words answer nothing.
 */
const underWayAtTurnEnd = (notes: RecapNotes, began: number | null) =>
  began !== null && notes.awaitingAnswerSince !== null && began < notes.awaitingAnswerSince;

/**
 * The assistant answers at `at` (its first audio, or a line before any audio): the waiting turn
 * becomes an exchange with its answer time, kept for the assistant's next line. Nothing
 * waiting (the greeting, the text after the audio answered), or audio of a line already under
 * way when the turn ended (`underWaySince`: its first caption): no change.
 */
export function noteAnswer(
  notes: RecapNotes,
  at: number,
  underWaySince: number | null,
): RecapNotes {
  const since = notes.awaitingAnswerSince;
  if (since === null || underWayAtTurnEnd(notes, underWaySince)) return notes;
  const answerMs = Math.max(0, at - since);
  return {
    ...notes,
    awaitingAnswerSince: null,
    lastAnswerAt: at,
    answerTimesMs: [...notes.answerTimesMs, answerMs],
    pendingAnswerMs: answerMs,
  };
}

/**
 * An assistant's final line at `at`, which `began` (its first caption) then or earlier: it
 * answers a waiting turn itself (a text-only answer), or carries the time its audio measured;
 * either way that time is used up. A line already under way when the turn ended answers
 * nothing: the turn goes on waiting for the next one.
 */
export function noteAssistantLine(
  notes: RecapNotes,
  at: number,
  began: number,
): { notes: RecapNotes; answerMs: number | null } {
  if (underWayAtTurnEnd(notes, began)) return { notes, answerMs: null };
  const answered = noteAnswer(notes, at, null);
  return { notes: { ...answered, pendingAnswerMs: null }, answerMs: answered.pendingAnswerMs };
}

/** A typed line the service refused (sent at `at`) ends no turn: its own end is withdrawn. */
export const withdrawTurn = (notes: RecapNotes, at: number): RecapNotes =>
  notes.awaitingAnswerSince === at ? { ...notes, awaitingAnswerSince: null } : notes;

/** The recap's figures: median and 90th percentile, both by nearest rank, in ms. */
export interface AnswerTimeSummary {
  medianMs: number;
  p90Ms: number;
}

/**
 * The nearest-rank percentile `p` (0 < p ≤ 100) of `sorted` (ascending, not empty): the smallest
 * value with at least p % of the values at or below it: `sorted[ceil(p / 100 × n) − 1]`.
 */
export const nearestRank = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Median and 90th percentile (nearest rank) of the answer times; null without any. */
export function summarizeAnswerTimes(times: readonly number[]): AnswerTimeSummary | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: nearestRank(sorted, 50), p90Ms: nearestRank(sorted, 90) };
}
