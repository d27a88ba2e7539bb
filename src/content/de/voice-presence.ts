/**
 * A call's page came back after more than a minute in the background (a phone's
 * other app, another tab): the call asks whether to go on instead of running on silently.
 */
export const voicePresence = {
  question: 'Sind Sie noch da?',
  text: 'Die Seite war länger als eine Minute im Hintergrund, das Gespräch lief weiter. Ohne Antwort wird es in 30 Sekunden beendet.',
  continue: 'Gespräch fortsetzen',
  end: 'Jetzt auflegen',
} as const;
