import { BRAND } from './brand';

/** The agent keys of the voice demos: `helvox` is the widget's and `/full`'s assistant. */
export type VoiceAgentKey = 'helvox' | 'clara' | 'jonas' | 'mia' | 'luca';

/**
 * An agent's role as German grammar needs it: the badge as shown (nominative), and, for
 * "Testen Sie Clara, unseren Terminbuchungs-Assistenten", the badge in the accusative with its
 * possessive: "unseren …-Assistenten" (a weak masculine noun takes "-en"), "unsere …-Agentin".
 */
export interface AgentRole {
  name: string;
  badge: string;
  accusative: string;
}

/** Each agent's name and role badge (spec section 2's table); the rest of its copy is in `voice`. */
export const agentRoles = {
  helvox: {
    name: `${BRAND} Assistent`,
    badge: 'KI-Sprachassistent',
    accusative: 'unseren KI-Sprachassistenten',
  },
  clara: {
    name: 'Clara',
    badge: 'Terminbuchungs-Assistent',
    accusative: 'unseren Terminbuchungs-Assistenten',
  },
  jonas: {
    name: 'Jonas',
    badge: 'IT-Support-Assistent',
    accusative: 'unseren IT-Support-Assistenten',
  },
  mia: { name: 'Mia', badge: 'Immobilien-Agentin', accusative: 'unsere Immobilien-Agentin' },
  luca: {
    name: 'Luca',
    badge: 'Versicherungs-Assistent',
    accusative: 'unseren Versicherungs-Assistenten',
  },
} as const satisfies Record<VoiceAgentKey, AgentRole>;

/**
 * Titles and descriptions of the voice pages. Kept apart from the rest of the voice copy: route
 * `head()`s are in the initial JavaScript, the views' texts load with the views.
 */
export const voiceMeta = {
  agentsTitle: `KI-Assistenten live testen | ${BRAND}`,
  agentsDescription:
    'Sprechen Sie direkt im Browser mit unseren Demo-Agenten für Arztpraxen, IT-Support, Immobilien und Versicherungen.',
  agentTitle: (agent: string, badge: string) => `${agent} – ${badge} | ${BRAND}`,
  agentDescription: (role: AgentRole) =>
    `Testen Sie ${role.name}, ${role.accusative}, live im Browser: einfach Anruf starten und lossprechen.`,
  fullTitle: `Sprach-Assistent | ${BRAND}`,
  fullDescription: `Sprechen Sie jetzt mit dem KI-Sprachassistenten von ${BRAND}.`,
} as const;

/** The floating widget's button: a voice text in the initial JavaScript. */
export const voiceWidgetOpen = 'Sprach-Assistent öffnen';

/** The widget dialog's title, in the initial JavaScript: the dialog opens before its code came. */
export const voiceWidgetTitle = 'Sprach-Assistent';
