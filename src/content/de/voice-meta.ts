import { BRAND } from './brand';

/** The agent keys of the voice demos: `helvox` is the widget's and `/full`'s assistant. */
export type VoiceAgentKey = 'helvox' | 'clara' | 'jonas' | 'mia' | 'luca';

/** Each agent's name and role badge (spec section 2's table); the rest of its copy is in `voice`. */
export const agentRoles = {
  helvox: { name: `${BRAND} Assistent`, badge: 'KI-Sprachassistent' },
  clara: { name: 'Clara', badge: 'Terminbuchungs-Assistent' },
  jonas: { name: 'Jonas', badge: 'IT-Support-Assistent' },
  mia: { name: 'Mia', badge: 'Immobilien-Agentin' },
  luca: { name: 'Luca', badge: 'Versicherungs-Assistent' },
} as const satisfies Record<VoiceAgentKey, { name: string; badge: string }>;

/**
 * Titles and descriptions of the voice pages. Kept apart from the rest of the voice copy: route
 * `head()`s are in the initial JavaScript, the views' texts load with the views.
 */
export const voiceMeta = {
  agentsTitle: `KI-Assistenten live testen | ${BRAND}`,
  agentsDescription:
    'Sprechen Sie direkt im Browser mit unseren Demo-Agenten für Arztpraxen, IT-Support, Immobilien und Versicherungen.',
  agentTitle: (agent: string, badge: string) => `${agent} – ${badge} | ${BRAND}`,
  agentDescription: (agent: string, badge: string) =>
    `Testen Sie ${agent}, unseren ${badge}, live im Browser: einfach Anruf starten und lossprechen.`,
  fullTitle: `Sprach-Assistent | ${BRAND}`,
  fullDescription: `Sprechen Sie jetzt mit dem KI-Sprachassistenten von ${BRAND}.`,
} as const;

/** The floating widget's button: a voice text in the initial JavaScript. */
export const voiceWidgetOpen = 'Sprach-Assistent öffnen';

/** The widget dialog's title, in the initial JavaScript: the dialog opens before its code came. */
export const voiceWidgetTitle = 'Sprach-Assistent';
