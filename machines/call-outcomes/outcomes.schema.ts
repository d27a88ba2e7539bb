import * as v from 'valibot';
import type { OutcomeCard, OutcomeDetails, OutcomeKind, ToolCall } from './outcomes.types';

/*
 * The four tools' arguments (docs/assistant-tools.json), validated before anything is shown:
 * the model writes them, so they are outside data. Unusable arguments make a `failed` card
 * ('Die Demo-Aktion konnte nicht angezeigt werden.'), never a broken call.
 */

/** The tool names the provider's team configures, and the card each one makes. */
export const TOOL_KINDS = {
  reserveAppointment: 'appointment',
  createTicket: 'ticket',
  reserveViewing: 'viewing',
  reportClaim: 'claim',
} as const satisfies Record<string, OutcomeKind>;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** A real calendar date, `YYYY-MM-DD`. */
const date = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.check((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d));
    return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  }),
);
/** A time of day, `HH:MM` (24 h). */
const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

const schemas = {
  appointment: v.object({ date, time, reason: text(80) }),
  ticket: v.object({ subject: text(120), priority: v.picklist(['low', 'normal', 'high']) }),
  viewing: v.object({ date, time, property: text(120) }),
  claim: v.object({ damage: text(120), nextStep: text(200) }),
};

/** The tool's kind, or null for a tool this site shows no card for. */
export const kindOf = (name: string): OutcomeKind | null =>
  Object.hasOwn(TOOL_KINDS, name) ? TOOL_KINDS[name as keyof typeof TOOL_KINDS] : null;

/** A short reference number from the tool call's id (the demo books nothing anywhere). */
export function referenceOf(prefix: string, id: string): string {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `${prefix}-${String(hash % 100_000).padStart(5, '0')}`;
}

/** Arguments as an object: OpenAI-style JSON strings are parsed; anything else is unusable. */
function argumentsOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The card's details from the call's arguments, or null when they are missing or malformed. */
export function detailsOf(call: ToolCall): OutcomeDetails | null {
  const kind = kindOf(call.name);
  if (!kind) return null;
  const args = argumentsOf(call.arguments);
  switch (kind) {
    case 'appointment': {
      const r = v.safeParse(schemas.appointment, args);
      return r.success
        ? { kind, slot: { date: r.output.date, time: r.output.time }, reason: r.output.reason }
        : null;
    }
    case 'ticket': {
      const r = v.safeParse(schemas.ticket, args);
      return r.success ? { kind, number: referenceOf('HX', call.id), ...r.output } : null;
    }
    case 'viewing': {
      const r = v.safeParse(schemas.viewing, args);
      return r.success
        ? { kind, slot: { date: r.output.date, time: r.output.time }, property: r.output.property }
        : null;
    }
    case 'claim': {
      const r = v.safeParse(schemas.claim, args);
      return r.success ? { kind, number: referenceOf('SM', call.id), ...r.output } : null;
    }
  }
}

/** The card a tool call makes (pending, or failed at once), or null for an unknown tool. */
export function cardOf(call: ToolCall, at: number): OutcomeCard | null {
  const kind = kindOf(call.name);
  if (!kind) return null;
  const details = detailsOf(call);
  return { id: call.id, kind, status: details ? 'pending' : 'failed', details, at };
}
