import { BRAND } from './brand';

/**
 * The shell: header, demo notice, page titles, toasts, notices. The footer's texts
 * (`footer.ts`) and the 404 and error screens' (`error-pages.ts`) are apart: their code loads
 * later, and a text here is in `/`'s first bundle.
 */
export const app = {
  meta: {
    titleSuffix: ` | ${BRAND}`,
    homeTitle: `${BRAND} – KI-Sprachassistenten für moderne Unternehmen`,
    homeDescription:
      'KI-Sprachassistenten für KMU in der Schweiz: 24/7 erreichbar, Termine automatisch gebucht, Antworten auf häufige Fragen – mit natürlicher Stimme und Hosting in der Schweiz.',
    notFoundTitle: `Seite nicht gefunden | ${BRAND}`,
    notFoundDescription: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
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
  demoNotice: 'Demo-Modus: Diese Seite läuft offline mit Beispieldaten.',
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
