import { BRAND } from './brand';

/** The shell: header, footer, demo notice, 404 and error screens, page titles. */
export const app = {
  meta: {
    titleSuffix: ` | ${BRAND}`,
    homeTitle: `${BRAND} – KI-Sprachassistenten für moderne Unternehmen`,
    homeDescription:
      'KI-Sprachassistenten für KMU in der Schweiz: 24/7 erreichbar, Termine automatisch gebucht, Antworten auf häufige Fragen – mit natürlicher Stimme und Hosting in der Schweiz.',
    notFoundTitle: `Seite nicht gefunden | ${BRAND}`,
  },
  skipLink: 'Zum Inhalt springen',
  nav: {
    label: 'Hauptnavigation',
    about: 'Über uns',
    benefits: 'Vorteile',
    targets: 'Zielgruppen',
    blog: 'Blog',
    agents: 'KI-Assistenten',
    book: 'Beratung buchen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mobileLabel: 'Mobile Navigation',
  },
  footer: {
    contactLabel: 'Kontakt',
    legalLabel: 'Rechtliches',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    badge: 'Hosting in der Schweiz – DSGVO-konform',
    copyright: `© 2024 ${BRAND}. Alle Rechte vorbehalten.`,
    about: 'KI-Sprachassistenten und Chatbots für Praxen, Studios, Agenturen und KMU.',
  },
  demoNotice: 'Demo-Modus: Diese Seite läuft offline mit Beispieldaten.',
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    home: 'Zurück zur Startseite',
    log: (path: string) => `404: Seite nicht gefunden: ${path}`,
  },
  errorScreen: {
    title: 'Unexpected Application Error!',
    text: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten.',
    reload: 'Seite neu laden',
    home: 'Zur Startseite',
  },
  toaster: {
    label: 'Benachrichtigungen',
    close: 'Benachrichtigung schließen',
  },
  /** A page whose code did not arrive: the visitor stays where they are (offline, flaky network). */
  navigationError: {
    title: 'Diese Seite konnte nicht geladen werden.',
    description: 'Bitte prüfen Sie Ihre Verbindung.',
    close: 'Hinweis schließen',
  },
  /** A part of the page whose code did not arrive (flaky network); the rest keeps working. */
  chunkError: {
    text: 'Dieser Teil der Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
    retry: 'Erneut versuchen',
  },
} as const;
