import { PostgrestClient } from '@supabase/postgrest-js';
import { createClient } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { demoEnv } from '@/config/demo-env';
import { server } from '../../tests/mocks/node';
import { BLOG_POSTS_URL, blogScenarios } from '@/mocks/blog.handlers';
import { blogSeedPosts, HOSTILE_SLUG, UNPUBLISHED_SLUG } from '../../supabase/data/blog-posts';
import { createBlogApi, READ_TIMEOUT_MS } from './blog-api';
import { BlogLoadError, type BlogFailure } from './blog.types';
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

const [asked, other] = blogSeedPosts.filter((post) => post.published);

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

/*
 * What a page holds, its order, paging and the unpublished row left out: the build's read
 * (src/build/blog-data.node.test.ts) and /blog's 14 cards (e2e/blog.spec.ts); a malformed row:
 * src/blog/blog-rows.node.test.ts; an unknown or unpublished slug: e2e/blog-article.spec.ts.
 */
describe('fetchPostPage and fetchPostBySlug', () => {
  const requests = recordRequests();

  it('ask for card fields only (published, newest first, one row extra), and one published article with its body', async () => {
    await api.fetchPostPage({ offset: 6, limit: 6 });
    const post = await api.fetchPostBySlug('datenschutz-hosting-schweiz');
    const [list, article] = requests.map((request) => new URL(request.url));
    expect(`${list!.origin}${list!.pathname}`).toBe(BLOG_POSTS_URL);
    expect(Object.fromEntries(list!.searchParams)).toEqual({
      select: 'id,slug,title,excerpt,image,date,author',
      published: 'eq.true',
      order: 'date.desc,id.desc',
      offset: '6',
      limit: '7',
    });
    expect(Object.fromEntries(article!.searchParams)).toEqual({
      select: 'id,slug,title,excerpt,image,date,author,content',
      slug: 'eq.datenschutz-hosting-schweiz',
      published: 'eq.true',
    });
    expect(requests[0]!.headers.get('apikey')).toBe(demoEnv.VITE_SUPABASE_ANON_KEY);
    expect(post?.title).toBe(
      'Datenschutz: Hosting in der Schweiz und DSGVO-konforme Sprachassistenten',
    );
    // The body as stored: sanitising is the view's job.
    expect((await api.fetchPostBySlug(HOSTILE_SLUG))?.content).toContain('<script>');
  });

  it.each([
    ['status', blogScenarios.status500],
    ['network', blogScenarios.unreachable],
  ] as const)('fail with %s when the service does', async (failure, handler) => {
    server.use(handler);
    expect(await failureOf(api.fetchPostPage({ offset: 0, limit: 6 }))).toBe(failure);
    expect(await failureOf(api.fetchPostBySlug(asked!.slug))).toBe(failure);
  });

  it.each([
    ['a list that is no list', () => api.fetchPostPage({ offset: 0, limit: 6 }), { id: 1 }],
    ['a malformed article', () => api.fetchPostBySlug(asked!.slug), { ...asked, slug: '..' }],
    ['another article than asked', () => api.fetchPostBySlug(asked!.slug), other],
  ])('fail with invalid on an answer of %s', async (_, read, answer) => {
    server.use(http.get(BLOG_POSTS_URL, () => HttpResponse.json(answer)));
    expect(await failureOf(read())).toBe('invalid');
  });

  it('read on past a page of malformed rows only, while more follow', async () => {
    const cards = blogSeedPosts.filter((post) => post.published).slice(0, 2);
    const rows = [...Array.from({ length: 7 }, (_, i) => ({ id: `bad-${i}` })), ...cards];
    server.use(
      http.get(BLOG_POSTS_URL, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const offset = Number(query.get('offset'));
        return HttpResponse.json(rows.slice(offset, offset + Number(query.get('limit'))));
      }),
    );
    const quiet = createBlogApi(async () => client(), { reportSkipped: () => {} });
    const page = await quiet.fetchPostPage({ offset: 0, limit: 6 });
    expect(page.posts.map((post) => post.slug)).toEqual(cards.map((post) => post.slug));
    expect(page).toMatchObject({ hasMore: false, rowsRead: 9 });
    expect(requests.map((request) => new URL(request.url).searchParams.get('offset'))).toEqual([
      '0',
      '6',
    ]);
  });

  it('fail with network when the client cannot be loaded', async () => {
    const broken = createBlogApi(() => Promise.reject(new Error('chunk failed')));
    expect(await failureOf(broken.fetchPostPage({ offset: 0, limit: 6 }))).toBe('network');
  });

  it.each([
    { offset: -1, limit: 6 },
    { offset: 0, limit: 0 },
    { offset: 0, limit: 51 },
    { offset: 0.5, limit: 6 },
  ])('rejects the page %j without asking', async (request) => {
    await expect(api.fetchPostPage(request)).rejects.toBeInstanceOf(RangeError);
  });

  // The slug rule itself (empty, capitals, '/', 101 characters, …): the slug tables of
  // tests/tables/blog-rows.ts, in src/build/dist-files.node.test.ts (HOSTILE_SLUGS, GOOD_SLUGS) and,
  // as malformed rows, src/blog/blog-rows.node.test.ts.
  it('returns null for an impossible slug without asking', async () => {
    expect(await api.fetchPostBySlug("x' or 1=1")).toBeNull();
    expect(requests).toHaveLength(0);
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

  it('ends as a network failure after 10 s (list and article), also when the client library never arrives', async () => {
    server.use(http.get(BLOG_POSTS_URL, () => new Promise<never>(() => {})));
    expect(READ_TIMEOUT_MS).toBe(10_000);
    const list = outcomeOf(api.fetchPostPage({ offset: 0, limit: 6 }));
    const article = outcomeOf(api.fetchPostBySlug(asked!.slug));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(list.failure).toBeUndefined();
    expect(article.failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(list.failure).toBe('network'));
    await vi.waitFor(() => expect(article.failure).toBe('network'));
    // Also when the client library never arrives.
    const stuck = createBlogApi(() => new Promise<never>(() => {}), { timeoutMs: 500 });
    const page = outcomeOf(stuck.fetchPostPage({ offset: 0, limit: 6 }));
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(page.failure).toBe('network'));
  });

  it('an answer in time clears the timer', async () => {
    await expect(api.fetchPostPage({ offset: 0, limit: 6 })).resolves.toMatchObject({
      hasMore: true,
    });
    expect(vi.getTimerCount()).toBe(0);
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

/*
 * The emulation's row filter and refused writes are the migration's rules: tests/db proves them
 * in PostgreSQL; the rows it answers from: every test that passes its own.
 */
describe('blog MSW handlers (PostgREST emulation)', () => {
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${BLOG_POSTS_URL}?${query}`, {
      headers: { apikey: demoEnv.VITE_SUPABASE_ANON_KEY, ...headers },
    });

  it('answers a single object or 406 PGRST116, unknown columns 400, a wrong key 401', async () => {
    const object = { Accept: 'application/vnd.pgrst.object+json' };
    const found = await get('select=slug&slug=eq.datenschutz-hosting-schweiz', object);
    expect(await found.json()).toEqual({ slug: 'datenschutz-hosting-schweiz' });
    const missing = await get(`select=slug&slug=eq.${UNPUBLISHED_SLUG}`, object);
    expect(missing.status).toBe(406);
    expect(await missing.json()).toMatchObject({ code: 'PGRST116' });
    expect((await get('select=secret')).status).toBe(400);
    const response = await fetch(`${BLOG_POSTS_URL}?select=id`, { headers: { apikey: 'nope' } });
    expect(response.status).toBe(401);
  });
});
