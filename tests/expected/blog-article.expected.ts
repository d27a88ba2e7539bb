import type { BlogArticleModel, BlogArticleModelStep } from './blog-article.model';

/**
 * Test oracle for the blog article (spec sections 2 and 8): what a step of a path must show,
 * derived from the spec's article played along the path's events (`blog-article.model.ts`),
 * never from the machine's context, with the German texts written here (the spec's, and the product's own where the
 * spec quotes none). Nothing is read from `src/content/de`, the view's selectors or the
 * product's date formatter.
 */

/** Texts of the article page, literally. */
export const BLOG_ARTICLE_TEXT = {
  /** The page's h1 while nothing of the article is known (the product's; the spec has none). */
  loading: 'Artikel wird geladen...',
  notFoundTitle: 'Artikel nicht gefunden',
  notFoundText: 'Der angeforderte Artikel konnte nicht gefunden werden.',
  errorTitle: 'Fehler beim Laden des Artikels',
  retry: 'Erneut versuchen',
  back: 'Zurück zum Blog',
  cta: 'Kostenlos testen',
} as const;

/** Spec section 8: a failed read raises the toast 'Fehler' / 'Fehler beim Laden des Artikels'. */
export const BLOG_ARTICLE_TOAST = {
  title: 'Fehler',
  description: 'Fehler beim Laden des Artikels',
};

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** A `yyyy-mm-dd` day in German long format, as the spec asks: `2025-10-07` → `7. Oktober 2025`. */
export function germanLongDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date}. ${MONTHS[month - 1]} ${year}`;
}

/** What the article page shows, as text: read the same way from jsdom and Chromium. */
export interface BlogArticleUi {
  /** The page's one h1: the article title, or the state's own title. */
  h1: string;
  /** The paragraph right under a notice's h1 (not-found), null elsewhere. */
  notice: string | null;
  /** 'Artikel wird geladen...' with a placeholder for the body. */
  loading: boolean;
  /** Date and author line under the title, when the article (or its card) is known. */
  byline: string | null;
  /** The body shows (its text is checked separately, after sanitising). */
  body: boolean;
  /** Names of the page's links and buttons outside the body, in order. */
  controls: string[];
}

/** The UI the spec's article must show (spec: Blog article, section 8). */
export function expectedBlogArticleUi({ phase, post, card }: BlogArticleModel): BlogArticleUi {
  if (phase === 'notFound') {
    return {
      h1: BLOG_ARTICLE_TEXT.notFoundTitle,
      notice: BLOG_ARTICLE_TEXT.notFoundText,
      loading: false,
      byline: null,
      body: false,
      controls: [BLOG_ARTICLE_TEXT.back],
    };
  }
  if (phase === 'error') {
    return {
      h1: BLOG_ARTICLE_TEXT.errorTitle,
      notice: null,
      loading: false,
      byline: null,
      body: false,
      controls: [BLOG_ARTICLE_TEXT.retry, BLOG_ARTICLE_TEXT.back],
    };
  }
  // Looking up or reading: the card's title, date and author when the cached list knows them.
  const header = post ?? card;
  const shown = phase === 'shown';
  return {
    h1: header?.title ?? BLOG_ARTICLE_TEXT.loading,
    notice: null,
    loading: !shown,
    byline: header ? `${germanLongDate(header.date)} · von ${header.author}` : null,
    body: shown,
    // The call to action 'Kostenlos testen' (→ /#demo) follows the body.
    controls: shown ? [BLOG_ARTICLE_TEXT.back, BLOG_ARTICLE_TEXT.cta] : [BLOG_ARTICLE_TEXT.back],
  };
}

/** The toast a step must raise: a failed read raises 'Fehler beim Laden des Artikels'. */
export function expectedBlogArticleToast({ failed }: BlogArticleModelStep): string | null {
  return failed ? BLOG_ARTICLE_TOAST.description : null;
}
