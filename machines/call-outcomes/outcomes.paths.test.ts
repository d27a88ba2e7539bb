import type { EventObject } from 'xstate';
import { expect } from 'vitest';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import {
  outcomesAllPaths,
  outcomesPaths,
  outcomesPlan,
  SAMPLE_AT,
  SETTLE_EVENT,
} from './outcomes.paths';

testPlan(outcomesPlan, outcomesPaths);

/*
 * The outcome cards, as the spec says them: a tool call with usable arguments shows a card 'wird bearbeitet…'
 * (working) that is done after the pause; unusable arguments show a failed card at once; a card
 * of the same kind replaces the other in its place; a tool without a card changes nothing; a
 * new call clears the cards. The live region says the card that settled last.
 */
type Status = 'pending' | 'done' | 'failed';
interface Card {
  id: string;
  kind: string;
  status: Status;
  details: object | null;
  at: number;
}
interface Model {
  state: 'idle' | 'working' | 'shown';
  cards: Card[];
  lastSettled: { id: string; kind: string; status: 'done' | 'failed' } | null;
}

/** The cards the sample calls make (literal, from the tools' definitions). */
const EXPECTED: Record<string, Omit<Card, 'status' | 'at'> | null> = {
  'call-a1': {
    id: 'call-a1',
    kind: 'appointment',
    details: {
      kind: 'appointment',
      slot: { date: '2026-12-03', time: '14:30' },
      reason: 'Kontrolle',
    },
  },
  'call-a2': {
    id: 'call-a2',
    kind: 'appointment',
    details: {
      kind: 'appointment',
      slot: { date: '2026-12-04', time: '09:00' },
      reason: 'Impfung',
    },
  },
  'call-t1': {
    id: 'call-t1',
    kind: 'ticket',
    details: {
      kind: 'ticket',
      number: expect.stringMatching(/^HX-\d{5}$/) as unknown as string,
      subject: 'Drucker druckt nicht',
      priority: 'high',
    },
  },
  'call-a3': { id: 'call-a3', kind: 'appointment', details: null },
  'call-x1': null,
};

const at = (model: Model): UnitStep<Model> => ({
  model,
  state: model.state,
  context: { cards: model.cards, lastSettled: model.lastSettled },
  emitted: [],
});

function step(model: Model, event: EventObject): UnitStep<Model> {
  switch (event.type) {
    case 'outcome.requested': {
      const { call } = event as EventObject & { call: { id: string } };
      const made = EXPECTED[call.id];
      if (!made) return at(model);
      const card: Card = { ...made, status: made.details ? 'pending' : 'failed', at: SAMPLE_AT };
      const index = model.cards.findIndex((known) => known.kind === card.kind);
      const cards = index < 0 ? [...model.cards, card] : model.cards.with(index, card);
      if (card.status === 'pending') return at({ ...model, state: 'working', cards });
      return at({
        state: model.state === 'idle' ? 'shown' : model.state,
        cards,
        lastSettled: { id: card.id, kind: card.kind, status: 'failed' },
      });
    }
    case SETTLE_EVENT: {
      if (model.state !== 'working') return at(model);
      const last = model.cards.filter((card) => card.status === 'pending').at(-1);
      return at({
        state: 'shown',
        cards: model.cards.map((card) =>
          card.status === 'pending' ? { ...card, status: 'done' } : card,
        ),
        lastSettled: last ? { id: last.id, kind: last.kind, status: 'done' } : model.lastSettled,
      });
    }
    case 'outcomes.cleared':
      return at({ state: 'idle', cards: [], lastSettled: null });
    default:
      throw new Error(`unexpected event ${event.type}`);
  }
}

testUnitReplays<Model>(outcomesPlan, outcomesAllPaths, {
  initial: at({ state: 'idle', cards: [], lastSettled: null }),
  step,
});
