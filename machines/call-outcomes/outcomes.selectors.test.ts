import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { OUTCOME_SETTLE_MS, outcomesMachine } from './outcomes.machine';
import { selectIsWorking, selectLastSettled, selectOutcomeCards } from './outcomes.selectors';
import type { ToolCall } from './outcomes.types';

/*
 * Issue 24: what the cards' view reads, event by event, with the settle pause on a fake clock:
 * the cards in order (one per kind), 'wird bearbeitet…' while any is pending, and the card that
 * settled last (said once in the live region).
 */

const slot = { date: '2026-12-01', time: '14:30' };
const appointment = (id: string): ToolCall => ({
  id,
  name: 'reserveAppointment',
  arguments: { ...slot, reason: 'Kontrolle' },
});
const ticket = (id: string): ToolCall => ({
  id,
  name: 'createTicket',
  arguments: { subject: 'Drucker', priority: 'high' },
});
const broken = (id: string): ToolCall => ({ id, name: 'reportClaim', arguments: '{' });

afterEach(() => vi.useRealTimers());

function cards() {
  vi.useFakeTimers();
  const actor = createActor(outcomesMachine).start();
  const request = (call: ToolCall, at = 1) => actor.send({ type: 'outcome.requested', call, at });
  const read = () => {
    const snapshot = actor.getSnapshot();
    return {
      state: snapshot.value,
      cards: selectOutcomeCards(snapshot).map((card) => `${card.id} ${card.kind} ${card.status}`),
      working: selectIsWorking(snapshot),
      last: selectLastSettled(snapshot),
    };
  };
  return { actor, request, read };
}

describe('outcome cards: what the view reads', () => {
  it('idle: no card, not working, nothing said', () => {
    const { read } = cards();
    expect(read()).toEqual({ state: 'idle', cards: [], working: false, last: null });
  });

  it('a usable call: pending and working for the pause, then done and said', () => {
    const { request, read } = cards();
    request(appointment('a1'));
    expect(read()).toEqual({
      state: 'working',
      cards: ['a1 appointment pending'],
      working: true,
      last: null,
    });
    vi.advanceTimersByTime(OUTCOME_SETTLE_MS - 1);
    expect(read().working).toBe(true);
    vi.advanceTimersByTime(1);
    expect(read()).toEqual({
      state: 'shown',
      cards: ['a1 appointment done'],
      working: false,
      last: { id: 'a1', kind: 'appointment', status: 'done' },
    });
  });

  it('unusable arguments with no card yet: failed at once, said, not working', () => {
    const { request, read } = cards();
    request(broken('c1'));
    expect(read()).toEqual({
      state: 'shown',
      cards: ['c1 claim failed'],
      working: false,
      last: { id: 'c1', kind: 'claim', status: 'failed' },
    });
  });

  it('a failed card while another is pending: the pause goes on; both settle in order of arrival', () => {
    const { request, read } = cards();
    request(ticket('t1'));
    request(broken('c1'));
    expect(read()).toMatchObject({
      state: 'working',
      cards: ['t1 ticket pending', 'c1 claim failed'],
      working: true,
      last: { id: 'c1', kind: 'claim', status: 'failed' },
    });
    vi.advanceTimersByTime(OUTCOME_SETTLE_MS);
    expect(read()).toMatchObject({
      cards: ['t1 ticket done', 'c1 claim failed'],
      last: { id: 't1', kind: 'ticket', status: 'done' },
    });
  });

  it('a second usable call restarts the pause; the last pending one is said', () => {
    const { request, read } = cards();
    request(appointment('a1'));
    vi.advanceTimersByTime(OUTCOME_SETTLE_MS - 100);
    request(ticket('t1'));
    vi.advanceTimersByTime(100);
    expect(read()).toMatchObject({
      working: true,
      cards: ['a1 appointment pending', 't1 ticket pending'],
    });
    vi.advanceTimersByTime(OUTCOME_SETTLE_MS - 100);
    expect(read()).toMatchObject({
      working: false,
      cards: ['a1 appointment done', 't1 ticket done'],
      last: { id: 't1', kind: 'ticket', status: 'done' },
    });
  });

  it('shown: a failed card adds to the shown ones, a done card is not pending again', () => {
    const { request, read } = cards();
    request(appointment('a1'));
    vi.advanceTimersByTime(OUTCOME_SETTLE_MS);
    request(broken('c1'));
    expect(read()).toMatchObject({
      state: 'shown',
      working: false,
      cards: ['a1 appointment done', 'c1 claim failed'],
      last: { id: 'c1', kind: 'claim', status: 'failed' },
    });
  });

  it('the same kind replaces its card in place; cleared, nothing is left', () => {
    const { actor, request, read } = cards();
    request(appointment('a1'));
    request(ticket('t1'));
    request(appointment('a2'));
    expect(read().cards).toEqual(['a2 appointment pending', 't1 ticket pending']);
    actor.send({ type: 'outcomes.cleared' });
    expect(read()).toEqual({ state: 'idle', cards: [], working: false, last: null });
  });

  it('a tool without a card changes nothing, in any state', () => {
    const { request, read } = cards();
    const other = { id: 'x', name: 'transferCall', arguments: {} };
    request(other);
    expect(read()).toEqual({ state: 'idle', cards: [], working: false, last: null });
    request(appointment('a1'));
    request(other);
    expect(read().cards).toEqual(['a1 appointment pending']);
  });
});
