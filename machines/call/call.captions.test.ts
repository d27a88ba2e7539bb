import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CAPTION_MAX_LENGTH,
  NO_CAPTIONS,
  isPartialTranscript,
  nextCaptions,
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
  const actor = createActor(callMachine.provide({ actors: actors as never }), {
    input: { agent: 'helvox' },
  }).start();
  running.push(actor);
  actor.send({ type: 'call.start' });
  await settle();
  line.report({ type: 'driver.callStarted' });
  return { actor, line, captions: () => selectCaptions(actor.getSnapshot()) };
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
