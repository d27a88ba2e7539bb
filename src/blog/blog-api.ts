import type { PostgrestClient } from '@supabase/postgrest-js';
import {
  BlogLoadError,
  rowsReadOf,
  type BlogPage,
  type BlogPost,
  type PageRequest,
} from './blog.types';
import {
  CARD_COLUMNS,
  isSlug,
  POST_COLUMNS,
  toPage,
  toPost,
  type ReportSkipped,
} from './blog-rows';
import { getSupabaseClient } from './supabase-client';

/** Largest page the API asks for; the site asks for 6. */
export const MAX_PAGE_SIZE = 50;

/**
 * A read that has no answer after this long ends as a network failure (the error panel with
 * 'Erneut versuchen', or the samples), never as an endless 'Artikel werden geladen...'.
 */
export const READ_TIMEOUT_MS = 10_000;

/** Reads published blog posts from the data service. */
export interface BlogApi {
  /**
   * One page of the list, newest first (`date desc, id desc`: equal days in a stable order),
   * card fields only. Asks for one row more than `limit` to learn whether more follow. A
   * malformed row is skipped and reported (`rowsRead` then counts it); a page of malformed rows
   * only is followed by the next, so a page holds a post unless none follows.
   */
  fetchPostPage(request: PageRequest, signal?: AbortSignal): Promise<BlogPage>;
  /**
   * The published article with this slug, or null when there is none. An answer whose row is
   * malformed or has another slug is an `invalid` failure.
   */
  fetchPostBySlug(slug: string, signal?: AbortSignal): Promise<BlogPost | null>;
}

interface Answer {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

/** An error answer as a failure code: status 0 means the request never got an answer. */
function check({ data, error, status }: Answer): unknown {
  if (!error) return data;
  throw new BlogLoadError(status === 0 ? 'network' : 'status', `${status}: ${error.message}`);
}

/** What the API needs of a client: `from()`, as postgrest-js and supabase-js both offer it. */
export type RestClient = Pick<PostgrestClient, 'from'>;

async function connect(getClient: () => Promise<RestClient>): Promise<RestClient> {
  try {
    return await getClient();
  } catch (error) {
    throw new BlogLoadError('network', `client: ${(error as Error).message}`);
  }
}

/**
 * Runs `read` with a signal that aborts when the caller's does or after `timeoutMs`; a read
 * still unanswered then (its request, or loading the client library) ends as a network failure.
 */
async function bounded<T>(
  timeoutMs: number,
  outer: AbortSignal | undefined,
  read: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new BlogLoadError('network', `no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([read(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}

/** The API on a given client (tests pass one made for Node); the site uses {@link blogApi}. */
export function createBlogApi(
  getClient: () => Promise<RestClient>,
  {
    timeoutMs = READ_TIMEOUT_MS,
    reportSkipped,
  }: {
    timeoutMs?: number;
    /** Where skipped rows are reported; the console (browser) by default. */
    reportSkipped?: ReportSkipped;
  } = {},
): BlogApi {
  return {
    async fetchPostPage({ offset, limit }, outer) {
      if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`offset ${offset}`);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
        throw new RangeError(`limit ${limit}`);
      }
      return bounded(timeoutMs, outer, async (signal) => {
        // A page whose rows were all malformed would show nothing (the first: 'Keine Artikel
        // gefunden') while valid posts follow: read on until a post or the end.
        let page = await readPage(getClient, { offset, limit }, signal, reportSkipped);
        let read = rowsReadOf(page);
        while (page.posts.length === 0 && page.hasMore) {
          page = await readPage(getClient, { offset: offset + read, limit }, signal, reportSkipped);
          read += rowsReadOf(page);
        }
        return read === page.posts.length ? page : { ...page, rowsRead: read };
      });
    },

    async fetchPostBySlug(slug, outer) {
      // A slug the table could never hold needs no request.
      if (!isSlug(slug)) return null;
      return bounded(timeoutMs, outer, (signal) => readArticle(getClient, slug, signal));
    },
  };
}

async function readPage(
  getClient: () => Promise<RestClient>,
  { offset, limit }: PageRequest,
  signal: AbortSignal,
  reportSkipped: ReportSkipped | undefined,
): Promise<BlogPage> {
  const client = await connect(getClient);
  const query = client
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('published', true)
    .order('date', { ascending: false })
    .order('id', { ascending: false })
    // Inclusive bounds: limit + 1 rows, the extra one only tells that more exist.
    .range(offset, offset + limit)
    // A failure is shown at once with a retry button instead of after seconds of backoff.
    .retry(false)
    .abortSignal(signal);
  const rows = check(await query);
  if (!Array.isArray(rows)) throw new BlogLoadError('invalid', 'list is not an array');
  return toPage(rows, limit, reportSkipped);
}

async function readArticle(
  getClient: () => Promise<RestClient>,
  slug: string,
  signal: AbortSignal,
): Promise<BlogPost | null> {
  const client = await connect(getClient);
  const query = client
    .from('blog_posts')
    .select(POST_COLUMNS)
    .eq('slug', slug)
    .eq('published', true)
    .retry(false)
    .abortSignal(signal);
  const row = check(await query.maybeSingle());
  if (row === null) return null;
  const post = toPost(row);
  if (!post) throw new BlogLoadError('invalid', 'the row lacks article fields');
  // Filtered by slug, the row must have it: anything else is not the article asked for.
  if (post.slug !== slug) throw new BlogLoadError('invalid', 'the row has another slug');
  return post;
}

/** The site's blog API on the lazily created browser client. */
export const blogApi: BlogApi = createBlogApi(getSupabaseClient);
