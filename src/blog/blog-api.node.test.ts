import { PostgrestClient } from '@supabase/postgrest-js';
import { createClient } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { demoEnv } from '@/config/demo-env';
import { server } from '../../tests/mocks/node';
import {
  BLOG_POSTS_URL,
  blogScenarios,
  blogTableHandlers,
  manyBlogPostsHandler,
} from '@/mocks/blog.handlers';
import { blogSeedPosts, HOSTILE_SLUG, UNPUBLISHED_SLUG } from '../../supabase/data/blog-posts';
import { HOSTILE_SLUGS, MALFORMED_ROWS } from '../../tests/tables/blog-rows';
import { createBlogApi, READ_TIMEOUT_MS } from './blog-api';
import { BlogLoadError, type BlogFailure } from './blog.types';
import { CARD_COLUMNS } from './blog-rows';
import { createDataServiceClient } from './supabase-client';

/**
 * The site's client: supabase-js's REST part alone. Created per read, after MSW has patched
 * `fetch` (the client keeps the `fetch` it finds when created).
 */
const client = () =>
  createDataServiceClient(
    PostgrestClient,
    demoEnv.VITE_SUPABASE_URL,
    demoEnv.VITE_SUPABASE_ANON_KEY,
  );
const api = createBlogApi(async () => client());

const published = blogSeedPosts
  .filter((post) => post.published)
  .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));

/** Records the URLs and headers of the data-service requests a test makes. */
function recordRequests() {
  const requests: Request[] = [];
  const listener = ({ request }: { request: Request }) => requests.push(request.clone());
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return requests;
}

async function failureOf(run: Promise<unknown>): Promise<BlogFailure | 'none'> {
  try {
    await run;
    return 'none';
  } catch (error) {
    expect(error).toBeInstanceOf(BlogLoadError);
    return (error as BlogLoadError).failure;
  }
}

describe('fetchPostPage', () => {
  const requests = recordRequests();

  it('reads the newest six published cards, and says more exist', async () => {
    const page = await api.fetchPostPage({ offset: 0, limit: 6 });
    expect(page.posts.map((post) => post.slug)).toEqual(
      published.slice(0, 6).map((post) => post.slug),
    );
    expect(page.hasMore).toBe(true);
    expect(page.posts[0]).not.toHaveProperty('content');
  });

  it('asks for card fields only, published, newest first with a tie-break, one row extra', async () => {
    await api.fetchPostPage({ offset: 6, limit: 6 });
    const url = new URL(requests.at(-1)!.url);
    expect(`${url.origin}${url.pathname}`).toBe(BLOG_POSTS_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: CARD_COLUMNS,
      published: 'eq.true',
      order: 'date.desc,id.desc',
      offset: '6',
      limit: '7',
    });
    expect(requests.at(-1)!.headers.get('apikey')).toBe(demoEnv.VITE_SUPABASE_ANON_KEY);
  });

  it('pages through every published post exactly once, in order', async () => {
    const seen: string[] = [];
    let page = { posts: [] as { slug: string }[], hasMore: true };
    while (page.hasMore) {
      page = await api.fetchPostPage({ offset: seen.length, limit: 6 });
      seen.push(...page.posts.map((post) => post.slug));
    }
    expect(seen).toEqual(published.map((post) => post.slug));
    expect(seen).not.toContain(UNPUBLISHED_SLUG);
  });

  it('orders posts of the same day by id, descending', async () => {
    const { posts } = await api.fetchPostPage({ offset: 0, limit: 50 });
    for (const [index, post] of posts.slice(1).entries()) {
      const before = posts[index]!;
      if (before.date === post.date) expect(before.id > post.id).toBe(true);
    }
    expect(new Set(posts.map((post) => post.date)).size).toBeLessThan(posts.length);
  });

  it('keeps the first page small with 1,000 long posts (bytes on the wire)', async () => {
    server.use(manyBlogPostsHandler(1000));
    const page = await api.fetchPostPage({ offset: 0, limit: 6 });
    expect(page.posts).toHaveLength(6);
    const response = await fetch(requests.at(-1)!.url, { headers: requests.at(-1)!.headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(8 * 1024);
  });

  it.each([
    ['status', blogScenarios.status500],
    ['network', blogScenarios.unreachable],
  ] as const)('fails with %s when the service does', async (failure, handler) => {
    server.use(handler);
    expect(await failureOf(api.fetchPostPage({ offset: 0, limit: 6 }))).toBe(failure);
  });

  it('fails with invalid when the answer is not a list', async () => {
    server.use(http.get(BLOG_POSTS_URL, () => HttpResponse.json({ id: 1, title: 'x' })));
    expect(await failureOf(api.fetchPostPage({ offset: 0, limit: 6 }))).toBe('invalid');
  });

  it.each(MALFORMED_ROWS)(
    'a malformed row (%s) is skipped and reported; the good ones stay',
    async (_, bad) => {
      const rows = [...published.slice(0, 3), bad, ...published.slice(3)];
      server.use(blogTableHandlers(rows)[0]!);
      const reportSkipped = vi.fn();
      const reading = createBlogApi(async () => client(), { reportSkipped });
      const first = await reading.fetchPostPage({ offset: 0, limit: 6 });
      const firstSlugs = first.posts.map((post) => post.slug);
      expect(firstSlugs).not.toContain(bad.slug);
      expect(first.hasMore).toBe(true);
      // Whichever place the bad row sorts to, the two pages hold every good row once.
      const second = await reading.fetchPostPage({
        offset: first.rowsRead ?? first.posts.length,
        limit: 50,
      });
      const slugs = [...firstSlugs, ...second.posts.map((post) => post.slug)];
      expect(slugs.sort()).toEqual(published.map((post) => post.slug).sort());
      expect(reportSkipped).toHaveBeenCalledTimes(1);
      expect(reportSkipped).toHaveBeenCalledWith(
        expect.stringMatching(/^blog: skipped a malformed row \(id /),
      );
    },
  );

  it('fails with network when the client cannot be loaded', async () => {
    const broken = createBlogApi(() => Promise.reject(new Error('chunk failed')));
    expect(await failureOf(broken.fetchPostPage({ offset: 0, limit: 6 }))).toBe('network');
  });

  it('answers an empty table with no posts', async () => {
    server.use(blogScenarios.empty);
    expect(await api.fetchPostPage({ offset: 0, limit: 6 })).toEqual({ posts: [], hasMore: false });
  });

  it.each([
    { offset: -1, limit: 6 },
    { offset: 0, limit: 0 },
    { offset: 0, limit: 51 },
    { offset: 0.5, limit: 6 },
  ])('rejects the request %j without asking', async (request) => {
    await expect(api.fetchPostPage(request)).rejects.toBeInstanceOf(RangeError);
  });
});

describe('a read with no answer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  /** Settles `run` into its outcome, so that a test can look before and after the clock moves. */
  function outcomeOf(run: Promise<unknown>) {
    const outcome: { failure?: BlogFailure | 'none' } = {};
    void failureOf(run).then((failure) => (outcome.failure = failure));
    return outcome;
  }

  it('ends as a network failure after 10 s (list and article)', async () => {
    server.use(http.get(BLOG_POSTS_URL, () => new Promise<never>(() => {})));
    expect(READ_TIMEOUT_MS).toBe(10_000);
    const list = outcomeOf(api.fetchPostPage({ offset: 0, limit: 6 }));
    const article = outcomeOf(api.fetchPostBySlug(published[0]!.slug));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(list.failure).toBeUndefined();
    expect(article.failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(list.failure).toBe('network'));
    await vi.waitFor(() => expect(article.failure).toBe('network'));
  });

  it('also when the client library never arrives', async () => {
    const stuck = createBlogApi(() => new Promise<never>(() => {}), { timeoutMs: 500 });
    const list = outcomeOf(stuck.fetchPostPage({ offset: 0, limit: 6 }));
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(list.failure).toBe('network'));
  });

  it('an answer in time clears the timer', async () => {
    await expect(api.fetchPostPage({ offset: 0, limit: 6 })).resolves.toMatchObject({
      hasMore: true,
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('fetchPostBySlug', () => {
  const requests = recordRequests();

  it('reads one published article with its body', async () => {
    const post = await api.fetchPostBySlug('datenschutz-hosting-schweiz');
    expect(post?.title).toBe(
      'Datenschutz: Hosting in der Schweiz und DSGVO-konforme Sprachassistenten',
    );
    expect(post?.content).toContain('<h2>');
    const url = new URL(requests.at(-1)!.url);
    expect(url.searchParams.get('slug')).toBe('eq.datenschutz-hosting-schweiz');
    expect(url.searchParams.get('published')).toBe('eq.true');
  });

  it('returns the hostile article unchanged: sanitising is the view’s job', async () => {
    expect((await api.fetchPostBySlug(HOSTILE_SLUG))?.content).toContain('<script>');
  });

  it.each([UNPUBLISHED_SLUG, 'gibt-es-nicht'])('returns null for %s', async (slug) => {
    expect(await api.fetchPostBySlug(slug)).toBeNull();
  });

  it.each(['', 'Gross', 'a/b', "x' or 1=1", 'x'.repeat(101)])(
    'returns null for the impossible slug %j without asking',
    async (slug) => {
      expect(await api.fetchPostBySlug(slug)).toBeNull();
      expect(requests).toHaveLength(0);
    },
  );

  it.each([
    ['status', blogScenarios.status500],
    ['network', blogScenarios.unreachable],
  ] as const)('fails with %s when the service does', async (failure, handler) => {
    server.use(handler);
    expect(await failureOf(api.fetchPostBySlug('datenschutz-hosting-schweiz'))).toBe(failure);
  });

  it.each(HOSTILE_SLUGS.map((slug) => [slug]))(
    'an answer with the slug %j for another slug asked is invalid, not that article',
    async (slug) => {
      const asked = published[0]!;
      server.use(http.get(BLOG_POSTS_URL, () => HttpResponse.json({ ...asked, slug })));
      expect(await failureOf(api.fetchPostBySlug(asked.slug))).toBe('invalid');
    },
  );

  it('an answer with another good slug is invalid too', async () => {
    const [asked, other] = published;
    server.use(http.get(BLOG_POSTS_URL, () => HttpResponse.json(other)));
    expect(await failureOf(api.fetchPostBySlug(asked!.slug))).toBe('invalid');
  });
});

describe('the site’s REST client against supabase-js', () => {
  const requests = recordRequests();
  // The reference: the full library as an app would create it for anonymous reads. Node 20 has
  // no WebSocket, and supabase-js needs one for its (unused) realtime client.
  const reference = createBlogApi(async () =>
    createClient(demoEnv.VITE_SUPABASE_URL, demoEnv.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
    }),
  );
  /** What PostgREST sees of a request; supabase-js's X-Client-Info only names the library. */
  const seen = (request: Request) => ({
    method: request.method,
    url: request.url,
    headers: [...request.headers].filter(([name]) => name !== 'x-client-info'),
  });

  it.each([
    ['a page of cards', (blog: typeof api) => blog.fetchPostPage({ offset: 6, limit: 6 })],
    ['an article', (blog: typeof api) => blog.fetchPostBySlug('datenschutz-hosting-schweiz')],
    ['a missing article', (blog: typeof api) => blog.fetchPostBySlug('gibt-es-nicht')],
  ])('sends the same request and reads the same answer for %s', async (_, read) => {
    const ours = await read(api);
    const theirs = await read(reference);
    expect(requests).toHaveLength(2);
    expect(seen(requests[0]!)).toEqual(seen(requests[1]!));
    expect(requests[0]!.headers.get('authorization')).toBe(
      `Bearer ${demoEnv.VITE_SUPABASE_ANON_KEY}`,
    );
    expect(ours).toEqual(theirs);
  });

  it('finds the REST interface from a service URL written with a trailing slash too', async () => {
    const slashed = createDataServiceClient(
      PostgrestClient,
      `${demoEnv.VITE_SUPABASE_URL}/`,
      demoEnv.VITE_SUPABASE_ANON_KEY,
    );
    await createBlogApi(async () => slashed).fetchPostPage({ offset: 0, limit: 6 });
    const url = new URL(requests.at(-1)!.url);
    expect(`${url.origin}${url.pathname}`).toBe(BLOG_POSTS_URL);
  });
});

describe('blog MSW handlers (PostgREST emulation)', () => {
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${BLOG_POSTS_URL}?${query}`, {
      headers: { apikey: demoEnv.VITE_SUPABASE_ANON_KEY, ...headers },
    });
  const object = { Accept: 'application/vnd.pgrst.object+json' };

  it('answers a single object, or 406 PGRST116 when no row matches', async () => {
    const found = await get('select=slug&slug=eq.datenschutz-hosting-schweiz', object);
    expect(await found.json()).toEqual({ slug: 'datenschutz-hosting-schweiz' });
    const missing = await get(`select=slug&slug=eq.${UNPUBLISHED_SLUG}`, object);
    expect(missing.status).toBe(406);
    expect(await missing.json()).toMatchObject({ code: 'PGRST116' });
  });

  it('hides unpublished rows like the select policy', async () => {
    const rows = (await (await get('select=slug,published')).json()) as { published: boolean }[];
    expect(rows.every((row) => row.published)).toBe(true);
  });

  it('honours a Range header and reports Content-Range', async () => {
    const response = await get('select=id&order=date.desc,id.desc', { Range: '2-4' });
    expect(await response.json()).toHaveLength(3);
    expect(response.headers.get('Content-Range')).toBe('2-4/*');
  });

  it('rejects unknown columns and a wrong key like PostgREST', async () => {
    expect((await get('select=secret')).status).toBe(400);
    const response = await fetch(`${BLOG_POSTS_URL}?select=id`, { headers: { apikey: 'nope' } });
    expect(response.status).toBe(401);
  });

  it('refuses writes from the anonymous role', async () => {
    const response = await fetch(BLOG_POSTS_URL, {
      method: 'POST',
      headers: { apikey: demoEnv.VITE_SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  it('answers from any dataset', async () => {
    server.use(...blogTableHandlers(blogSeedPosts.slice(0, 2)));
    expect(await (await get('select=id')).json()).toHaveLength(2);
  });
});
