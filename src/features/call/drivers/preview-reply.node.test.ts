import { describe, expect, it } from 'vitest';
import { voiceAgents, type AgentKey } from '../agents';
import { previewReply } from './preview-reply';

/*
 * The preview answers each agent's example questions (the ones its page suggests)
 * with a fitting line of that agent's script, and says plainly when it has none. Questions and
 * answers are written out here; only the completeness check reads the agents' examples.
 */

const EXPECTED: Record<AgentKey, ReadonlyArray<readonly [question: string, answer: string]>> = {
  clara: [
    [
      'Ich hätte gerne nächste Woche einen Termin zur Kontrolle.',
      'Vorschau-Antwort: Gerne. Nächste Woche hätte ich am Dienstag um 9:00 Uhr oder am Donnerstag um 14:30 Uhr einen Termin frei. Welcher passt Ihnen besser?',
    ],
    [
      'Kann ich meinen Termin am Donnerstag auf Freitag verschieben?',
      'Vorschau-Antwort: Gerne verschiebe ich Ihren Termin. Am Freitag ist um 10:30 Uhr noch etwas frei – soll ich Ihren Termin vom Donnerstag dorthin legen?',
    ],
    [
      'Haben Sie am Samstag geöffnet?',
      'Vorschau-Antwort: Am Samstag ist die Praxis geschlossen. Von Montag bis Freitag sind wir von 8 bis 12 Uhr und von 14 bis 18 Uhr für Sie da.',
    ],
  ],
  jonas: [
    [
      'Mein Laptop verbindet sich nicht mehr mit dem WLAN.',
      'Vorschau-Antwort: Schalten Sie bitte das WLAN am Laptop einmal aus und wieder ein und starten Sie ihn neu. Klappt es dann noch nicht, eröffne ich ein Ticket für Ihr Technik-Team.',
    ],
    [
      'Ich habe mein Passwort vergessen.',
      'Vorschau-Antwort: Kein Problem: Ich sende Ihnen einen Link zum Zurücksetzen an Ihre hinterlegte E-Mail-Adresse. Damit vergeben Sie ein neues Passwort.',
    ],
    [
      'Der Drucker im Büro druckt nicht mehr.',
      'Vorschau-Antwort: Prüfen Sie bitte, ob der Drucker eingeschaltet ist und Papier hat. Zeigt er eine Fehlermeldung? Dann nehme ich die Störung auf und leite sie an die Technik weiter.',
    ],
  ],
  mia: [
    [
      'Ich suche eine 3-Zimmer-Wohnung in Zürich bis 2800 Franken.',
      'Vorschau-Antwort: Gerne. In Zürich habe ich zwei passende 3-Zimmer-Wohnungen unter 2800 Franken, in Wipkingen und in Oerlikon. Soll ich Ihnen die Eckdaten nennen?',
    ],
    [
      'Ist die Wohnung an der Seestrasse noch frei?',
      'Vorschau-Antwort: Ja, die Wohnung an der Seestrasse ist noch frei: 3½ Zimmer, 92 m², Balkon, 2650 Franken im Monat inklusive Nebenkosten. Möchten Sie sie besichtigen?',
    ],
    [
      'Kann ich das Haus diese Woche besichtigen?',
      'Vorschau-Antwort: Gerne. Diese Woche kann ich Ihnen Mittwoch um 17:30 Uhr oder Samstag um 10:00 Uhr für eine Besichtigung anbieten. Was passt Ihnen?',
    ],
  ],
  luca: [
    [
      'Brauche ich eine Hausratversicherung?',
      'Vorschau-Antwort: Eine Hausratversicherung ersetzt Ihre Einrichtung bei Feuer, Wasser oder Einbruch. Wenn Sie Möbel, Kleider und Geräte nicht selbst ersetzen könnten, lohnt sie sich.',
    ],
    [
      'Was deckt eine Privathaftpflicht ab?',
      'Vorschau-Antwort: Die Privathaftpflicht zahlt, wenn Sie anderen aus Versehen einen Schaden zufügen, etwa ein fremdes Handy fallen lassen – Sach- und Personenschäden.',
    ],
    [
      'Ich möchte einen Beratungstermin für eine Zusatzversicherung.',
      'Vorschau-Antwort: Gerne buche ich Ihnen einen Beratungstermin zur Zusatzversicherung. Passt Ihnen Dienstag um 10:00 Uhr oder Donnerstag um 16:00 Uhr?',
    ],
  ],
  // The widget's and /full's assistant (spec 9's FAQ facts).
  helvox: [
    [
      'Was kostet ein KI-Sprachassistent für meine Praxis?',
      'Vorschau-Antwort: Der Preis hängt davon ab, was Ihr Assistent können soll und welche Systeme er anbindet. In einer kostenlosen Beratung erstellen wir Ihnen ein Angebot für Ihr Unternehmen.',
    ],
    [
      'Welche Sprachen versteht der Assistent?',
      'Vorschau-Antwort: Unsere Assistenten sprechen Deutsch (Hochdeutsch), Englisch und Französisch. Weitere Sprachen sind auf Anfrage möglich.',
    ],
    [
      'Wie schnell ist ein Assistent eingerichtet?',
      'Vorschau-Antwort: Ein einfacher Sprachassistent ist in 2–3 Werktagen einsatzbereit, mit Kalender, CRM oder internen Prozessen in 7–14 Werktagen.',
    ],
  ],
};

const NO_ANSWER =
  'Vorschau-Antwort: Dazu habe ich in dieser Vorschau keine Antwort. Die echte KI beantwortet Ihre Frage gerne in einer kostenlosen Demo.';

const AGENTS = Object.keys(EXPECTED) as AgentKey[];

describe('preview answers', () => {
  it.each(AGENTS.flatMap((agent) => EXPECTED[agent].map(([q, a]) => [agent, q, a] as const)))(
    '%s: «%s»',
    (agent, question, answer) => {
      expect(previewReply(agent, question)).toBe(answer);
    },
  );

  it.each(AGENTS)('%s: every example question its page suggests has a row here', (agent) => {
    expect(EXPECTED[agent].map(([question]) => question)).toEqual(voiceAgents[agent].examples);
  });

  it('reads upper case, extra spaces and ß like the keywords', () => {
    expect(previewReply('clara', 'HABEN SIE AM   SAMSTAG GEÖFFNET')).toBe(EXPECTED.clara[2]![1]);
    expect(previewReply('mia', 'Ist an der Seestraße noch etwas frei?')).toBe(EXPECTED.mia[1]![1]);
  });

  // Lines no keyword of the agent matches, also another agent's topic, and empty ones.
  it.each([
    ['clara', 'Wie wird das Wetter morgen?'],
    ['clara', 'Mein Drucker druckt nicht.'],
    ['jonas', 'Haben Sie am Samstag geöffnet?'],
    ['mia', 'Brauche ich eine Hausratversicherung?'],
    ['luca', 'Ich habe mein Passwort vergessen.'],
    ['helvox', 'Hallo'],
    ['helvox', ''],
    // An unknown agent answers as the site's assistant.
    ['unbekannt', 'Gibt es Parkplätze?'],
  ])('%s: «%s» gets the plain no-answer line', (agent, line) => {
    expect(previewReply(agent, line)).toBe(NO_ANSWER);
  });

  it('an unknown agent answers as the site’s assistant', () => {
    expect(previewReply('unbekannt', 'Welche Sprachen?')).toBe(EXPECTED.helvox[1]![1]);
  });
});
