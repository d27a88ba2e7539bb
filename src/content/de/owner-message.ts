/**
 * 'Was bei Ihnen ankommt': the message a business would receive after a call, shown beside the
 * call's recap as an e-mail preview and offered as an .eml file (nothing is sent: a demo).
 */

export const ownerMessage = {
  /** The disclosure's title. */
  title: 'Was bei Ihnen ankommt',
  demoNote: 'Demo – es wurde nichts gesendet.',
  /** 'Neuer Anruf über Clara: Termin reserviert (Demo)'; urgent ones start with 'Dringend – '. */
  subject: (via: string, outcome: string, urgent: boolean) =>
    `${urgent ? 'Dringend – ' : ''}Neuer Anruf über ${via}: ${outcome}`,
  /** Whom the call went through on /full and in the widget (agents go by their name). */
  viaAssistant: 'Ihren Assistenten',
  /** The main outcome when no card was done: the assistant took the caller's message. */
  noOutcome: 'Nachricht aufgenommen (Demo)',
  /** The e-mail preview's accessible name. */
  previewLabel: 'E-Mail-Vorschau',
  /** The preview's header lines. */
  from: 'Von',
  to: 'An',
  subjectLabel: 'Betreff',
  fromName: 'Helvox Assistent (Demo)',
  toName: 'Ihr Unternehmen',
  /** The message's fields. */
  caller: 'Anrufer',
  number: 'Nummer',
  notGiven: 'nicht genannt',
  request: 'Anliegen',
  noRequest: 'Kein Anliegen genannt.',
  urgency: 'Dringlichkeit',
  urgent: 'dringend',
  normal: 'normal',
  /** Why the call is urgent or not: the rule, and what it found. */
  urgentBecauseWord: (word: string) => `Das Wort «${word}» fiel im Gespräch.`,
  urgentBecauseTicket: 'Das Ticket hat die Priorität «hoch».',
  normalBecause: (words: string) => `Keines der Wörter ${words} fiel im Gespräch.`,
  outcomes: 'Ergebnisse',
  noOutcomes: 'Keine Aktion – bitte prüfen Sie, ob ein Rückruf nötig ist.',
  summary: 'Zusammenfassung',
  /** The summary's lines (at most three). */
  summaryCall: (date: string, duration: string, exchanges: number) =>
    `Anruf vom ${date}, Dauer ${duration}, ${exchanges === 1 ? '1 Wortwechsel' : `${exchanges} Wortwechsel`}.`,
  summaryOutcome: (outcome: string) => `Ergebnis: ${outcome}.`,
  summaryAnswers: (median: string, p90: string) =>
    `Antwortzeit des Assistenten: Median ${median} s, 90 % unter ${p90} s.`,
  transcript: 'Transkript',
  /** The caller's name in the transcript. */
  callerSpeaker: 'Anrufer',
  download: 'Als E-Mail herunterladen',
  copy: 'Text kopieren',
  copied: 'Text kopiert',
  copiedText: 'Sie können die Nachricht jetzt einfügen, zum Beispiel in eine E-Mail.',
  copyFailed: 'Kopieren nicht möglich',
  copyFailedText:
    'Ihr Browser hat den Zugriff auf die Zwischenablage verweigert. Laden Sie die Nachricht stattdessen als E-Mail herunter.',
  /** 'Anruf-Clara-2026-11-26.eml' */
  fileName: (via: string, day: string) => `Anruf-${via}-${day}.eml`,
  setupLead: 'Solche Nachrichten erhalten Sie, sobald Anrufe an Ihren Assistenten gehen.',
  setupLink: 'So schalten Sie es ein',
} as const;

/**
 * The urgency rule: a caller's line with one of these words (at a word's start, not after
 * 'kein', 'keine' or 'nicht') makes the call urgent. Lower case, 'ß' as 'ss'; each entry is
 * also the word the message names.
 */
export const URGENT_WORDS = [
  'notfall',
  'dringend',
  'eilt',
  'sofort',
  'wasserschaden',
  'rohrbruch',
  'überschwemmung',
  'einbruch',
  'schmerzen',
] as const;

/** How the message names the words when none fell: '«Notfall», «dringend» oder «Wasserschaden»'. */
export const URGENT_EXAMPLES = '«Notfall», «dringend» oder «Wasserschaden»';
