import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';
import { slotText, voiceOutcomes } from '@/content/de/voice-outcomes';
import { calendarFile } from '@/features/call/outcomes/ics';

const text = voiceOutcomes;

/** What a card shows: its title and lines (plain text), and a calendar entry where it has a slot. */
export interface OutcomeView {
  title: string;
  lines: string[];
  /** The .ics file's text (Clara's and Mia's done cards), or null. */
  calendar: string | null;
}

/** How long a reserved slot lasts in the calendar entry. */
const SLOT_MINUTES = 30;

/** A card in German: pending 'wird bearbeitet…', failed, or its result (always a demo). */
export function outcomeView(card: OutcomeCard): OutcomeView {
  const name = text.kindNames[card.kind];
  if (card.status === 'pending') return { title: name, lines: [text.pending], calendar: null };
  const details = card.details;
  if (card.status === 'failed' || !details) {
    return { title: name, lines: [text.failed, text.demoNote], calendar: null };
  }
  const title = text.titles[details.kind];
  switch (details.kind) {
    case 'appointment': {
      const what = text.appointment(slotText(details.slot.date, details.slot.time), details.reason);
      return { title, lines: [what, text.demoNote], calendar: calendar(card, title, what) };
    }
    case 'ticket':
      return {
        title,
        lines: [text.ticket(details.number, details.priority), details.subject, text.demoNote],
        calendar: null,
      };
    case 'viewing': {
      const what = text.viewing(details.property, slotText(details.slot.date, details.slot.time));
      return { title, lines: [what, text.demoNote], calendar: calendar(card, title, what) };
    }
    case 'claim':
      return {
        title,
        lines: [
          text.claim(details.number),
          details.damage,
          text.nextStep(details.nextStep),
          text.demoNote,
        ],
        calendar: null,
      };
  }
}

function calendar(card: OutcomeCard, title: string, what: string): string | null {
  const slot =
    card.details?.kind === 'appointment' || card.details?.kind === 'viewing'
      ? card.details.slot
      : null;
  if (!slot) return null;
  return calendarFile({
    uid: card.id,
    stamp: card.at,
    date: slot.date,
    time: slot.time,
    durationMinutes: SLOT_MINUTES,
    summary: text.icsSummary(title, what),
    description: text.demoNote,
  });
}

/** The live region's sentence when a card settles: its title and first line. */
export function outcomeAnnouncement(card: OutcomeCard): string {
  const view = outcomeView(card);
  return `${view.title}: ${view.lines[0] ?? ''}`;
}

/** The recap's line for a card: title and first line ('Termin reserviert (Demo): Do, …'). */
export const outcomeRecapLine = outcomeAnnouncement;
