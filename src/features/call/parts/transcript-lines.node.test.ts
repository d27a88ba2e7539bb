import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '@machines/call/call.types';
import { logLines } from './transcript-lines';

const line = (role: TranscriptEntry['role'], text: string, at: number): TranscriptEntry => ({
  role,
  text,
  at,
});
const NONE = { assistant: null, visitor: null };
const shown = (lines: ReturnType<typeof logLines>) =>
  lines.map(({ role, text, caption }) => `${caption ? '~' : ''}${role}: ${text}`);

describe('the transcript list: final lines and live captions in their places', () => {
  it('a caption stands where it began, among the final lines (the greeting typed over)', () => {
    const typed = [line('visitor', 'Haben Sie morgen Zeit?', 2_000)];
    expect(
      shown(
        logLines(typed, { assistant: 'Guten Tag,', visitor: null }, { ...NONE, assistant: 500 }),
      ),
    ).toEqual(['~assistant: Guten Tag,', 'visitor: Haben Sie morgen Zeit?']);
  });

  it.each([
    // [what, the visitor caption's start, the assistant caption's start, expected order]
    [
      'after a line begun at the same time',
      2_000,
      2_000,
      ['visitor: Ja.', '~visitor: Am', '~assistant: Gut'],
    ],
    ['without a start: last', null, null, ['visitor: Ja.', '~visitor: Am', '~assistant: Gut']],
    [
      'each side at its own start',
      2_500,
      1_000,
      ['~assistant: Gut', 'visitor: Ja.', '~visitor: Am'],
    ],
  ] as const)('a caption %s', (_, visitor, assistant, expected) => {
    const lines = logLines(
      [line('visitor', 'Ja.', 2_000)],
      { assistant: 'Gut', visitor: 'Am' },
      { assistant, visitor },
    );
    expect(shown(lines)).toEqual(expected);
  });

  it('keys follow the lines: a line put in before others leaves their keys; repeats differ', () => {
    const later = line('visitor', 'Danke.', 4_000);
    const before = logLines([later], NONE, NONE).map((entry) => entry.key);
    const after = logLines([line('assistant', 'Guten Tag.', 500), later, later], NONE, NONE);
    expect(after[1]?.key).toBe(before[0]);
    expect(new Set(after.map((entry) => entry.key)).size).toBe(3);
  });
});
