import { describe, expect, it } from 'vitest';
import {
  isVisitorSpeechEnd,
  nearestRank,
  noteAnswer,
  noteAssistantLine,
  noteServiceSpeechEnd,
  noteTurnEnd,
  noteVisitorLevel,
  summarizeAnswerTimes,
  withdrawTurn,
} from './call.answer-times';
import { EMPTY_RECAP_NOTES } from './call.setup';
import type { RecapNotes, VoiceMessage } from './call.types';

const notes = (changes: Partial<RecapNotes> = {}): RecapNotes => ({
  ...EMPTY_RECAP_NOTES,
  connectedAt: 0,
  ...changes,
});

/** The turn's end after a series of level reports, one every 100 ms from 1 000 ms. */
const levels = (...reports: number[]) =>
  reports.reduce(
    (current, level, index) => noteVisitorLevel(current, level, 1_000 + index * 100),
    notes(),
  ).awaitingAnswerSince;

describe('answer times: where a spoken turn ends', () => {
  it.each([
    [
      'speech (200 ms of sound), then silence: at the first silent report',
      [0.3, 0.3, 0.3, 0],
      1_300,
    ],
    ['a longer sentence: at its first silent report', [0.3, 0.1, 0.2, 0.05, 0, 0], 1_400],
    ['a pause and more speech: at the last silence', [0.3, 0.3, 0.3, 0, 0.3, 0.3, 0.3, 0], 1_700],
    ['one report of sound (a click, a beep) is no turn', [0.3, 0, 0.3, 0], null],
    ['100 ms of sound (a beep read twice) is no turn', [0.3, 0.3, 0], null],
    ['sound that goes on ends nothing', [0.3, 0.3, 0.3], null],
    ['silence only ends nothing', [0, 0, 0], null],
    ['the threshold: 0.02 is sound, 0.019 silence', [0.02, 0.02, 0.02, 0.019], 1_300],
    ['below the threshold is no speech', [0.019, 0.019, 0.019, 0], null],
    ['a level that is no number is silence', [0.3, 0.3, 0.3, Number.NaN], 1_300],
  ])('%s', (_, reports, ended) => {
    expect(levels(...reports)).toBe(ended);
  });

  it('speech after a turn end reopens the turn (it has not ended yet)', () => {
    const ended = noteTurnEnd(notes(), 1_000);
    const sound = noteVisitorLevel(noteVisitorLevel(ended, 0.3, 1_100), 0.3, 1_299);
    // 199 ms of sound: not speech yet.
    expect(sound.awaitingAnswerSince).toBe(1_000);
    expect(noteVisitorLevel(sound, 0.3, 1_300).awaitingAnswerSince).toBeNull();
  });

  it("the service's end of speech ends the turn unless the level ended it earlier", () => {
    expect(noteServiceSpeechEnd(notes(), 2_000).awaitingAnswerSince).toBe(2_000);
    expect(
      noteServiceSpeechEnd(notes({ awaitingAnswerSince: 1_500 }), 2_000).awaitingAnswerSince,
    ).toBe(1_500);
  });

  it.each([
    [{ type: 'speech-update', role: 'user', status: 'stopped' }, true],
    [{ type: 'speech-update', role: 'user', status: 'started' }, false],
    [{ type: 'speech-update', role: 'assistant', status: 'stopped' }, false],
    [{ type: 'transcript', role: 'user', status: 'stopped' }, false],
  ])('%o is the visitor’s end of speech: %s', (message, expected) => {
    expect(isVisitorSpeechEnd(message as VoiceMessage)).toBe(expected);
  });
});

describe('answer times: the answer', () => {
  it('the first audio after the turn answers it; its time waits for the next assistant line', () => {
    const answered = noteAnswer(notes({ awaitingAnswerSince: 1_000 }), 1_800, null);
    expect(answered).toMatchObject({
      awaitingAnswerSince: null,
      lastAnswerAt: 1_800,
      answerTimesMs: [800],
      pendingAnswerMs: 800,
    });
    // A second audio start (the same answer after a pause) measures nothing.
    expect(noteAnswer(answered, 3_000, null)).toBe(answered);
    const line = noteAssistantLine(answered, 2_500, 1_900);
    expect(line.answerMs).toBe(800);
    expect(line.notes.pendingAnswerMs).toBeNull();
    // The next line carries none.
    expect(noteAssistantLine(line.notes, 2_900, 2_600).answerMs).toBeNull();
  });

  it('a line before any audio answers the turn itself (a text-only answer)', () => {
    const line = noteAssistantLine(notes({ awaitingAnswerSince: 1_000 }), 1_700, 1_700);
    expect(line).toEqual({
      answerMs: 700,
      notes: expect.objectContaining({ answerTimesMs: [700], pendingAnswerMs: null }),
    });
  });

  it('a line under way when the turn ended answers nothing: the next one does', () => {
    // The visitor types at 2 000 ms while the greeting (captioned from 500 ms) is still said.
    const waiting = noteTurnEnd(notes(), 2_000);
    const greeting = noteAssistantLine(waiting, 9_000, 500);
    expect(greeting).toEqual({ answerMs: null, notes: waiting });
    expect(noteAssistantLine(greeting.notes, 9_500, 9_400).answerMs).toBe(7_500);
    // A line that began as the turn ended is its answer.
    expect(noteAssistantLine(waiting, 2_600, 2_000).answerMs).toBe(600);
    // Its audio going on after a pause is no answer either; audio with no line under way, or
    // of a line begun as the turn ended, is.
    expect(noteAnswer(waiting, 3_000, 500)).toBe(waiting);
    expect(noteAnswer(waiting, 3_000, null).answerTimesMs).toEqual([1_000]);
    expect(noteAnswer(waiting, 3_000, 2_000).answerTimesMs).toEqual([1_000]);
  });

  it('no turn, no figure: the greeting and lines without a turn carry none', () => {
    expect(noteAnswer(notes(), 1_000, null).answerTimesMs).toEqual([]);
    expect(noteAssistantLine(notes(), 1_000, 1_000).answerMs).toBeNull();
  });

  it('a refused typed line withdraws its own turn end only', () => {
    expect(
      withdrawTurn(notes({ awaitingAnswerSince: 3_000 }), 3_000).awaitingAnswerSince,
    ).toBeNull();
    expect(withdrawTurn(notes({ awaitingAnswerSince: 3_500 }), 3_000).awaitingAnswerSince).toBe(
      3_500,
    );
  });
});

describe('answer times: the recap figures (nearest rank)', () => {
  it.each([
    [[], null],
    [[800], { medianMs: 800, p90Ms: 800 }],
    [[1_000, 600], { medianMs: 600, p90Ms: 1_000 }],
    [[900, 700, 800], { medianMs: 800, p90Ms: 900 }],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { medianMs: 5, p90Ms: 9 }],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { medianMs: 6, p90Ms: 10 }],
  ])('%o → %o', (times, expected) => {
    expect(summarizeAnswerTimes(times)).toEqual(expected);
  });

  it('the nearest rank: the smallest value with at least p % at or below it', () => {
    expect(nearestRank([10, 20, 30, 40], 25)).toBe(10);
    expect(nearestRank([10, 20, 30, 40], 26)).toBe(20);
    expect(nearestRank([10, 20, 30, 40], 100)).toBe(40);
  });
});
