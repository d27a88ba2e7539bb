import type { BlogListModel, BlogListModelStep } from './blog-list.model';

/**
 * Test oracle for the blog list (spec sections 2, 4, 8, 9): what a step of a path must show,
 * derived from the spec's list played along the path's events (`blog-list.model.ts`), never
 * from the machine's context or tags, with the German texts written here (the spec's, and the
 * product's own where the spec quotes none). Nothing is read from `src/content/de` or the
 * view's selectors.
 */

/** Texts of the list page, literally. */
export const BLOG_LIST_TEXT = {
  heading: 'Blog',
  loading: 'Artikel werden geladen...',
  errorTitle: 'Fehler beim Laden',
  retry: 'Erneut versuchen',
  emptyTitle: 'Keine Artikel gefunden',
  home: 'Zurück zur Startseite',
  loadMore: 'Weitere Artikel laden',
  /** The "more" button's label while the next page is read (the product's; the spec has none). */
  loadingMore: 'Artikel werden geladen...',
  /** Accessible name of the grid of cards. */
  gridLabel: 'Blog-Artikel',
  /** Heading of the region with the built-in samples. */
  samplesHeading: 'Beispielartikel',
} as const;

/** Spec section 8: a failed read raises the toast 'Fehler' / 'Fehler beim Laden der Blog-Artikel'. */
export const BLOG_LIST_TOAST = {
  title: 'Fehler',
  description: 'Fehler beim Laden der Blog-Artikel',
};

/**
 * Spec section 8: the three built-in German sample articles (AI voice assistants, practices,
 * automation workflows), by their titles on screen.
 */
export const SAMPLE_TITLES = [
  'Was KI-Sprachassistenten für kleine Unternehmen leisten',
  'Sprachassistenten in Praxen: mehr Ruhe am Empfang',
  'Automatisierungs-Workflows: was nach dem Anruf passiert',
];

/** What the list page shows, as text: the same shape is read from jsdom and from Chromium. */
export interface BlogListUi {
  /** 'Artikel werden geladen...' with six skeleton cards. */
  loading: boolean;
  /** Titles of the grid's cards, in order. */
  cards: string[];
  /** The "more" button, its label and whether it is disabled; null when absent. */
  loadMore: { label: string; disabled: boolean } | null;
  /** Title of the error or empty panel, if one shows. */
  panel: string | null;
  /** The panel's action: the retry button or the link home. */
  panelAction: string | null;
  /** Titles of the sample articles shown below the panel. */
  samples: string[];
}

/** The UI the spec's list must show (spec: Blog list, section 8). */
export function expectedBlogListUi({ phase, cards, shown, more }: BlogListModel): BlogListUi {
  const reading = phase === 'checkingCache' || phase === 'loading';
  // While the first read runs, the cards the page was built with stay; without any, the
  // loading state shows with six skeleton cards.
  const refreshing = reading && cards.length > 0;
  const loadingMore = phase === 'loadingMore';
  // 'Weitere Artikel laden' adds six more while more exist: hidden cards read, or more to read.
  const moreWorks = phase === 'loaded' && (shown < cards.length || more);
  const error = phase === 'error';
  const empty = phase === 'empty';
  return {
    loading: reading && !refreshing,
    cards:
      phase === 'loaded' || loadingMore || refreshing
        ? cards.slice(0, shown).map((card) => card.title)
        : [],
    // Disabled while the next page is read, and while the built cards wait for the first read.
    loadMore:
      moreWorks || loadingMore || (refreshing && more)
        ? {
            label: loadingMore ? BLOG_LIST_TEXT.loadingMore : BLOG_LIST_TEXT.loadMore,
            disabled: !moreWorks,
          }
        : null,
    panel: error ? BLOG_LIST_TEXT.errorTitle : empty ? BLOG_LIST_TEXT.emptyTitle : null,
    panelAction: error ? BLOG_LIST_TEXT.retry : empty ? BLOG_LIST_TEXT.home : null,
    // A failed or empty read shows the built-in samples.
    samples: error || empty ? [...SAMPLE_TITLES] : [],
  };
}

/** The toast a step must raise: any failed read raises 'Fehler beim Laden der Blog-Artikel'. */
export function expectedBlogListToast({ failed }: BlogListModelStep): string | null {
  return failed ? BLOG_LIST_TOAST.description : null;
}
