import { describe, expect, it } from 'vitest';
import type { RecapSummary } from '@machines/call/call.selectors';
import {
  agentNaming,
  assistantNaming,
  formatDuration,
  recapDemoMessage,
  recapFacts,
  recapFileName,
  recapTranscript,
} from './recap-text';

const T0 = Date.UTC(2026, 10, 25, 11, 0, 0);
const clara = agentNaming({ name: 'Clara', badge: 'Terminbuchungs-Assistent' });
const zurich = { timeZone: 'Europe/Zurich' };

const summary: RecapSummary = {
  agent: 'clara',
  connectedAt: T0,
  endedAt: T0 + 65_000,
  durationMs: 65_000,
  exchanges: 2,
  medianAnswerMs: 840,
  p90AnswerMs: 1_160,
  transcript: [
    { role: 'assistant', text: 'Grüezi, hier ist Clara.', at: T0 + 1_000 },
    { role: 'visitor', text: 'Ich möchte einen Termin – am Dienstag.', at: T0 + 4_200 },
  ],
};

// The facts (duration, exchanges, answer times or '–') as the recap card and the file state them:
// the transcript files below.
describe('the recap in German', () => {
  it('rounds answer times to tenths with a decimal comma, durations to whole seconds (m:ss)', () => {
    expect(
      recapFacts({ ...summary, exchanges: 1, medianAnswerMs: 1_250, p90AnswerMs: 1_250 }),
    ).toEqual(['Dauer 1:05', '1 Wortwechsel', 'Antwortzeit: Median 1,3 s · 90 % unter 1,3 s']);
    expect(formatDuration(4_400)).toBe('0:04');
    expect(formatDuration(600_000)).toBe('10:00');
  });

  it('writes the transcript file: header lines, then time stamps and speaker names', () => {
    expect(recapTranscript(summary, clara, zurich)).toBe(
      [
        'Ihr Gespräch mit Clara',
        'Datum: 25.11.2026, 12:00',
        'Dauer 1:05',
        '2 Wortwechsel',
        'Antwortzeit: Median 0,8 s · 90 % unter 1,2 s',
        '',
        '[12:00:01] Clara: Grüezi, hier ist Clara.',
        '[12:00:04] Sie: Ich möchte einen Termin – am Dienstag.',
        '',
      ].join('\n'),
    );
  });

  it('holds only the header for a call without lines', () => {
    const silent = {
      ...summary,
      transcript: [],
      exchanges: 0,
      medianAnswerMs: null,
      p90AnswerMs: null,
    };
    expect(recapTranscript(silent, assistantNaming, zurich)).toBe(
      [
        'Ihr Gespräch mit dem Assistenten',
        'Datum: 25.11.2026, 12:00',
        'Dauer 1:05',
        '0 Wortwechsel',
        'Antwortzeit: –',
        '',
        '',
      ].join('\n'),
    );
  });

  it('names the file after the agent and the date', () => {
    expect(recapFileName(summary, clara, zurich)).toBe('Transkript-Clara-2026-11-25.txt');
    expect(recapFileName(summary, assistantNaming, zurich)).toBe(
      'Transkript-Assistent-2026-11-25.txt',
    );
  });

  it('drafts the demo request naming what was tested', () => {
    expect(recapDemoMessage(clara)).toBe(
      'Ich habe Clara (Terminbuchungs-Assistent) getestet und interessiere mich für einen eigenen Assistenten.',
    );
    expect(recapDemoMessage(assistantNaming)).toBe(
      'Ich habe den KI-Sprachassistenten getestet und interessiere mich für einen eigenen Assistenten.',
    );
  });
});
