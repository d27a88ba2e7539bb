import type { Page } from '@playwright/test';

/** The four demo agents of /agents, in the order of the spec's table (spec section 2). */
export const demoAgents = [
  {
    route: '/clara-agent',
    name: 'Clara',
    badge: 'Terminbuchungs-Assistent',
    image: '/images/agents/clara.svg',
    description:
      'Clara nimmt Anrufe für Arztpraxen entgegen: Sie bucht, verschiebt und storniert Termine und beantwortet Fragen zu Öffnungszeiten und Leistungen.',
  },
  {
    route: '/jonas-agent',
    name: 'Jonas',
    badge: 'IT-Support-Assistent',
    image: '/images/agents/jonas.svg',
    description:
      'Jonas ist die erste Anlaufstelle im IT-Support: Er nimmt Störungen auf, führt durch erste Lösungsschritte und leitet dringende Fälle an Ihr Technik-Team weiter.',
  },
  {
    route: '/mia-agent',
    name: 'Mia',
    badge: 'Immobilien-Agentin',
    image: '/images/agents/mia.svg',
    description:
      'Mia übernimmt den Erstkontakt mit Interessenten: Sie fragt Wünsche und Budget ab, stellt passende Objekte vor und vereinbart Besichtigungen.',
  },
  {
    route: '/luca-agent',
    name: 'Luca',
    badge: 'Versicherungs-Assistent',
    image: '/images/agents/luca.svg',
    description:
      'Luca berät zu Versicherungsprodukten, klärt den Bedarf ab und bucht Beratungstermine mit Ihren Fachleuten.',
  },
] as const;

/** The 'Jetzt testen' button on an agent's card of /agents. */
export const tryAgent = (page: Page, name: string) =>
  page.getByRole('article').filter({ hasText: name }).getByRole('button', { name: 'Jetzt testen' });
