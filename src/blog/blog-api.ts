import type { PostgrestClient } from '@supabase/postgrest-js';
import {
  BlogLoadError,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type BlogPage,
  type BlogPost,
  type PageRequest,
} from './blog.types';
import { CARD_COLUMNS, POST_COLUMNS, toPage, toPost } from './blog-rows';
import { getSupabaseClient } from './supabase-client';

/** Largest page the API asks for; the site asks for 6. */
export const MAX_PAGE_SIZE = 50;

/** Reads published blog posts from the data service. */
export interface BlogApi {
  /**
   * One page of the list, newest first (`date desc, id desc`: equal days in a stable order),
   * card fields only. Asks for one row more than `limit` to learn whether more follow.
   */
  fetchPostPage(request: PageRequest, signal?: AbortSignal): Promise<BlogPage>;
  /** The published article with this slug, or null when there is none. */
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

/** The API on a given client (tests pass one made for Node); the site uses {@link blogApi}. */
export function createBlogApi(getClient: () => Promise<RestClient>): BlogApi {
  return {
    async fetchPostPage({ offset, limit }, signal) {
      if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`offset ${offset}`);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
        throw new RangeError(`limit ${limit}`);
      }
      const client = await connect(getClient);
      let query = client
        .from('blog_posts')
        .select(CARD_COLUMNS)
        .eq('published', true)
        .order('date', { ascending: false })
        .order('id', { ascending: false })
        // Inclusive bounds: limit + 1 rows, the extra one only tells that more exist.
        .range(offset, offset + limit)
        // A failure is shown at once with a retry button instead of after seconds of backoff.
        .retry(false);
      if (signal) query = query.abortSignal(signal);
      const rows = check(await query);
      if (!Array.isArray(rows)) throw new BlogLoadError('invalid', 'list is not an array');
      const page = toPage(rows, limit);
      if (!page) throw new BlogLoadError('invalid', 'a row lacks card fields');
      return page;
    },

    async fetchPostBySlug(slug, signal) {
      // A slug the table could never hold needs no request.
      if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null;
      const client = await connect(getClient);
      let query = client
        .from('blog_posts')
        .select(POST_COLUMNS)
        .eq('slug', slug)
        .eq('published', true)
        .retry(false);
      if (signal) query = query.abortSignal(signal);
      const row = check(await query.maybeSingle());
      if (row === null) return null;
      const post = toPost(row);
      if (!post) throw new BlogLoadError('invalid', 'the row lacks article fields');
      return post;
    },
  };
}

/** The site's blog API on the lazily created browser client. */
export const blogApi: BlogApi = createBlogApi(getSupabaseClient);
