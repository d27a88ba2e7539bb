import type { EventObject } from 'xstate';

/*
 * What one blog article does, written out from the spec (section 2 "Blog article", section 7
 * for the lookup in the cached list before the read, section 8 for not-found and the failed
 * read) with the product's choices (a built-in sample or a cached article shows at once, a
 * cached card while the body loads, a prerendered page shows its article as built). It plays a
 * path's events on a model of its own: the answers of the local lookup and of the read by slug
 * with their payloads, and the retry. Nothing here reads the machine: the article's oracle
 * (`blog-article.expected.ts`) derives each step's screen from this model, so a machine bug
 * that moves the screen fails the replays; the unit replays (`blog-article.paths.test.ts`)
 * compare the machine's whole context with it.
 */

/** What the header shows of an article or its card: title, date (`yyyy-mm-dd`), author. */
export interface ArticleHeader {
  slug: string;
  title: string;
  date: string;
  author: string;
}

/** How the article page starts: its slug, and the article it was built with, if any. */
export interface BlogArticleStart {
  slug: string;
  prerendered?: ArticleHeader | null;
}

/** Where the article is: looked up locally, read by slug, shown, not found, or failed. */
export type ArticlePhase = 'lookingUp' | 'fetching' | 'shown' | 'notFound' | 'error';

/** Why the read failed: no answer, an error status, or a row of the wrong shape. */
export type ArticleFailure = 'network' | 'status' | 'invalid';

export interface BlogArticleModel {
  phase: ArticlePhase;
  /** The `$slug` of the page. */
  slug: string;
  /** The whole article once known. */
  post: ArticleHeader | null;
  /** Its card from the cached list, known while the body is read. */
  card: ArticleHeader | null;
  /** Why the last read failed; none once read or while read again. */
  failure: ArticleFailure | null;
}

/** What one event does: the article after it, and whether the read failed (the toast). */
export interface BlogArticleModelStep {
  model: BlogArticleModel;
  failed: boolean;
}

export const LOOKUP_DONE = 'xstate.done.actor.lookupPost';
export const LOOKUP_ERROR = 'xstate.error.actor.lookupPost';
export const FETCH_DONE = 'xstate.done.actor.fetchPost';
export const FETCH_ERROR = 'xstate.error.actor.fetchPost';

/** The page opened: shown as built when it carries this slug's article, else looked up. */
export const initialBlogArticleModel = ({
  slug,
  prerendered,
}: BlogArticleStart): BlogArticleModel =>
  prerendered && prerendered.slug === slug
    ? { phase: 'shown', slug, post: prerendered, card: null, failure: null }
    : { phase: 'lookingUp', slug, post: null, card: null, failure: null };

const outputOf = <T>(event: EventObject): T | null =>
  (event as EventObject & { output?: T | null }).output ?? null;

/** The failure code a failed read carries; anything else thrown counts as no answer. */
const failureOf = (event: EventObject): ArticleFailure =>
  (event as EventObject & { error?: { failure?: ArticleFailure } }).error?.failure ?? 'network';

/**
 * One event on the spec's article:
 * - the lookup knows the whole article (read earlier, or a built-in sample): it shows; else
 *   the article is read by slug, with its card from the cached list shown meanwhile if known;
 *   an unreadable cache is a miss;
 * - the read answers the article: it shows; no row: 'Artikel nicht gefunden'; a failure:
 *   'Fehler beim Laden des Artikels' and the toast;
 * - 'Erneut versuchen' reads it again.
 * Null: the article takes no such event now (nothing changes).
 */
export function stepBlogArticleModel(
  model: BlogArticleModel,
  event: EventObject,
): BlogArticleModelStep | null {
  const ok = (next: BlogArticleModel): BlogArticleModelStep => ({ model: next, failed: false });
  const { phase } = model;
  switch (event.type) {
    case LOOKUP_DONE: {
      if (phase !== 'lookingUp') return null;
      const lookup = outputOf<{ post: ArticleHeader | null; preview: ArticleHeader | null }>(event);
      const known = { post: lookup?.post ?? null, card: lookup?.preview ?? null };
      return ok({ ...model, ...known, phase: known.post ? 'shown' : 'fetching' });
    }
    case LOOKUP_ERROR:
      if (phase !== 'lookingUp') return null;
      return ok({ ...model, phase: 'fetching' });
    case FETCH_DONE: {
      if (phase !== 'fetching') return null;
      const post = outputOf<ArticleHeader>(event);
      return ok(post ? { ...model, phase: 'shown', post } : { ...model, phase: 'notFound' });
    }
    case FETCH_ERROR:
      if (phase !== 'fetching') return null;
      return { model: { ...model, phase: 'error', failure: failureOf(event) }, failed: true };
    case 'article.retry':
      if (phase !== 'error') return null;
      return ok({ ...model, phase: 'fetching', failure: null });
    default:
      throw new Error(`The spec's blog article knows no event ${event.type}`);
  }
}

/** The article after each event of a path (`xstate.init` first: the page just opened). */
export function blogArticleModelsAlong(
  events: readonly EventObject[],
  start: BlogArticleStart,
): BlogArticleModelStep[] {
  const [first, ...rest] = events;
  if (first?.type !== 'xstate.init') throw new Error('a path begins with xstate.init');
  const steps: BlogArticleModelStep[] = [{ model: initialBlogArticleModel(start), failed: false }];
  for (const event of rest) {
    const { model } = steps.at(-1)!;
    const step = stepBlogArticleModel(model, event);
    if (!step)
      throw new Error(`The spec's blog article takes no ${event.type} while ${model.phase}`);
    steps.push(step);
  }
  return steps;
}
