import type { AgentRole } from './agents';
import { BRAND } from './brand';

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
