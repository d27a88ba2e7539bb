import * as v from 'valibot';
import type { Captions, VoiceMessage } from './call.types';

/*
 * Live captions (issue 24, docs/decisions/0030): a provider's interim transcripts
 * (`transcriptType: 'partial'`) show per side as they arrive and make way for the final line.
 * Only final lines enter the transcript (its `role="log"`); the captions are context the views
 * show outside the log. Pure; the call machine's `updateCaptions` action uses them.
 */

/** No interim line on either side (a new call, an ended one). */
export const NO_CAPTIONS: Captions = Object.freeze({ assistant: null, visitor: null });

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
