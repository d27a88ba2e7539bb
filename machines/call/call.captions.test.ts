import { describe, expect, it } from 'vitest';
import {
  CAPTION_MAX_LENGTH,
  NO_CAPTIONS,
  insertLine,
  isPartialTranscript,
  nextCaptions,
  nextCaptionStarts,
  withCutOffLines,
} from './call.captions';
import type { VoiceMessage } from './call.types';

const partial = (role: string, transcript: unknown): VoiceMessage =>
  ({ type: 'transcript', role, transcriptType: 'partial', transcript }) as VoiceMessage;
const final = (role: string, transcript: string): VoiceMessage => ({
  type: 'transcript',
  role,
  transcriptType: 'final',
  transcript,
});

describe('live captions: the rule', () => {
  it.each([
    [
      'an assistant partial shows',
      NO_CAPTIONS,
      partial('assistant', ' Grüezi, hier '),
      { assistant: 'Grüezi, hier', visitor: null },
    ],
    [
      'a user partial shows as the visitor',
      NO_CAPTIONS,
      partial('user', 'Ich möchte'),
      { assistant: null, visitor: 'Ich möchte' },
    ],
    [
      'a later partial replaces the earlier',
      { assistant: 'Grü', visitor: null },
      partial('assistant', 'Grüezi'),
      { assistant: 'Grüezi', visitor: null },
    ],
    [
      'the final line clears its side only',
      { assistant: 'Grü', visitor: 'Ich' },
      final('assistant', 'Grüezi.'),
      { assistant: null, visitor: 'Ich' },
    ],
    [
      'a blank partial clears its side',
      { assistant: null, visitor: 'Ich' },
      partial('user', '   '),
      { assistant: null, visitor: null },
    ],
  ])('%s', (_, before, message, after) => {
    expect(nextCaptions(before, message)).toEqual(after);
  });

  it.each([
    ['no transcript', { type: 'conversation-update' }],
    ['a speech update', { type: 'speech-update', role: 'user', status: 'stopped' }],
    ['a partial without text', partial('user', undefined)],
    ['a partial whose text is no string', partial('user', { html: '<b>x</b>' })],
    [
      'an unknown transcript type',
      { type: 'transcript', role: 'user', transcriptType: 'draft', transcript: 'x' },
    ],
  ])('ignores bad or other input: %s', (_, message) => {
    const captions = { assistant: 'Grü', visitor: null };
    expect(nextCaptions(captions, message as VoiceMessage)).toBe(captions);
    expect(isPartialTranscript(message as VoiceMessage)).toBe(false);
  });

  it('keeps the same object when nothing changes, and caps a runaway line', () => {
    const captions = { assistant: 'Grü', visitor: null };
    expect(nextCaptions(captions, partial('assistant', 'Grü'))).toBe(captions);
    expect(nextCaptions(NO_CAPTIONS, final('user', 'Ja.'))).toBe(NO_CAPTIONS);
    const long = nextCaptions(NO_CAPTIONS, partial('user', 'a'.repeat(CAPTION_MAX_LENGTH + 1)));
    expect(long.visitor).toHaveLength(CAPTION_MAX_LENGTH);
  });
});

describe('the transcript is what was said, in the order it began', () => {
  it('the rules by themselves', () => {
    const none = { assistant: null, visitor: null };
    const shown = { assistant: 'a', visitor: null };
    const starts = nextCaptionStarts(NO_CAPTIONS, shown, none, 5);
    expect(starts).toEqual({ assistant: 5, visitor: null });
    // Going on: the same start, the same object.
    expect(nextCaptionStarts(shown, { assistant: 'ab', visitor: null }, starts, 9)).toBe(starts);
    expect(nextCaptionStarts(shown, NO_CAPTIONS, starts, 9)).toEqual(none);
    const lines = [
      { role: 'visitor' as const, text: 'x', at: 1 },
      { role: 'visitor' as const, text: 'y', at: 3 },
    ];
    // Ties go after what was there.
    const inserted = (at: number) =>
      insertLine(lines, { role: 'assistant', text: 'z', at }).map((l) => l.text);
    expect([inserted(1), inserted(0), inserted(4)]).toEqual([
      ['x', 'z', 'y'],
      ['z', 'x', 'y'],
      ['x', 'y', 'z'],
    ]);
    // A caption without a known start is cut off at the end.
    expect(
      withCutOffLines(lines, { assistant: null, visitor: 'w' }, none, 2).map((l) => l.text),
    ).toEqual(['x', 'w…', 'y']);
    expect(withCutOffLines(lines, NO_CAPTIONS, none, 2)).toEqual(lines);
  });
});
