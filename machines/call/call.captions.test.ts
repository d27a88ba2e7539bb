import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CAPTION_MAX_LENGTH,
  NO_CAPTIONS,
  insertLine,
  isPartialTranscript,
  nextCaptions,
  nextCaptionStarts,
  withCutOffLines,
} from './call.captions';
import { instantCallFakes } from './call.fakes';
import { callMachine } from './call.machine';
import { selectCaptions, selectTranscript } from './call.selectors';
import type { VoiceMessage } from './call.types';

const partial = (role: string, transcript: unknown): VoiceMessage =>
  ({ type: 'transcript', role, transcriptType: 'partial', transcript }) as VoiceMessage;
const final = (role: string, transcript: string): VoiceMessage => ({
  type: 'transcript',
  role,
  transcriptType: 'final',
  transcript,
});

describe('live captions: the rule (issue 24)', () => {
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

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const running: Array<{ stop(): void }> = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

async function connectedCall() {
  const { line, actors } = instantCallFakes();
  /** The machine's clock, set by the test. */
  const now = { at: 0 };
  const actor = createActor(callMachine.provide({ actors: actors as never }), {
    input: { agent: 'helvox', clock: () => now.at },
  }).start();
  running.push(actor);
  actor.send({ type: 'call.start' });
  await settle();
  line.report({ type: 'driver.callStarted' });
  return { actor, line, now, captions: () => selectCaptions(actor.getSnapshot()) };
}

describe('live captions in the call machine', () => {
  it('shows partials of both sides, keeps only final lines in the transcript', async () => {
    const { actor, line, captions } = await connectedCall();
    line.report({ type: 'driver.message', message: partial('user', 'Ich möchte') });
    line.report({ type: 'driver.message', message: partial('assistant', 'Gerne') });
    expect(captions()).toEqual({ assistant: 'Gerne', visitor: 'Ich möchte' });
    expect(selectTranscript(actor.getSnapshot())).toEqual([]);
    line.report({ type: 'driver.message', message: final('user', 'Ich möchte einen Termin.') });
    expect(captions()).toEqual({ assistant: 'Gerne', visitor: null });
    expect(selectTranscript(actor.getSnapshot()).map((entry) => entry.text)).toEqual([
      'Ich möchte einen Termin.',
    ]);
  });

  it('clears the captions when the call ends; a late partial never reaches the next call', async () => {
    const { actor, line, captions } = await connectedCall();
    line.report({ type: 'driver.message', message: partial('assistant', 'Auf Wieder') });
    actor.send({ type: 'call.hangUp' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(captions()).toEqual(NO_CAPTIONS);
    // The ended call's line is gone (its driver events actor stopped): a late partial of it
    // finds no listener, and the machine outside a call takes none.
    line.report({ type: 'driver.message', message: partial('assistant', 'Auf Wiedersehen') });
    actor.send({ type: 'driver.message', message: partial('assistant', 'Auf Wiedersehen') });
    expect(captions()).toEqual(NO_CAPTIONS);
    actor.send({ type: 'call.start' });
    await settle();
    expect(captions()).toEqual(NO_CAPTIONS);
    line.report({ type: 'driver.callStarted' });
    expect(captions()).toEqual(NO_CAPTIONS);
  });

  it('clears the captions when the service ends the call', async () => {
    const { line, captions } = await connectedCall();
    line.report({ type: 'driver.message', message: partial('user', 'Hallo') });
    line.report({ type: 'driver.callEnded' });
    expect(captions()).toEqual(NO_CAPTIONS);
  });
});

describe('the transcript is what was said, in the order it began', () => {
  it('a line keeps the place where its caption began, though lines came in between', async () => {
    const { actor, line, now } = await connectedCall();
    now.at = 1_000;
    line.report({ type: 'driver.message', message: partial('assistant', 'Guten Tag,') });
    now.at = 2_000;
    line.report({ type: 'driver.message', message: partial('assistant', 'Guten Tag, hier') });
    now.at = 3_000;
    actor.send({ type: 'message.draftChanged', text: 'Termin bitte' });
    actor.send({ type: 'message.send' });
    now.at = 4_000;
    line.report({ type: 'driver.message', message: partial('user', 'Am Montag') });
    now.at = 5_000;
    line.report({
      type: 'driver.message',
      message: final('assistant', 'Guten Tag, hier ist Clara.'),
    });
    now.at = 6_000;
    line.report({ type: 'driver.message', message: final('user', 'Am Montag bitte.') });
    now.at = 7_000;
    // Without a caption first, a final line is placed when it comes.
    line.report({ type: 'driver.message', message: final('assistant', 'Gerne.') });
    // (Answer times are their own rules: call.answer-times.test.ts.)
    const lines = selectTranscript(actor.getSnapshot()).map(({ role, text, at }) => ({
      role,
      text,
      at,
    }));
    expect(lines).toEqual([
      { role: 'assistant', text: 'Guten Tag, hier ist Clara.', at: 1_000 },
      { role: 'visitor', text: 'Termin bitte', at: 3_000 },
      { role: 'visitor', text: 'Am Montag bitte.', at: 4_000 },
      { role: 'assistant', text: 'Gerne.', at: 7_000 },
    ]);
  });

  it('a line cut off by the hang-up stays, ending in …, in the transcript and the recap', async () => {
    const { actor, line, now } = await connectedCall();
    now.at = 1_000;
    line.report({ type: 'driver.message', message: partial('assistant', 'Guten Tag, hier') });
    now.at = 2_000;
    actor.send({ type: 'message.draftChanged', text: 'Hallo' });
    actor.send({ type: 'message.send' });
    now.at = 3_000;
    line.report({ type: 'driver.message', message: partial('user', 'Ich') });
    // A caption cleared (an empty partial) was not said: it leaves no line.
    now.at = 3_500;
    line.report({ type: 'driver.message', message: partial('user', '') });
    now.at = 4_000;
    actor.send({ type: 'call.hangUp' });
    await settle();
    const said = [
      { role: 'assistant', text: 'Guten Tag, hier…', at: 1_000 },
      { role: 'visitor', text: 'Hallo', at: 2_000 },
    ];
    expect(selectTranscript(actor.getSnapshot())).toEqual(said);
    expect(actor.getSnapshot().context.recap?.transcript).toEqual(said);
    expect(actor.getSnapshot().context.captionStarts).toEqual({ assistant: null, visitor: null });
  });

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
    expect(insertLine(lines, { role: 'assistant', text: 'z', at: 1 }).map((l) => l.text)).toEqual([
      'x',
      'z',
      'y',
    ]);
    expect(insertLine(lines, { role: 'assistant', text: 'z', at: 0 }).map((l) => l.text)).toEqual([
      'z',
      'x',
      'y',
    ]);
    expect(insertLine(lines, { role: 'assistant', text: 'z', at: 4 }).map((l) => l.text)).toEqual([
      'x',
      'y',
      'z',
    ]);
    // A caption without a known start is cut off at the end.
    expect(
      withCutOffLines(lines, { assistant: null, visitor: 'w' }, none, 2).map((l) => l.text),
    ).toEqual(['x', 'w…', 'y']);
    expect(withCutOffLines(lines, NO_CAPTIONS, none, 2)).toEqual(lines);
  });
});
