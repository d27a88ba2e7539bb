/**
 * Outcome cards: what an agent did during a call, from its tool calls. Plain data, no
 * German: views word each kind and status (`src/content/de/voice-outcomes.ts`).
 */

/** A tool call as the driver reports it (Vapi's `tool-calls` message, one per `toolCallList` item). */
export interface ToolCall {
  /** The provider's tool call id (unique per call). */
  id: string;
  /** The function's name (`reserveAppointment`, `createTicket`, `reserveViewing`, `reportClaim`). */
  name: string;
  /** The model's arguments: an object, or a JSON string (OpenAI's shape); validated here. */
  arguments: unknown;
}

/** The four agents' tasks: Clara books, Jonas opens tickets, Mia books viewings, Luca files claims. */
export type OutcomeKind = 'appointment' | 'ticket' | 'viewing' | 'claim';

/** A slot in Zurich wall-clock time: `YYYY-MM-DD` and `HH:MM` (Europe/Zurich). */
export interface Slot {
  date: string;
  time: string;
}

export type OutcomeDetails =
  | { kind: 'appointment'; slot: Slot; reason: string }
  | { kind: 'ticket'; number: string; priority: 'low' | 'normal' | 'high'; subject: string }
  | { kind: 'viewing'; slot: Slot; property: string }
  | { kind: 'claim'; number: string; damage: string; nextStep: string };

/** `pending`: 'wird bearbeitet…'; `done`: the result; `failed`: the arguments were unusable. */
export type OutcomeStatus = 'pending' | 'done' | 'failed';

export interface OutcomeCard {
  /** The tool call's id. */
  id: string;
  kind: OutcomeKind;
  status: OutcomeStatus;
  /** The validated arguments; null when they were missing or malformed (`failed`). */
  details: OutcomeDetails | null;
  /** When the tool call arrived (the call's clock, ms since the epoch): the .ics's DTSTAMP. */
  at: number;
}

export interface OutcomesContext {
  /** At most one card per kind, in the order they first appeared. */
  cards: OutcomeCard[];
  /** The card that settled last (done or failed): the live region says it once. */
  lastSettled: { id: string; kind: OutcomeKind; status: 'done' | 'failed' } | null;
}

export type OutcomesEvent =
  /** The assistant called a tool (forwarded by the call machine while connected). */
  | { type: 'outcome.requested'; call: ToolCall; at: number }
  /** A new call begins: the last call's cards go. */
  | { type: 'outcomes.cleared' };
