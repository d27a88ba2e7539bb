import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { instantCallFakes } from './call.fakes';
import { callMachine } from './call.machine';
import { selectAnnouncement, selectRecap } from './call.selectors';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

const T0 = Date.UTC(2026, 10, 25, 11, 0, 0);

/** A call on fakes that succeed at once, with a clock the test moves on. */
function call(fakes: Record<string, AnyActorLogic> = {}) {
  let now = T0;
  const { line, actors: provided } = instantCallFakes(fakes);
  const actor = createActor(callMachine.provide({ actors: provided as never }), {
    input: { agent: 'clara', connectOn: 'anyActivity', clock: () => now },
  });
  actors.push(actor);
  actor.start();
  const at = (ms: number) => {
    now = T0 + ms;
  };
  const say = (role: 'assistant' | 'user', transcript: string) =>
    line.report({
      type: 'driver.message',
      message: { type: 'transcript', role, transcriptType: 'final', transcript },
    });
  // The service's end of the visitor's speech: a spoken turn ends (issue 24).
  const endTurn = () =>
    line.report({
      type: 'driver.message',
      message: { type: 'speech-update', role: 'user', status: 'stopped' },
    });
  const snapshot = () => actor.getSnapshot();
  return { actor, line, at, say, endTurn, snapshot };
}

describe('call recap', () => {
  it('holds duration, exchanges and answer times of a connected call once it is over', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.at(1_000);
    c.line.report({ type: 'driver.callStarted' });
    expect(selectAnnouncement(c.snapshot())).toBe('listening');
    c.at(1_500);
    c.say('assistant', 'Grüezi, hier ist Clara.');
    c.at(4_000);
    c.say('user', 'Ich möchte einen Termin.');
    c.at(4_200);
    // The turn ends at the service's end of speech (a final line alone ends none).
    c.say('user', 'Am Dienstag.');
    c.endTurn();
    c.at(5_000);
    c.line.report({ type: 'driver.speechStarted' });
    expect(selectAnnouncement(c.snapshot())).toBe('speaking');
    c.at(6_000);
    c.line.report({ type: 'driver.speechEnded' });
    c.at(9_000);
    c.say('user', 'Danke.');
    c.endTurn();
    c.at(10_000);
    c.line.report({ type: 'driver.speechStarted' });
    // A speech-start with no visitor line waiting measures nothing.
    c.line.report({ type: 'driver.speechEnded' });
    c.line.report({ type: 'driver.speechStarted' });
    expect(selectRecap(c.snapshot())).toBeNull();
    c.at(66_000);
    c.actor.send({ type: 'call.hangUp' });
    // Hanging up: no recap until the call is over.
    expect(selectRecap(c.snapshot())).toBeNull();
    await settle();
    expect(c.snapshot().value).toBe('ready');
    const recap = selectRecap(c.snapshot());
    expect(recap).toMatchObject({
      agent: 'clara',
      connectedAt: T0 + 1_000,
      endedAt: T0 + 66_000,
      durationMs: 65_000,
      exchanges: 2,
      // 800 and 1 000 ms: nearest rank.
      medianAnswerMs: 800,
      p90AnswerMs: 1_000,
    });
    expect(recap?.transcript).toEqual([
      { role: 'assistant', text: 'Grüezi, hier ist Clara.', at: T0 + 1_500 },
      { role: 'visitor', text: 'Ich möchte einen Termin.', at: T0 + 4_000 },
      { role: 'visitor', text: 'Am Dienstag.', at: T0 + 4_200 },
      { role: 'visitor', text: 'Danke.', at: T0 + 9_000 },
    ]);
    // The same object while nothing changes (views re-render only on a new recap).
    expect(selectRecap(c.snapshot())).toBe(recap);
    expect(selectAnnouncement(c.snapshot())).toBe('ended');
  });

  it('gives a recap without lines and without answer times for a silent call', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.line.report({ type: 'driver.callStarted' });
    c.at(3_000);
    c.line.report({ type: 'driver.callEnded' });
    expect(selectRecap(c.snapshot())).toMatchObject({
      durationMs: 3_000,
      exchanges: 0,
      medianAnswerMs: null,
      p90AnswerMs: null,
      transcript: [],
    });
  });

  it('gives no recap for a call that never connected, and a new call replaces the last', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    expect(selectAnnouncement(c.snapshot())).toBe('connecting');
    c.line.report({ type: 'driver.error', error: { type: 'daily-error', message: 'failed' } });
    expect(c.snapshot().value).toBe('ready');
    expect(selectRecap(c.snapshot())).toBeNull();
    expect(selectAnnouncement(c.snapshot())).toBeNull();

    c.actor.send({ type: 'call.start' });
    await settle();
    c.line.report({ type: 'driver.callStarted' });
    c.line.report({ type: 'driver.callEnded' });
    expect(selectRecap(c.snapshot())).not.toBeNull();
    c.actor.send({ type: 'call.start' });
    expect(selectRecap(c.snapshot())).toBeNull();
    expect(c.snapshot().context.recap).toBeNull();
    await settle();
    c.line.report({ type: 'driver.callEnded' });
    // That second call ended before it connected: still no recap.
    expect(c.snapshot().value).toBe('ready');
    expect(selectRecap(c.snapshot())).toBeNull();
  });

  it('counts a typed line like a spoken one and announces a reconnect (issue 16 together)', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.at(1_000);
    c.line.report({ type: 'driver.callStarted' });
    c.at(2_000);
    c.actor.send({ type: 'message.draftChanged', text: 'Haben Sie morgen Zeit?' });
    c.actor.send({ type: 'message.send' });
    expect(c.snapshot().context.transcript).toEqual([
      { role: 'visitor', text: 'Haben Sie morgen Zeit?', at: T0 + 2_000 },
    ]);
    c.line.report({ type: 'driver.networkInterrupted' });
    expect(selectAnnouncement(c.snapshot())).toBe('reconnecting');
    c.at(3_000);
    c.line.report({ type: 'driver.networkRestored' });
    expect(selectAnnouncement(c.snapshot())).toBe('listening');
    c.at(3_500);
    c.line.report({ type: 'driver.speechStarted' });
    c.at(10_000);
    c.actor.send({ type: 'call.hangUp' });
    await settle();
    expect(selectRecap(c.snapshot())).toMatchObject({
      durationMs: 9_000,
      exchanges: 1,
      medianAnswerMs: 1_500,
      p90AnswerMs: 1_500,
    });
    expect(selectAnnouncement(c.snapshot())).toBe('ended');
  });

  it('counts no exchange for a typed line the service refused', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.at(1_000);
    c.line.report({ type: 'driver.callStarted' });
    c.at(2_000);
    c.actor.send({ type: 'message.draftChanged', text: 'Haben Sie morgen Zeit?' });
    c.actor.send({ type: 'message.send' });
    c.line.report({ type: 'driver.messageFailed', text: 'Haben Sie morgen Zeit?' });
    expect(c.snapshot().context.transcript).toEqual([]);
    // The assistant speaks on its own later: no answer to the refused line.
    c.at(5_000);
    c.line.report({ type: 'driver.speechStarted' });
    c.at(6_000);
    c.actor.send({ type: 'call.hangUp' });
    await settle();
    expect(selectRecap(c.snapshot())).toMatchObject({ exchanges: 0, medianAnswerMs: null });
  });

  // Issue 22: "type two questions, get two answers, hang up" said '0 Wortwechsel'.
  it('counts typed questions answered in text, from each send to its answer', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.at(1_000);
    c.line.report({ type: 'driver.callStarted' });
    c.say('assistant', 'Guten Tag, hier ist Clara.');
    c.at(2_000);
    c.actor.send({ type: 'message.draftChanged', text: 'Haben Sie am Samstag geöffnet?' });
    c.actor.send({ type: 'message.send' });
    c.at(2_700);
    c.say('assistant', 'Am Samstag ist die Praxis geschlossen.');
    c.at(5_000);
    c.actor.send({ type: 'message.draftChanged', text: 'Und am Freitag?' });
    c.actor.send({ type: 'message.send' });
    c.at(5_500);
    c.say('assistant', 'Am Freitag bis 17 Uhr.');
    c.at(9_000);
    c.actor.send({ type: 'call.hangUp' });
    await settle();
    expect(selectRecap(c.snapshot())).toMatchObject({
      exchanges: 2,
      medianAnswerMs: 500,
      p90AnswerMs: 700,
    });
  });

  it('counts a spoken line answered in text, and the greeting answers nothing', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.line.report({ type: 'driver.callStarted' });
    c.at(1_000);
    c.say('assistant', 'Grüezi.');
    c.at(3_000);
    c.say('user', 'Ich hätte gerne einen Termin.');
    c.endTurn();
    c.at(4_200);
    c.say('assistant', 'Gerne, wann passt es Ihnen?');
    c.at(5_000);
    c.actor.send({ type: 'call.hangUp' });
    await settle();
    expect(selectRecap(c.snapshot())).toMatchObject({ exchanges: 1, medianAnswerMs: 1_200 });
  });

  it('takes the first of audio and text as the answer, and counts the turn once', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.line.report({ type: 'driver.callStarted' });
    c.at(2_000);
    c.actor.send({ type: 'message.draftChanged', text: 'Haben Sie morgen Zeit?' });
    c.actor.send({ type: 'message.send' });
    // Audio first (300 ms), then the same answer's line: one exchange.
    c.at(2_300);
    c.line.report({ type: 'driver.speechStarted' });
    c.at(4_000);
    c.say('assistant', 'Morgen um 9 Uhr ist frei.');
    c.line.report({ type: 'driver.speechEnded' });
    c.at(6_000);
    c.say('user', 'Gut, dann um 9 Uhr.');
    c.endTurn();
    // Text first (400 ms), then its audio: one exchange.
    c.at(6_400);
    c.say('assistant', 'Ich habe Sie eingetragen.');
    c.at(6_600);
    c.line.report({ type: 'driver.speechStarted' });
    c.at(8_000);
    c.actor.send({ type: 'call.hangUp' });
    await settle();
    expect(selectRecap(c.snapshot())).toMatchObject({
      exchanges: 2,
      medianAnswerMs: 300,
      p90AnswerMs: 400,
    });
    // Each answering line shows its time.
    expect(c.snapshot().context.transcript.filter((entry) => entry.answerMs !== undefined)).toEqual(
      [
        { role: 'assistant', text: 'Morgen um 9 Uhr ist frei.', at: T0 + 4_000, answerMs: 300 },
        { role: 'assistant', text: 'Ich habe Sie eingetragen.', at: T0 + 6_400, answerMs: 400 },
      ],
    );
  });

  it('takes neither a partial line nor a conversation update as an answer or a question', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.line.report({ type: 'driver.callStarted' });
    c.at(2_000);
    c.say('user', 'Haben Sie morgen Zeit?');
    c.endTurn();
    c.at(2_300);
    c.line.report({
      type: 'driver.message',
      message: {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'partial',
        transcript: 'Mor',
      },
    });
    c.at(2_400);
    c.line.report({ type: 'driver.message', message: { type: 'conversation-update' } });
    expect(c.snapshot().context.recapNotes).toMatchObject({
      awaitingAnswerSince: T0 + 2_000,
      answerTimesMs: [],
    });
    c.at(3_000);
    c.say('assistant', 'Morgen um 9 Uhr ist frei.');
    c.at(4_000);
    c.actor.send({ type: 'call.hangUp' });
    await settle();
    expect(selectRecap(c.snapshot())).toMatchObject({ exchanges: 1, medianAnswerMs: 1_000 });
  });

  it('does not count an answered line again when a later send is refused', async () => {
    const c = call();
    c.actor.send({ type: 'call.start' });
    await settle();
    c.line.report({ type: 'driver.callStarted' });
    c.at(2_000);
    c.say('user', 'Ich möchte einen Termin.');
    c.endTurn();
    c.at(2_500);
    c.line.report({ type: 'driver.speechStarted' });
    c.at(3_000);
    c.actor.send({ type: 'message.draftChanged', text: 'Am Dienstag.' });
    c.actor.send({ type: 'message.send' });
    c.line.report({ type: 'driver.messageFailed', text: 'Am Dienstag.' });
    expect(c.snapshot().context.recapNotes.awaitingAnswerSince).toBeNull();
    // The line of the audio that already answered: no second exchange.
    c.at(4_000);
    c.say('assistant', 'Gerne, an welchem Tag?');
    c.at(5_000);
    c.actor.send({ type: 'call.hangUp' });
    await settle();
    expect(selectRecap(c.snapshot())).toMatchObject({ exchanges: 1, medianAnswerMs: 500 });
    expect(c.snapshot().context.recap?.transcript.at(-1)).toMatchObject({ answerMs: 500 });
  });
});
