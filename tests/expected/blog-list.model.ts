import type { EventObject } from 'xstate';

/*
 * What the blog list does, written out from the spec (section 2 "Blog list", section 4, section
 * 8 for the failed read and the samples, section 9 for the page size and the cache) with the
 * product's choices of docs/decisions (prerendered cards, a cache hit of several pages). It
 * plays a path's events on a model of its own: the visitor's intents, and the answers of the
 * cache read and the page read with their payloads. Nothing here reads the machine (its
 * context, guards or page size): the list's oracle (`blog-list.expected.ts`) derives each
 * step's screen from this model, so a machine bug that moves the screen fails the replays; the
 * unit replays (`blog-list.paths.test.ts`) compare the machine's whole context with it.
 */

/** Spec section 9: six cards show first, six more per 'Weitere Artikel laden'. */
export const SPEC_PAGE_SIZE = 6;

/** The fields of a card the model needs (the events carry whole cards). */
export interface ListCard {
  id: string;
  title: string;
}

/** A page as the cache or the data service answers it. */
export interface ListPage {
  posts: ListCard[];
  hasMore: boolean;
  /** Rows of the table the page covers, when malformed rows among them were skipped. */
  rowsRead?: number;
}

/** Why a read failed: no answer, an error status, or rows of the wrong shape. */
export type ListFailure = 'network' | 'status' | 'invalid';

/** How the list page starts: with the first page it was built with (prerendered), if any. */
export interface BlogListStart {
  prerendered: ListPage | null;
}

/** Where the list is: the spec's loading, loaded, error or empty, with its two reads. */
export type ListPhase = 'checkingCache' | 'loading' | 'loaded' | 'loadingMore' | 'error' | 'empty';

export interface BlogListModel {
  phase: ListPhase;
  /** Cards read so far (or built into the page), newest first, each once. */
  cards: ListCard[];
  /** How many of them the grid shows. */
  shown: number;
  /** The data service has more published posts after `cards`. */
  more: boolean;
  /** Rows of the table read so far (the cards and the malformed rows skipped among them). */
  rowsRead: number;
  /** Why the last read failed; none after a success or a retry. */
  failure: ListFailure | null;
}

/** What one event does: the list after it, and whether a read failed (the toast). */
export interface BlogListModelStep {
  model: BlogListModel;
  failed: boolean;
}

/** Rows a page covers: its cards, unless it says malformed rows were skipped. */
const rowsOf = (page: ListPage) => page.rowsRead ?? page.posts.length;

export const READ_CACHE_DONE = 'xstate.done.actor.readCache';
export const READ_CACHE_ERROR = 'xstate.error.actor.readCache';
export const FETCH_DONE = 'xstate.done.actor.fetchPage';
export const FETCH_ERROR = 'xstate.error.actor.fetchPage';

/** The page opened: the cache is read first; the cards it was built with show meanwhile. */
export const initialBlogListModel = ({ prerendered }: BlogListStart): BlogListModel => ({
  phase: 'checkingCache',
  cards: prerendered?.posts ?? [],
  shown: SPEC_PAGE_SIZE,
  more: prerendered?.hasMore ?? false,
  rowsRead: prerendered ? rowsOf(prerendered) : 0,
  failure: null,
});

const pageOf = (event: EventObject): ListPage | null =>
  (event as EventObject & { output?: ListPage | null }).output ?? null;

/** A first page (from the cache or the data service): six of its cards show. */
const firstPage = (page: ListPage): BlogListModel => ({
  phase: 'loaded',
  cards: page.posts,
  shown: SPEC_PAGE_SIZE,
  more: page.hasMore,
  rowsRead: rowsOf(page),
  failure: null,
});

/** Retry: the cache is cleared and the list starts over from nothing, with six. */
const startedOver: BlogListModel = {
  phase: 'loading',
  cards: [],
  shown: SPEC_PAGE_SIZE,
  more: false,
  rowsRead: 0,
  failure: null,
};

/**
 * The next page read: its new cards are added (a post published meanwhile repeats one), six
 * more show, never fewer than six; the next page starts after all the rows read.
 */
function addPage(model: BlogListModel, page: ListPage): BlogListModel {
  const known = new Set(model.cards.map((card) => card.id));
  const cards = [...model.cards, ...page.posts.filter((card) => !known.has(card.id))];
  return {
    phase: 'loaded',
    cards,
    shown: Math.max(SPEC_PAGE_SIZE, Math.min(model.shown + SPEC_PAGE_SIZE, cards.length)),
    more: page.hasMore,
    rowsRead: model.rowsRead + rowsOf(page),
    failure: null,
  };
}

/** The failure code a failed read carries; anything else thrown counts as no answer. */
const failureOf = (event: EventObject): ListFailure =>
  (event as EventObject & { error?: { failure?: ListFailure } }).error?.failure ?? 'network';

/**
 * One event on the spec's list:
 * - the cache answers a list with cards: they show (six); no list, or an unreadable cache: the
 *   first page is read;
 * - the first page answers cards: six show; none: empty (samples); a failure: error, the
 *   samples and the toast;
 * - 'Weitere Artikel laden' shows six more of the cards read, else reads the next page while
 *   more exist; that page adds its cards (six more show); its failure keeps the cards (toast);
 * - 'Erneut versuchen' clears the cache and reads the first page again, from nothing.
 * Null: the list takes no such event now (nothing changes).
 */
export function stepBlogListModel(
  model: BlogListModel,
  event: EventObject,
): BlogListModelStep | null {
  const ok = (next: BlogListModel): BlogListModelStep => ({ model: next, failed: false });
  const { phase } = model;
  switch (event.type) {
    case READ_CACHE_DONE: {
      if (phase !== 'checkingCache') return null;
      const cached = pageOf(event);
      return ok(
        cached && cached.posts.length > 0 ? firstPage(cached) : { ...model, phase: 'loading' },
      );
    }
    case READ_CACHE_ERROR:
      if (phase !== 'checkingCache') return null;
      return ok({ ...model, phase: 'loading' });
    case FETCH_DONE: {
      const page = pageOf(event) ?? { posts: [], hasMore: false };
      if (phase === 'loading') {
        return ok(
          page.posts.length > 0
            ? firstPage(page)
            : { ...startedOver, phase: 'empty', more: page.hasMore, rowsRead: rowsOf(page) },
        );
      }
      if (phase === 'loadingMore') return ok(addPage(model, page));
      return null;
    }
    case FETCH_ERROR: {
      const failure = failureOf(event);
      if (phase === 'loading') {
        return { model: { ...startedOver, phase: 'error', failure }, failed: true };
      }
      if (phase === 'loadingMore') {
        return { model: { ...model, phase: 'loaded', failure }, failed: true };
      }
      return null;
    }
    case 'list.more':
      if (phase !== 'loaded') return null;
      if (model.shown < model.cards.length) {
        return ok({ ...model, shown: Math.min(model.shown + SPEC_PAGE_SIZE, model.cards.length) });
      }
      if (model.more) return ok({ ...model, phase: 'loadingMore' });
      return null;
    case 'list.retry':
      if (phase !== 'error') return null;
      return ok(startedOver);
    default:
      throw new Error(`The spec's blog list knows no event ${event.type}`);
  }
}

/** The list after each event of a path (`xstate.init` first: the page just opened). */
export function blogListModelsAlong(
  events: readonly EventObject[],
  start: BlogListStart,
): BlogListModelStep[] {
  const [first, ...rest] = events;
  if (first?.type !== 'xstate.init') throw new Error('a path begins with xstate.init');
  const steps: BlogListModelStep[] = [{ model: initialBlogListModel(start), failed: false }];
  for (const event of rest) {
    const { model } = steps.at(-1)!;
    const step = stepBlogListModel(model, event);
    if (!step) throw new Error(`The spec's blog list takes no ${event.type} while ${model.phase}`);
    steps.push(step);
  }
  return steps;
}
