import type { AnyMachineSnapshot } from 'xstate';
import type { BlogListContext } from '../../machines/blog-list/blog-list.types';

/**
 * Test oracle for the blog list (spec sections 2, 4, 8, 9): what a state of the list machine
 * must show, with the German texts written here (the spec's, and the product's own where the
 * spec quotes none). Nothing is read from `src/content/de` or the view's selectors.
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

/** The UI a state of the list machine must show (spec: Blog list, section 8). */
export function expectedBlogListUi(snapshot: AnyMachineSnapshot): BlogListUi {
  const { posts, visibleCount, hasMore } = snapshot.context as BlogListContext;
  const reading = snapshot.matches('checkingCache') || snapshot.matches('loading');
  // While the first read runs, the cards the page was built with stay; without any, the
  // loading state shows with six skeleton cards.
  const refreshing = reading && posts.length > 0;
  const loaded = snapshot.matches('loaded');
  const loadingMore = snapshot.matches({ loaded: 'loadingMore' });
  // 'Weitere Artikel laden' adds six more while more exist: hidden cards read, or more to read.
  const moreExist = visibleCount < posts.length || hasMore;
  const moreWorks = snapshot.matches({ loaded: 'idle' }) && moreExist;
  const error = snapshot.matches('error');
  const empty = snapshot.matches('empty');
  return {
    loading: reading && !refreshing,
    cards: loaded || refreshing ? posts.slice(0, visibleCount).map((post) => post.title) : [],
    // Disabled while the next page is read, and while the built cards wait for the first read.
    loadMore:
      moreWorks || loadingMore || (refreshing && hasMore)
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

/** The toast a path step must raise, by the event that led to the state: any failed read. */
export function expectedBlogListToast(eventType: string): string | null {
  return eventType === 'xstate.error.actor.fetchPage' ? BLOG_LIST_TOAST.description : null;
}

/** The visible facts a driver asserted when the screen matched `ui` and the step's toast. */
export function blogListFacts(ui: BlogListUi, toast: string | null): string[] {
  return [
    ui.loading ? `status "${BLOG_LIST_TEXT.loading}" with 6 skeleton cards` : 'no loading status',
    `${ui.cards.length} cards${ui.cards.length ? `: ${ui.cards.map((t) => `"${t}"`).join(', ')}` : ''}`,
    ui.loadMore
      ? `button "${ui.loadMore.label}" ${ui.loadMore.disabled ? 'disabled' : 'enabled'}`
      : `no button "${BLOG_LIST_TEXT.loadMore}"`,
    ui.panel ? `panel "${ui.panel}" with "${ui.panelAction}"` : 'no error or empty panel',
    `${ui.samples.length} sample articles`,
    toast ? `toast "${BLOG_LIST_TOAST.title}" / "${toast}" raised once` : 'no new toast',
  ];
}
