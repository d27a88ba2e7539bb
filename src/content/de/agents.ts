import { BRAND } from './brand.ts';

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

/**
 * One answer of the preview driver to a typed line: its keywords (lower case; a line contains
 * one, with 'ß' read as 'ss') and the agent's answer. The preview labels it 'Vorschau-Antwort:'.
 */
export interface PreviewReply {
  keywords: readonly string[];
  answer: string;
}

/** The name of an assistant-id variable: `VITE_VAPI_ASSISTANT_ID`, `VITE_VAPI_ASSISTANT_ID_<X>`. */
export type AssistantEnvPattern = `VITE_VAPI_ASSISTANT_ID${'' | `_${string}`}`;

/** One row of the agent table. */
export interface AgentEntry extends AgentRole {
  /** The variable holding the agent's Vapi assistant id (the env schema reads the table). */
  assistantEnv: AssistantEnvPattern;
  /**
   * Its page, at `/<slug>-agent`. A demo agent is on `/agents`: linked from the overview,
   * prerendered, indexed (canonical URL) and in the sitemap; otherwise (the site assistant) the
   * page is served the SPA shell and not indexed. `hideInfoWhileConnected`: on small screens the
   * info cards give way to the call while connected.
   */
  page: { slug: string; demo: boolean; hideInfoWhileConnected?: boolean };
  /** Accent colour. */
  colour: string;
  /** The espeak-ng voice of its recorded preview greeting (`src/build/generate-greetings.ts`). */
  espeakVoice: string;
  /** The overview card's text. */
  description: string;
  /** The "about" card of the agent page. */
  about: string;
  /** Things to say, for the agent page. */
  examples: readonly string[];
  helps: readonly string[];
  /** The preview's greeting (recorded to `public/audio/greeting-<key>.mp3`). */
  greeting: string;
  /** The preview's answers to typed lines: the first entry with a keyword in the line. */
  replies: readonly PreviewReply[];
}

/**
 * The agent table: every voice agent, once (spec section 2's table; the demo agents in its
 * order, the overview's). Its key, names and grammar, role, assistant-id variable, page, greeting,
 * examples and preview script; everything else derives from it: the key type, the env schema's
 * names, the config's ids, the agent pages and their route, heads, prerender list and sitemap,
 * the overview's cards, the greetings. Adding an agent is one entry here, its portrait
 * (`public/images/agents/<key>.svg`) and its greeting (`npx tsx src/build/generate-greetings.ts`).
 *
 * Heavy on purpose (all of its German copy): only the agent routes' loaders, the voice chunks
 * and the build import it, never the first bundle of `/` (e2e/budgets.spec.ts).
 */
export const agents = {
  clara: {
    name: 'Clara',
    badge: 'Terminbuchungs-Assistent',
    accusative: 'unseren Terminbuchungs-Assistenten',
    assistantEnv: 'VITE_VAPI_ASSISTANT_ID_CLARA',
    page: { slug: 'clara', demo: true, hideInfoWhileConnected: true },
    colour: '#0d9488',
    espeakVoice: 'de+f3',
    description:
      'Clara nimmt Anrufe für Arztpraxen entgegen: Sie bucht, verschiebt und storniert Termine und beantwortet Fragen zu Öffnungszeiten und Leistungen.',
    about:
      'Clara ist für Arzt- und Therapiepraxen gemacht. Sie meldet sich freundlich mit dem Namen der Praxis, prüft freie Termine im Kalender und bestätigt jede Buchung – auch abends und am Wochenende, wenn das Praxisteam nicht erreichbar ist.',
    examples: [
      'Ich hätte gerne nächste Woche einen Termin zur Kontrolle.',
      'Kann ich meinen Termin am Donnerstag auf Freitag verschieben?',
      'Haben Sie am Samstag geöffnet?',
    ],
    helps: [
      'Bucht Termine direkt im Praxiskalender – rund um die Uhr',
      'Verschiebt oder storniert bestehende Termine',
      'Beantwortet Fragen zu Öffnungszeiten, Anfahrt und Leistungen',
    ],
    greeting:
      'Guten Tag, hier ist Clara von der Praxis. Möchten Sie einen Termin vereinbaren, verschieben oder absagen?',
    replies: [
      {
        keywords: ['verschieb', 'absag', 'stornier', 'umbuch'],
        answer:
          'Gerne verschiebe ich Ihren Termin. Am Freitag ist um 10:30 Uhr noch etwas frei – soll ich Ihren Termin vom Donnerstag dorthin legen?',
      },
      {
        keywords: ['geöffnet', 'öffnungszeit', 'samstag', 'sonntag', 'wochenende'],
        answer:
          'Am Samstag ist die Praxis geschlossen. Von Montag bis Freitag sind wir von 8 bis 12 Uhr und von 14 bis 18 Uhr für Sie da.',
      },
      {
        keywords: ['termin', 'kontrolle', 'untersuchung', 'zeit'],
        answer:
          'Gerne. Nächste Woche hätte ich am Dienstag um 9:00 Uhr oder am Donnerstag um 14:30 Uhr einen Termin frei. Welcher passt Ihnen besser?',
      },
    ],
  },
  jonas: {
    name: 'Jonas',
    badge: 'IT-Support-Assistent',
    accusative: 'unseren IT-Support-Assistenten',
    assistantEnv: 'VITE_VAPI_ASSISTANT_ID_JONAS',
    page: { slug: 'jonas', demo: true },
    colour: '#2563eb',
    espeakVoice: 'de+m1',
    description:
      'Jonas ist die erste Anlaufstelle im IT-Support: Er nimmt Störungen auf, führt durch erste Lösungsschritte und leitet dringende Fälle an Ihr Technik-Team weiter.',
    about:
      'Jonas nimmt Anrufe im IT-Support entgegen. Er fragt gezielt nach Gerät, Fehlermeldung und Dringlichkeit, hilft bei Standardproblemen wie Passwort oder Drucker sofort weiter und übergibt alles Weitere als sauber dokumentiertes Ticket.',
    examples: [
      'Mein Laptop verbindet sich nicht mehr mit dem WLAN.',
      'Ich habe mein Passwort vergessen.',
      'Der Drucker im Büro druckt nicht mehr.',
    ],
    helps: [
      'Nimmt Störungsmeldungen strukturiert auf',
      'Führt Schritt für Schritt durch häufige Lösungen',
      'Eröffnet Tickets und leitet dringende Fälle weiter',
    ],
    greeting:
      'Hallo, hier ist Jonas vom IT-Support. Beschreiben Sie mir kurz Ihr Problem, dann finden wir gemeinsam eine Lösung.',
    replies: [
      {
        keywords: ['wlan', 'wifi', 'wi-fi', 'internet', 'netzwerk'],
        answer:
          'Schalten Sie bitte das WLAN am Laptop einmal aus und wieder ein und starten Sie ihn neu. Klappt es dann noch nicht, eröffne ich ein Ticket für Ihr Technik-Team.',
      },
      {
        keywords: ['passwort', 'kennwort', 'anmelden', 'login'],
        answer:
          'Kein Problem: Ich sende Ihnen einen Link zum Zurücksetzen an Ihre hinterlegte E-Mail-Adresse. Damit vergeben Sie ein neues Passwort.',
      },
      {
        keywords: ['drucker', 'druckt', 'drucken'],
        answer:
          'Prüfen Sie bitte, ob der Drucker eingeschaltet ist und Papier hat. Zeigt er eine Fehlermeldung? Dann nehme ich die Störung auf und leite sie an die Technik weiter.',
      },
    ],
  },
  mia: {
    name: 'Mia',
    badge: 'Immobilien-Agentin',
    accusative: 'unsere Immobilien-Agentin',
    assistantEnv: 'VITE_VAPI_ASSISTANT_ID_MIA',
    page: { slug: 'mia', demo: true },
    colour: '#db2777',
    espeakVoice: 'de+f4',
    description:
      'Mia übernimmt den Erstkontakt mit Interessenten: Sie fragt Wünsche und Budget ab, stellt passende Objekte vor und vereinbart Besichtigungen.',
    about:
      'Mia betreut Anfragen für Maklerbüros und Verwaltungen. Sie klärt Wunschort, Zimmerzahl und Budget, stellt passende Objekte mit den wichtigsten Eckdaten vor und schlägt freie Besichtigungstermine vor.',
    examples: [
      'Ich suche eine 3-Zimmer-Wohnung in Zürich bis 2800 Franken.',
      'Ist die Wohnung an der Seestrasse noch frei?',
      'Kann ich das Haus diese Woche besichtigen?',
    ],
    helps: [
      'Qualifiziert Interessenten nach Wunschlage, Größe und Budget',
      'Stellt passende Objekte mit den wichtigsten Eckdaten vor',
      'Vereinbart Besichtigungstermine',
    ],
    greeting:
      'Guten Tag, ich bin Mia. Suchen Sie eine Wohnung oder ein Haus? Erzählen Sie mir, was Ihnen wichtig ist.',
    replies: [
      {
        keywords: ['seestrasse', 'noch frei', 'verfügbar', 'vergeben'],
        answer:
          'Ja, die Wohnung an der Seestrasse ist noch frei: 3½ Zimmer, 92 m², Balkon, 2650 Franken im Monat inklusive Nebenkosten. Möchten Sie sie besichtigen?',
      },
      {
        keywords: ['besichtig', 'anschauen', 'ansehen'],
        answer:
          'Gerne. Diese Woche kann ich Ihnen Mittwoch um 17:30 Uhr oder Samstag um 10:00 Uhr für eine Besichtigung anbieten. Was passt Ihnen?',
      },
      {
        keywords: ['suche', 'zimmer', 'wohnung', 'franken', 'budget'],
        answer:
          'Gerne. In Zürich habe ich zwei passende 3-Zimmer-Wohnungen unter 2800 Franken, in Wipkingen und in Oerlikon. Soll ich Ihnen die Eckdaten nennen?',
      },
    ],
  },
  luca: {
    name: 'Luca',
    badge: 'Versicherungs-Assistent',
    accusative: 'unseren Versicherungs-Assistenten',
    assistantEnv: 'VITE_VAPI_ASSISTANT_ID_LUCA',
    page: { slug: 'luca', demo: true },
    colour: '#7c3aed',
    espeakVoice: 'de+m7',
    description:
      'Luca berät zu Versicherungsprodukten, klärt den Bedarf ab und bucht Beratungstermine mit Ihren Fachleuten.',
    about:
      'Luca berät für Versicherungsagenturen. Er erklärt Produkte wie Hausrat-, Haftpflicht- oder Krankenzusatzversicherung in einfachen Worten, klärt den Bedarf ab und bucht einen Beratungstermin mit der zuständigen Fachperson.',
    examples: [
      'Brauche ich eine Hausratversicherung?',
      'Was deckt eine Privathaftpflicht ab?',
      'Ich möchte einen Beratungstermin für eine Zusatzversicherung.',
    ],
    helps: [
      'Erklärt Versicherungsprodukte verständlich',
      'Klärt den persönlichen Bedarf mit gezielten Fragen ab',
      'Bucht Beratungstermine mit Ihren Fachleuten',
    ],
    greeting:
      'Grüezi, hier ist Luca. Ich helfe Ihnen gerne bei Fragen zu Ihrer Versicherung und buche einen Beratungstermin für Sie.',
    replies: [
      {
        keywords: ['hausrat'],
        answer:
          'Eine Hausratversicherung ersetzt Ihre Einrichtung bei Feuer, Wasser oder Einbruch. Wenn Sie Möbel, Kleider und Geräte nicht selbst ersetzen könnten, lohnt sie sich.',
      },
      {
        keywords: ['haftpflicht'],
        answer:
          'Die Privathaftpflicht zahlt, wenn Sie anderen aus Versehen einen Schaden zufügen, etwa ein fremdes Handy fallen lassen – Sach- und Personenschäden.',
      },
      {
        keywords: ['beratung', 'termin', 'zusatzversicherung'],
        answer:
          'Gerne buche ich Ihnen einen Beratungstermin zur Zusatzversicherung. Passt Ihnen Dienstag um 10:00 Uhr oder Donnerstag um 16:00 Uhr?',
      },
    ],
  },
  // The site's own assistant: the floating widget's and `/full`'s; its page, `/vapi-agent`,
  // is not a demo (served the SPA shell, not indexed).
  helvox: {
    name: `${BRAND} Assistent`,
    badge: 'KI-Sprachassistent',
    accusative: 'unseren KI-Sprachassistenten',
    assistantEnv: 'VITE_VAPI_ASSISTANT_ID',
    page: { slug: 'vapi', demo: false },
    colour: '#dc2626',
    espeakVoice: 'de+m3',
    description:
      'Unser eigener Assistent beantwortet Fragen zu Angebot, Einrichtung und Preisen und vereinbart auf Wunsch eine kostenlose Beratung.',
    about: `Der ${BRAND} Assistent ist die Stimme unserer Website. Er kennt unser Angebot, erklärt verständlich, wie ein KI-Sprachassistent in einem KMU arbeitet, und nimmt Ihr Anliegen für eine Beratung auf.`,
    examples: [
      'Was kostet ein KI-Sprachassistent für meine Praxis?',
      'Welche Sprachen versteht der Assistent?',
      'Wie schnell ist ein Assistent eingerichtet?',
    ],
    helps: [
      'Erklärt, was ein KI-Sprachassistent für Ihr Unternehmen leisten kann',
      'Beantwortet Fragen zu Einrichtung, Sprachen und Datenschutz',
      'Vereinbart eine kostenlose Beratung',
    ],
    greeting: `Grüezi und willkommen bei ${BRAND}! Ich bin Ihr KI-Sprachassistent. Wie kann ich Ihnen heute helfen?`,
    replies: [
      {
        keywords: ['kost', 'preis', 'teuer', 'franken'],
        answer:
          'Der Preis hängt davon ab, was Ihr Assistent können soll und welche Systeme er anbindet. In einer kostenlosen Beratung erstellen wir Ihnen ein Angebot für Ihr Unternehmen.',
      },
      {
        keywords: ['sprache', 'englisch', 'französisch'],
        answer:
          'Unsere Assistenten sprechen Deutsch (Hochdeutsch), Englisch und Französisch. Weitere Sprachen sind auf Anfrage möglich.',
      },
      {
        keywords: ['eingerichtet', 'einricht', 'schnell', 'dauer', 'lange'],
        answer:
          'Ein einfacher Sprachassistent ist in 2–3 Werktagen einsatzbereit, mit Kalender, CRM oder internen Prozessen in 7–14 Werktagen.',
      },
    ],
  },
} as const satisfies Record<string, AgentEntry>;

/** An agent's key (`helvox` is the widget's and `/full`'s assistant). */
export type AgentKey = keyof typeof agents;

/** The name of an agent's assistant-id variable. */
export type AssistantEnvName = (typeof agents)[AgentKey]['assistantEnv'];
