import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { instantCallFakes } from './call.fakes';
import { callMachine } from './call.machine';
import { selectRecap } from './call.selectors';

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
  // The service's end of the visitor's speech: a spoken turn ends.
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
});
