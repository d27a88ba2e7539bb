import type { CallContext, TranscriptEntry } from './call.types';

/*
 * The pure parts of three call features (issue 16): hear-check, type instead of talk and
 * reconnecting. The call machine's actions in `call.setup.ts` use them; tested in
 * `call.features.test.ts`.
 */

/** Hear-check: how long the visitor's input may stay silent before the hint shows. */
export const MIC_SILENCE_MS = 8_000;
/** Hear-check: a level at or above this counts as sound (daily's level, 0…1). */
export const MIC_SOUND_LEVEL = 0.02;
/** Reconnecting: how long the network may stay away before the call is given up. */
export const RECONNECT_TIMEOUT_MS = 15_000;
/** Type instead of talk: the longest line a visitor can send. */
export const MESSAGE_MAX_LENGTH = 500;

/**
 * Type instead of talk: `<` and `>` removed (as in the demo form), at most 500 characters (UTF-16
 * code units, as the field's `maxLength` counts), one fewer where the cut would split an emoji's
 * surrogate pair: never half a character.
 */
export const cleanMessage = (text: string) => {
  const clean = text.replace(/[<>]/g, '');
  if (clean.length <= MESSAGE_MAX_LENGTH) return clean;
  const last = clean.charCodeAt(MESSAGE_MAX_LENGTH - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return clean.slice(0, splitsPair ? MESSAGE_MAX_LENGTH - 1 : MESSAGE_MAX_LENGTH);
};

/** What is sent for a draft: cleaned and trimmed; empty means nothing is sent. */
export const messageToSend = (draft: string) => cleanMessage(draft).trim();

type HearCheck = Pick<CallContext, 'micLevel' | 'micSilentSince' | 'micUnheard'>;

/** Hear-check: nothing heard yet, no hint (a new call, mute, unmute). */
export const hearCheckReset: HearCheck = { micLevel: 0, micSilentSince: null, micUnheard: false };

/**
 * Hear-check: the next level report. Sound clears the hint; silence counts from its first
 * report, and the hint shows once it has lasted `MIC_SILENCE_MS`. Muted: no hint at all.
 */
export function nextHearCheck(
  current: HearCheck,
  { level, at, muted }: { level: number; at: number; muted: boolean },
): HearCheck {
  const micLevel = Math.max(0, Math.min(1, Number.isFinite(level) ? level : 0));
  if (muted) return { ...hearCheckReset, micLevel };
  if (micLevel >= MIC_SOUND_LEVEL) return { micLevel, micSilentSince: null, micUnheard: false };
  const micSilentSince = current.micSilentSince ?? at;
  return { micLevel, micSilentSince, micUnheard: at - micSilentSince >= MIC_SILENCE_MS };
}

/**
 * When the visitor's last line was said, if nothing came after it: no line of the assistant's
 * and no answer noted since (`lastAnswerAt`, its first audio); else null (recap).
 */
export function unansweredSince(
  transcript: readonly TranscriptEntry[],
  lastAnswerAt: number | null = null,
): number | null {
  const last = transcript.at(-1);
  if (last?.role !== 'visitor') return null;
  return lastAnswerAt !== null && lastAnswerAt >= last.at ? null : last.at;
}

/** Type instead of talk: the transcript without the last visitor line of `text` (its send failed). */
export function withoutUnsent(transcript: TranscriptEntry[], text: string): TranscriptEntry[] {
  const index = transcript.findLastIndex(
    (entry) => entry.role === 'visitor' && entry.text === text,
  );
  return index < 0 ? transcript : transcript.toSpliced(index, 1);
}
