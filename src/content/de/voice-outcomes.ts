/**
 * Outcome cards: what an agent did during a call, from its tool calls. Every card
 * says it is a demo. The preview driver's script (typed lines that make a card) is here too.
 */

import { MONTHS } from './calendar';

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;

/** 'Di, 2. Dezember, 14:30' for a Zurich date `YYYY-MM-DD` and time `HH:MM`. */
export function slotText(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return `${weekday}, ${d}. ${MONTHS[m - 1]!}, ${time}`;
}

const PRIORITIES = { low: 'niedrig', normal: 'normal', high: 'hoch' } as const;

export const voiceOutcomes = {
  /** The cards' list, beside the transcript. */
  listLabel: 'Ergebnisse des Gesprächs',
  titles: {
    appointment: 'Termin reserviert (Demo)',
    ticket: 'Ticket erstellt (Demo)',
    viewing: 'Besichtigung reserviert (Demo)',
    claim: 'Schadenmeldung erfasst (Demo)',
  },
  /** A card's title while it is being worked on, or when its arguments were unusable. */
  kindNames: {
    appointment: 'Termin',
    ticket: 'Ticket',
    viewing: 'Besichtigung',
    claim: 'Schadenmeldung',
  },
  pending: 'wird bearbeitet…',
  failed: 'Die Demo-Aktion konnte nicht angezeigt werden.',
  demoNote: 'Demo – es wurde nichts gebucht.',
  /** 'Di, 2. Dezember, 14:30 · Kontrolle' */
  appointment: (slot: string, reason: string) => `${slot} · ${reason}`,
  ticket: (number: string, priority: keyof typeof PRIORITIES) =>
    `${number} · Priorität: ${PRIORITIES[priority]}`,
  viewing: (property: string, slot: string) => `${property} · ${slot}`,
  claim: (number: string) => number,
  nextStep: (step: string) => `Nächster Schritt: ${step}`,
  ics: 'Als Kalendereintrag (.ics)',
  icsFileName: 'termin.ics',
  /** The calendar entry's title and note. */
  icsSummary: (title: string, what: string) => `${title}: ${what}`,
  /** The recap's list of what the call did. */
  recapHeading: 'Ergebnisse',
  /**
   * The preview driver's script: a typed line with one of an agent's keywords makes that
   * agent's tool call (lower case; 'ß' read as 'ss'). Slots are picked from the clock.
   */
  preview: {
    clara: {
      keywords: ['termin', 'kontrolle'],
      /** Rescheduling has its own answer and books nothing. */
      not: ['verschieb', 'absag', 'stornier', 'umbuch'],
      reason: (line: string) => (line.includes('kontrolle') ? 'Kontrolle' : 'Sprechstunde'),
    },
    jonas: {
      keywords: ['drucker', 'druckt', 'ticket', 'störung'],
      subject: (line: string) => (line.includes('druck') ? 'Drucker druckt nicht' : 'Störung'),
    },
    mia: {
      keywords: ['besichtig', 'anschauen', 'ansehen'],
      property: 'Wohnung an der Seestrasse',
    },
    luca: {
      keywords: ['schaden', 'unfall', 'einbruch', 'gestohlen'],
      damage: (line: string) => (line.includes('wasser') ? 'Wasserschaden' : 'Schadenfall'),
      nextStep: 'Eine Schadenexpertin meldet sich innerhalb von 24 Stunden bei Ihnen.',
    },
  },
} as const;
