import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { outcomesMachine } from './outcomes.machine';
import type { OutcomesContext, OutcomesEvent, ToolCall } from './outcomes.types';

/** The event XState sends when `working` has lasted `settleDelay`. */
export const SETTLE_EVENT = 'xstate.after.settleDelay.outcomes.working';

/** When the sample tool calls arrive (the call's clock). */
export const SAMPLE_AT = Date.UTC(2026, 10, 26, 23, 0);

/** The sample tool calls: Clara twice (a card replaces the other), Jonas, and bad ones. */
export const SAMPLE_CALLS = {
  clara: {
    id: 'call-a1',
    name: 'reserveAppointment',
    arguments: { date: '2026-12-03', time: '14:30', reason: 'Kontrolle' },
  },
  claraAgain: {
    id: 'call-a2',
    name: 'reserveAppointment',
    arguments: { date: '2026-12-04', time: '09:00', reason: 'Impfung' },
  },
  // OpenAI's shape: the arguments as a JSON string.
  jonas: {
    id: 'call-t1',
    name: 'createTicket',
    arguments: '{"subject":"Drucker druckt nicht","priority":"high"}',
  },
  // No time: the card says the demo action could not be shown.
  claraMalformed: {
    id: 'call-a3',
    name: 'reserveAppointment',
    arguments: { date: '2026-12-03', reason: 'Kontrolle' },
  },
  // A tool this site has no card for.
  unknown: { id: 'call-x1', name: 'transferCall', arguments: {} },
} as const satisfies Record<string, ToolCall>;

const requested = (call: ToolCall): OutcomesEvent => ({
  type: 'outcome.requested',
  call,
  at: SAMPLE_AT,
});

const events: EventObject[] = [
  ...Object.values(SAMPLE_CALLS).map(requested),
  { type: SETTLE_EVENT },
  { type: 'outcomes.cleared' },
];

/** States are told apart by what the list shows: the state, each card's id and status, the last said. */
export function serializeOutcomes(snapshot: AnyMachineSnapshot): string {
  const { cards, lastSettled } = snapshot.context as OutcomesContext;
  return JSON.stringify([snapshot.value, cards.map((card) => [card.id, card.status]), lastSettled]);
}

export const outcomesPlan: PathPlan = {
  name: 'outcomes',
  machine: outcomesMachine,
  events,
  serializeState: serializeOutcomes,
};

export const outcomesAllPaths = generatePaths(outcomesPlan);
/** Replayed in views and the browser: every state, transition and sample event at least once. */
export const outcomesPaths = coveringPaths(outcomesPlan, outcomesAllPaths);
