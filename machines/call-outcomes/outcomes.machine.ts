import { assign, setup, type ActorRefFrom } from 'xstate';
import { cardOf } from './outcomes.schema';
import type { OutcomeCard, OutcomesContext, OutcomesEvent } from './outcomes.types';

/**
 * How long a card says 'wird bearbeitet…' before it shows its result. Vapi delivers a
 * client-side tool's call and no result (docs/decisions/0029): the demo action is the client's,
 * and this pause shows it being done, like a booking system answering.
 */
export const OUTCOME_SETTLE_MS = 1_200;

const cardOfEvent = (event: OutcomesEvent): OutcomeCard | null =>
  event.type === 'outcome.requested' ? cardOf(event.call, event.at) : null;

/** Adds a card; one of the same kind replaces the old one (in its place). */
function withCard(cards: OutcomeCard[], card: OutcomeCard): OutcomeCard[] {
  const index = cards.findIndex((known) => known.kind === card.kind);
  return index < 0 ? [...cards, card] : cards.with(index, card);
}

/**
 * The outcome cards of one surface's calls, a child of the call machine (`outcomes`):
 * `idle` without a card; a tool call with usable arguments makes a pending card (`working`,
 * 'wird bearbeitet…') that is done after `settleDelay` (`shown`); unusable arguments make a
 * failed card at once. Two cards of the same kind replace each other; a tool without a card is
 * ignored. The cards stay after the call (the recap lists them) until the next call clears them.
 */
export const outcomesMachine = setup({
  types: { context: {} as OutcomesContext, events: {} as OutcomesEvent },
  delays: { settleDelay: OUTCOME_SETTLE_MS },
  guards: {
    // A known tool whose arguments are missing or malformed (an unknown tool makes no card).
    isUnusable: ({ event }) => cardOfEvent(event)?.status === 'failed',
    isUsable: ({ event }) => cardOfEvent(event)?.status === 'pending',
  },
  actions: {
    addCard: assign(({ context, event }) => {
      const card = cardOfEvent(event);
      if (!card) return {};
      return {
        cards: withCard(context.cards, card),
        lastSettled:
          card.status === 'failed'
            ? { id: card.id, kind: card.kind, status: 'failed' as const }
            : context.lastSettled,
      };
    }),
    settleCards: assign(({ context }) => {
      const pending = context.cards.filter((card) => card.status === 'pending');
      const last = pending.at(-1);
      return {
        cards: context.cards.map((card) =>
          card.status === 'pending' ? { ...card, status: 'done' as const } : card,
        ),
        lastSettled: last
          ? { id: last.id, kind: last.kind, status: 'done' as const }
          : context.lastSettled,
      };
    }),
    clearCards: assign({ cards: [], lastSettled: null }),
  },
}).createMachine({
  id: 'outcomes',
  context: { cards: [], lastSettled: null },
  initial: 'idle',
  on: {
    // A usable call (re)starts the pause: every pending card is done together at its end.
    'outcome.requested': {
      guard: 'isUsable',
      target: '.working',
      reenter: true,
      actions: 'addCard',
    },
    'outcomes.cleared': { target: '.idle', actions: 'clearCards' },
  },
  states: {
    idle: {
      on: { 'outcome.requested': { guard: 'isUnusable', target: 'shown', actions: 'addCard' } },
    },
    working: {
      tags: ['busy'],
      after: { settleDelay: { target: 'shown', actions: 'settleCards' } },
      // A failed card leaves the other pending cards pending: the pause goes on.
      on: { 'outcome.requested': { guard: 'isUnusable', actions: 'addCard' } },
    },
    shown: {
      on: { 'outcome.requested': { guard: 'isUnusable', actions: 'addCard' } },
    },
  },
});

export type OutcomesMachine = typeof outcomesMachine;
/** A running outcomes actor (the call machine's `outcomes` child). */
export type OutcomesActorRef = ActorRefFrom<OutcomesMachine>;
