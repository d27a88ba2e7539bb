/**
 * 'Wohin gehen die Daten?': the disclosure beside the consent line of every call surface. The
 * stations of a call, their labels, the countries and regions an operator may name, and what
 * the demo says instead (nothing leaves the browser there).
 */

/** The stations of a call after the browser, in the order a call passes them. */
export const dataPathHops = {
  voicePlatform: {
    name: 'Sprachplattform',
    role: 'Verbindet den Anruf und leitet Ihre Stimme weiter.',
  },
  speechRecognition: {
    name: 'Spracherkennung',
    role: 'Schreibt mit, was Sie sagen.',
  },
  languageModel: {
    name: 'Sprachmodell',
    role: 'Versteht Ihr Anliegen und formuliert die Antwort.',
  },
  speechSynthesis: {
    name: 'Sprachausgabe',
    role: 'Spricht die Antwort.',
  },
  summary: {
    name: 'Zusammenfassung',
    role: 'Geht nach dem Anruf an das Unternehmen.',
  },
} as const;

/**
 * The countries and regions an operator may name, by code (ISO 3166-1 alpha-2, and `EU`, `EWR`).
 * A code missing here fails the build: the site never shows a place it cannot name exactly.
 */
export const dataPathRegions = {
  CH: 'Schweiz',
  LI: 'Liechtenstein',
  DE: 'Deutschland',
  AT: 'Österreich',
  FR: 'Frankreich',
  IT: 'Italien',
  NL: 'Niederlande',
  BE: 'Belgien',
  LU: 'Luxemburg',
  IE: 'Irland',
  DK: 'Dänemark',
  SE: 'Schweden',
  FI: 'Finnland',
  NO: 'Norwegen',
  ES: 'Spanien',
  PT: 'Portugal',
  PL: 'Polen',
  GB: 'Vereinigtes Königreich',
  US: 'USA',
  CA: 'Kanada',
  EU: 'EU',
  EWR: 'EWR',
} as const;

export const dataPath = {
  title: 'Wohin gehen die Daten?',
  /** Above the stations of a configured build. */
  intro: 'Der Weg Ihres Gesprächs, Station für Station, nach Angaben des Betreibers dieser Seite:',
  labels: { operator: 'Betreiber', region: 'Land oder Region', retention: 'Aufbewahrung' },
  /** The first station: the visitor's own browser (nothing of the call is stored there). */
  browser: {
    name: 'Ihr Browser',
    role: 'Nimmt Ihre Stimme auf und spielt die Antworten ab.',
    operator: 'Sie',
    region: 'Ihr Gerät',
    retention: 'Nur solange die Seite offen ist',
  },
  /** Several places of one station, as a list: 'USA, EU'. */
  regions: (names: readonly string[]) => names.join(', '),
  /** Demo mode (the preview driver): the call never leaves the page. */
  local: {
    heading: 'Nichts verlässt Ihren Browser',
    text: 'Diese Demo läuft ganz auf Ihrem Gerät: Die Begrüßung ist eine Aufnahme, die mit der Seite geladen wurde, und die Antworten kommen aus der Seite selbst. Ihre Stimme und was Sie schreiben gehen an keinen Sprachdienst und werden nirgends gespeichert.',
  },
} as const;
