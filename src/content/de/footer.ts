import { BRAND } from './brand';

/** The footer (an island: its code loads after a client navigation, not on a page load). */
export const footer = {
  contactLabel: 'Kontakt',
  legalLabel: 'Rechtliches',
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  badge: 'Hosting in der Schweiz – DSGVO-konform',
  copyright: `© 2024 ${BRAND}. Alle Rechte vorbehalten.`,
  setup: 'Rufumleitung einrichten',
  about: 'KI-Sprachassistenten und Chatbots für Praxen, Studios, Agenturen und KMU.',
} as const;
