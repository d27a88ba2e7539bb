import type { CallContext, TranscriptEntry } from './call.types';

/*
 * The pure parts of three call features: hear-check, type instead of talk and
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
 * Type instead of talk: what may never reach the transcript, its download or its copy. Line
 * breaks and tabs become spaces (a one-line field); the other C0 control characters (NUL
 * included), DEL, and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069: they would show 'exe.gnp' as 'gnp.exe') are removed, as are `<` and `>` (as in
 * the demo form).
 */
export const stripMessage = (text: string) =>
  text
    .replace(/[\t\n\r]/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069<>]/g, '');

/** Type instead of talk: the stripped line is longer than a line may be (it will be cut). */
export const isOverLimit = (text: string) => stripMessage(text).length > MESSAGE_MAX_LENGTH;

/**
 * Type instead of talk: stripped (`stripMessage`), at most 500 characters (UTF-16 code units),
 * one fewer where the cut would split an emoji's surrogate pair: never half a character.
 */
export const cleanMessage = (text: string) => {
  const clean = stripMessage(text);
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
