import * as v from 'valibot';
import type { Captions, CaptionStarts, TranscriptEntry, VoiceMessage } from './call.types';

/*
 * Live captions (docs/decisions/0030): a provider's interim transcripts
 * (`transcriptType: 'partial'`) show per side as they arrive and make way for the final line.
 * Only final lines enter the transcript (its `role="log"`); the captions are context the views
 * show outside the log. Pure; the call machine's `updateCaptions` action uses them.
 */

/** No interim line on either side (a new call, an ended one). */
export const NO_CAPTIONS: Captions = Object.freeze({ assistant: null, visitor: null });
/** No interim line began. */
export const NO_CAPTION_STARTS: CaptionStarts = Object.freeze({ assistant: null, visitor: null });

/** How a line cut off by the call's end (or an interruption) ends in the transcript. */
export const CUT_OFF_MARK = '…';

/** A provider's transcript message, checked: its text is a string, its type partial or final. */
const TranscriptMessage = v.object({
  type: v.literal('transcript'),
  role: v.optional(v.string()),
  transcriptType: v.picklist(['partial', 'final']),
  transcript: v.string(),
});

/** Longest interim line kept (a runaway partial cannot grow the page without bound). */
export const CAPTION_MAX_LENGTH = 500;

const transcriptOf = (message: VoiceMessage) => {
  const parsed = v.safeParse(TranscriptMessage, message);
  return parsed.success ? parsed.output : null;
};

/** An interim transcript line (valid data, any text). */
export const isPartialTranscript = (message: VoiceMessage) =>
  transcriptOf(message)?.transcriptType === 'partial';

/**
 * The captions after a provider message: a partial replaces its side's interim line (an empty
 * one clears it), a final line clears it; anything else changes nothing. The same object when
 * nothing changes (views re-render only on a change).
 */
export function nextCaptions(captions: Captions, message: VoiceMessage): Captions {
  const transcript = transcriptOf(message);
  if (!transcript) return captions;
  const side = transcript.role === 'assistant' ? 'assistant' : 'visitor';
  const text =
    transcript.transcriptType === 'partial'
      ? transcript.transcript.trim().slice(0, CAPTION_MAX_LENGTH) || null
      : null;
  return captions[side] === text ? captions : { ...captions, [side]: text };
}

/**
 * When each side's caption began, after the captions changed at `now`: a new caption begins
 * now, one that goes on keeps its start, a cleared one has none. The same object when nothing
 * changes.
 */
export function nextCaptionStarts(
  before: Captions,
  after: Captions,
  starts: CaptionStarts,
  now: number,
): CaptionStarts {
  const startOf = (side: keyof Captions) =>
    after[side] === null ? null : before[side] === null ? now : starts[side];
  const next = { assistant: startOf('assistant'), visitor: startOf('visitor') };
  return next.assistant === starts.assistant && next.visitor === starts.visitor ? starts : next;
}

/**
 * A line in its place: the transcript is in the order the lines began, so a line goes after
 * every line that began no later than it (a final line takes its caption's start).
 */
export function insertLine(transcript: readonly TranscriptEntry[], line: TranscriptEntry) {
  const index = transcript.findLastIndex((entry) => entry.at <= line.at) + 1;
  return [...transcript.slice(0, index), line, ...transcript.slice(index)];
}

/**
 * The call ended with captions still showing: each stays in the transcript as what was said so
 * far, marked as cut off, in its place.
 */
export function withCutOffLines(
  transcript: readonly TranscriptEntry[],
  captions: Captions,
  starts: CaptionStarts,
  now: number,
): TranscriptEntry[] {
  let lines = [...transcript];
  for (const role of ['assistant', 'visitor'] as const) {
    const text = captions[role];
    if (text !== null)
      lines = insertLine(lines, { role, text: `${text}${CUT_OFF_MARK}`, at: starts[role] ?? now });
  }
  return lines;
}
