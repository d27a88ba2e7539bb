import { blogMeta } from './blog-meta';

/** Blog list, cards and article page, with their error toasts. */
export const blog = {
  meta: blogMeta,
  list: {
    heading: 'Blog',
    intro:
      'Praxiswissen rund um KI-Sprachassistenten: wie Praxen, Studios, Agenturen und kleine Unternehmen Anrufe automatisieren, Termine buchen lassen und Abläufe vereinfachen.',
    loading: 'Artikel werden geladen...',
    error: {
      title: 'Fehler beim Laden',
      retry: 'Erneut versuchen',
    },
    empty: {
      title: 'Keine Artikel gefunden',
      home: 'Zurück zur Startseite',
    },
    /** Accessible name of the grid of cards. */
    gridLabel: 'Blog-Artikel',
    loadMore: 'Weitere Artikel laden',
    loadingMore: 'Artikel werden geladen...',
    samples: {
      heading: 'Beispielartikel',
      note: 'Die Artikel konnten gerade nicht geladen werden. Diese Beispielartikel zeigen, worüber wir schreiben.',
      noteEmpty:
        'Noch ist hier nichts veröffentlicht. Diese Beispielartikel zeigen, worüber wir schreiben.',
    },
  },
  card: {
    readMore: 'Weiterlesen →',
    byAuthor: (author: string) => `von ${author}`,
    sampleBadge: 'Beispiel',
  },
  article: {
    loading: 'Artikel wird geladen...',
    notFound: {
      title: 'Artikel nicht gefunden',
      text: 'Der angeforderte Artikel konnte nicht gefunden werden.',
      back: 'Zurück zum Blog',
    },
    error: {
      title: 'Fehler beim Laden des Artikels',
      retry: 'Erneut versuchen',
    },
    byAuthor: (author: string) => `von ${author}`,
    cta: {
      title: 'Bereit für Ihren eigenen KI-Sprachassistenten?',
      text: 'Testen Sie unverbindlich, wie ein KI-Assistent Anrufe für Ihr Unternehmen annimmt.',
      button: 'Kostenlos testen',
    },
    back: 'Zurück zum Blog',
  },
  toasts: {
    listFailed: { title: 'Fehler', description: 'Fehler beim Laden der Blog-Artikel' },
    articleFailed: { title: 'Fehler', description: 'Fehler beim Laden des Artikels' },
  },
} as const;
