import { app } from './app';

/** The 404 page (its own chunk). */
export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  text: app.meta.notFoundDescription,
  home: 'Zurück zur Startseite',
  log: (path: string) => `404: Seite nicht gefunden: ${path}`,
} as const;

/** The error screen (its own chunk). */
export const errorScreen = {
  title: 'Unexpected Application Error!',
  text: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten.',
  reload: 'Seite neu laden',
  home: 'Zur Startseite',
} as const;
