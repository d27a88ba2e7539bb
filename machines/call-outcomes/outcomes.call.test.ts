import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { instantCallFakes } from '../call/call.fakes';
import { callMachine } from '../call/call.machine';
import type { OutcomesActorRef } from './outcomes.machine';
import type { ToolCall } from './outcomes.types';

/*
 * Outcome cards in the call: the call machine hands a connected call's tool calls to its `outcomes`
 * child, stamped with its clock; the cards stay after the call (the recap lists them) and go
 * when the next call starts.
 */

const NOW = Date.UTC(2026, 10, 26, 10, 0);
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

const CLARA: ToolCall = {
  id: 'call-1',
  name: 'reserveAppointment',
  arguments: { date: '2026-12-03', time: '14:30', reason: 'Kontrolle' },
};

function setUp() {
  const { line, actors: fakes } = instantCallFakes();
  const actor = createActor(callMachine.provide({ actors: fakes as never }), {
    input: { agent: 'clara', connectOn: 'anyActivity', clock: () => NOW },
  }).start();
  actors.push(actor);
  const cards = () =>
    (actor.getSnapshot().children.outcomes as OutcomesActorRef).getSnapshot().context.cards;
  const connect = async () => {
    actor.send({ type: 'call.start' });
    await flush();
    await flush();
    line.report({ type: 'driver.callStarted' });
    expect(actor.getSnapshot().hasTag('live')).toBe(true);
  };
  return { actor, line, cards, connect };
}

describe('outcome cards in the call machine', () => {
  it('a connected call’s tool call becomes a pending card, stamped with the call’s clock', async () => {
    const { line, cards, connect } = setUp();
    await connect();
    line.report({ type: 'driver.toolCall', call: CLARA });
    // The card itself (kind, details, pending): outcomes.paths.test.ts, the same call as call-a1.
    expect(cards().map(({ id, status, at }) => ({ id, status, at }))).toEqual([
      { id: 'call-1', status: 'pending', at: NOW },
    ]);
  });

  it('a tool call before the call is connected makes no card', async () => {
    const { actor, line, cards } = setUp();
    actor.send({ type: 'call.start' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ session: 'connecting' })).toBe(true);
    line.report({ type: 'driver.toolCall', call: CLARA });
    expect(cards()).toEqual([]);
  });

  it('the cards stay after the call ends and go when the next call starts', async () => {
    const { actor, line, cards, connect } = setUp();
    await connect();
    line.report({ type: 'driver.toolCall', call: CLARA });
    line.report({ type: 'driver.callEnded' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(cards().map((card) => card.id)).toEqual(['call-1']);
    actor.send({ type: 'call.start' });
    expect(cards()).toEqual([]);
  });
});
