import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { outcomesMachine } from './outcomes.machine';
import { selectIsWorking, selectLastSettled, selectOutcomeCards } from './outcomes.selectors';
import type { ToolCall } from './outcomes.types';

/*
 * What the cards' view reads, on a fake clock. The states, cards and the card said last
 * event by event: outcomes.paths.test.ts; here the settle pause's length (a path's pause is an
 * event) and the selectors.
 */

const appointment: ToolCall = {
  id: 'a1',
  name: 'reserveAppointment',
  arguments: { date: '2026-12-01', time: '14:30', reason: 'Kontrolle' },
};
const ticket: ToolCall = {
  id: 't1',
  name: 'createTicket',
  arguments: { subject: 'Drucker', priority: 'high' },
};

afterEach(() => vi.useRealTimers());

describe('outcome cards: what the view reads', () => {
  it('pending and working for the pause, restarted by each call, the same kind in place; then done and said', () => {
    vi.useFakeTimers();
    const actor = createActor(outcomesMachine).start();
    const read = () => {
      const snapshot = actor.getSnapshot();
      return {
        cards: selectOutcomeCards(snapshot).map((card) => `${card.id} ${card.status}`),
        working: selectIsWorking(snapshot),
        last: selectLastSettled(snapshot),
      };
    };
    expect(read()).toEqual({ cards: [], working: false, last: null });
    actor.send({ type: 'outcome.requested', call: appointment, at: 1 });
    vi.advanceTimersByTime(1_100);
    actor.send({ type: 'outcome.requested', call: ticket, at: 1 });
    // The same kind again replaces its card in place.
    actor.send({ type: 'outcome.requested', call: { ...appointment, id: 'a2' }, at: 1 });
    // The pause: 1.2 s (docs/decisions/0029), restarted by each call.
    vi.advanceTimersByTime(1_199);
    expect(read()).toEqual({ cards: ['a2 pending', 't1 pending'], working: true, last: null });
    vi.advanceTimersByTime(1);
    expect(read()).toEqual({
      cards: ['a2 done', 't1 done'],
      working: false,
      last: { id: 't1', kind: 'ticket', status: 'done' },
    });
  });
});
