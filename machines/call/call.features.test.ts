import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanMessage,
  isOverLimit,
  messageToSend,
  stripMessage,
  nextHearCheck,
  unansweredSince,
  withoutUnsent,
} from './call.features';
import type { TranscriptEntry } from './call.types';
import { CALL_MESSAGE_MAX, CALL_MESSAGE_ROWS } from '../../tests/tables/input-rules';

describe('hear-check, type instead of talk and reconnecting: helpers', () => {
  it.each(CALL_MESSAGE_ROWS)(
    'typed message, %s (table tests/tables/input-rules.ts)',
    (_, typed, draft, sent) => {
      expect(cleanMessage(typed)).toBe(draft);
      expect(messageToSend(typed)).toBe(sent);
    },
  );

  // The cut at 500 UTF-16 code units, at both edges of a surrogate pair (an emoji is two units;
  // U+10000 and U+10FFFF start with the first and the last high surrogate, D800 and DBFF).
  it.each([
    ['an emoji ending at 500: kept whole', `${'c'.repeat(498)}😀d`, `${'c'.repeat(498)}😀`],
    ['an emoji across 500: left out whole', `${'c'.repeat(499)}😀`, 'c'.repeat(499)],
    ['U+10000 across 500: left out whole', `${'c'.repeat(499)}\u{10000}`, 'c'.repeat(499)],
    ['U+10FFFF across 500: left out whole', `${'c'.repeat(499)}\u{10FFFF}`, 'c'.repeat(499)],
    [
      'U+10FFFF ending at 500: kept whole',
      `${'c'.repeat(498)}\u{10FFFF}d`,
      `${'c'.repeat(498)}\u{10FFFF}`,
    ],
  ])('typed message, cut at 500: %s', (_, typed, draft) => {
    expect(cleanMessage(typed)).toBe(draft);
  });

  it('typed message: over the limit past 500 characters once cleaned', () => {
    expect(isOverLimit('c'.repeat(501))).toBe(true);
    expect(isOverLimit(`<${'c'.repeat(499)}>`)).toBe(false);
  });

  // Hear-check, report by report: [level, silent since, hint shown] before, the report, after.
  type Hear = [number, number | null, boolean];
  const hear = ([micLevel, micSilentSince, micUnheard]: Hear) => ({
    micLevel,
    micSilentSince,
    micUnheard,
  });
  it.each<[string, Hear, number, number, boolean, Hear]>([
    ['silence starts the count', [0, null, false], 0, 1_000, false, [0, 1_000, false]],
    ['7,999 ms under 0.02: none', [0, 1_000, false], 0.001, 8_999, false, [0.001, 1_000, false]],
    ['8 s of silence: the hint', [0.001, 1_000, false], 0, 9_000, false, [0, 1_000, true]],
    ['sound hides it', [0, 1_000, true], 0.2, 9_100, false, [0.2, null, false]],
    ['0.02 is sound', [0, 1_000, true], 0.02, 20_000, false, [0.02, null, false]],
    ['0.019 is silence', [0, 1_000, true], 0.019, 20_000, false, [0.019, 1_000, true]],
    ['a level above 1 reads 1', [0.2, null, false], 7, 0, false, [1, null, false]],
    // Muted: silence neither counts nor shows the hint, even after 8 s of it.
    ['muted, after 8 s of silence', [0, 1_000, true], 0, 20_000, true, [0, null, false]],
    ['muted, after sound', [0.3, null, false], 0, 20_000, true, [0, null, false]],
  ])('hear-check: %s', (_, before, level, at, muted, after) => {
    expect(nextHearCheck(hear(before), { level, at, muted })).toEqual(hear(after));
  });

  it('takes the last unsent visitor line out of the transcript', () => {
    const lines = [
      { role: 'visitor' as const, text: 'Hallo', at: 1_000 },
      { role: 'assistant' as const, text: 'Hallo', at: 2_000 },
      { role: 'visitor' as const, text: 'Hallo', at: 3_000 },
    ];
    expect(withoutUnsent(lines, 'Hallo')).toEqual(lines.slice(0, 2));
    expect(withoutUnsent(lines, 'Tschüss')).toBe(lines);
    // The assistant's line with the same words is not the refused one.
    expect(withoutUnsent(lines.slice(0, 2), 'Hallo')).toEqual([lines[1]]);
  });

  const visitor = (at: number): TranscriptEntry => ({ role: 'visitor', text: 'Frage', at });
  const assistant = (at: number): TranscriptEntry => ({ role: 'assistant', text: 'Antwort', at });
  it.each([
    ['no line', [], null, null],
    ['the last line is the assistant’s', [visitor(1_000), assistant(2_000)], null, null],
    ['the last line is the visitor’s, nothing answered', [visitor(1_000)], null, 1_000],
    [
      'the visitor’s last line after an assistant’s line',
      [visitor(1_000), assistant(2_000), visitor(3_000)],
      null,
      3_000,
    ],
    ['an answer noted before the visitor’s last line', [visitor(3_000)], 2_000, 3_000],
    ['an answer noted at the moment of the line', [visitor(3_000)], 3_000, null],
    ['an answer noted after the line', [visitor(3_000)], 3_500, null],
  ] as const)(
    'recap: the visitor’s line waiting for an answer, %s',
    (_, transcript, lastAnswerAt, expected) => {
      expect(unansweredSince(transcript, lastAnswerAt)).toBe(expected);
    },
  );
});

/** True when the text has no lone UTF-16 surrogate (nothing cut in the middle of a character). */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** Any text a visitor could type or paste: markup and spaces, or any Unicode character. */
const typed = fc.oneof(
  fc.string({
    unit: fc.constantFrom('<', '>', ' ', '\n', 'a', 'ü', '😀', 'x'),
    maxLength: 700,
  }),
  fc.string({ unit: 'grapheme', maxLength: 700 }),
  // Around the limit, where a cut happens: 497 to 501 characters ending in emoji or markup.
  fc
    .tuple(fc.integer({ min: 490, max: 510 }), fc.constantFrom('😀', '<>', ' ', 'ü'))
    .map(([length, end]) => `${'c'.repeat(length)}${end}`),
);

describe('typed message, for any input (property-based)', () => {
  it('the field never holds < or > nor more than 500 characters; what is sent is trimmed', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const draft = cleanMessage(text);
        // eslint-disable-next-line no-control-regex -- control characters must not pass
        expect(draft).not.toMatch(/[<>\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
        expect(draft.length).toBeLessThanOrEqual(CALL_MESSAGE_MAX);
        const sent = messageToSend(text);
        expect(sent).toBe(sent.trim());
        expect(draft.includes(sent)).toBe(true);
      }),
    );
  });

  it('is idempotent: cleaning a cleaned draft, or sending what was sent, changes nothing', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(cleanMessage(cleanMessage(text))).toBe(cleanMessage(text));
        expect(messageToSend(messageToSend(text))).toBe(messageToSend(text));
      }),
    );
  });

  it('keeps the beginning and never cuts a character in half', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const clean = stripMessage(text);
        const draft = cleanMessage(text);
        expect(clean.startsWith(draft)).toBe(true);
        if (clean.length <= CALL_MESSAGE_MAX) expect(draft).toBe(clean);
        else expect(draft.length).toBeGreaterThanOrEqual(CALL_MESSAGE_MAX - 1);
        if (wellFormed(text)) expect(wellFormed(draft)).toBe(true);
      }),
    );
  });
});
