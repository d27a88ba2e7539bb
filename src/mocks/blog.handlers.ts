import { delay, http, HttpResponse } from 'msw';
import { demoEnv } from '@/config/demo-env';
import { blogSeedPosts, type BlogSeedRow } from '../../supabase/data/blog-posts';
import { generateBlogPosts } from './blog-data';
import { answerRead, answerWrite, type Table } from './postgrest';

/** The PostgREST endpoint the site’s REST client calls for the table, at the demo data-service URL. */
export const BLOG_POSTS_URL = `${demoEnv.VITE_SUPABASE_URL}/rest/v1/blog_posts`;

const COLUMNS = [
  'id',
  'title',
  'excerpt',
  'content',
  'image',
  'date',
  'author',
  'slug',
  'published',
] as const satisfies readonly (keyof BlogSeedRow)[];

/** The table as the anonymous role sees it, over `rows`. */
export function blogTableOf(rows: readonly BlogSeedRow[]): Table<BlogSeedRow> {
  return {
    name: 'blog_posts',
    columns: COLUMNS,
    rows,
    // The migration's policy: the anonymous role reads published rows only.
    visible: (row) => row.published,
    anonKey: demoEnv.VITE_SUPABASE_ANON_KEY,
  };
}

/** The data service answering from `rows` as it answers the anonymous role. */
export function blogTableHandlers(rows: readonly BlogSeedRow[] = blogSeedPosts) {
  const blogTable = blogTableOf(rows);
  return [
    http.get(BLOG_POSTS_URL, ({ request }) => answerRead(blogTable, request)),
    http.all(BLOG_POSTS_URL, () => answerWrite(blogTable)),
  ];
}

/** Default: the seed of `supabase/seed.sql` (the same data module). */
export const blogHandlers = blogTableHandlers();

/** Ways the data service can behave, for tests and stories to `use()` over the default. */
export const blogScenarios = {
  /** Answers from the seed after 1.5 s: the loading state is visible. */
  slow: slowBlogHandler(1500),
  /** Never answers. */
  hanging: http.get(BLOG_POSTS_URL, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  /** A server error. */
  status500: http.get(BLOG_POSTS_URL, () =>
    HttpResponse.json(
      { code: 'XX000', details: null, hint: null, message: 'internal server error' },
      { status: 500 },
    ),
  ),
  /** No answer at all (DNS, offline, CORS). */
  unreachable: http.get(BLOG_POSTS_URL, () => HttpResponse.error()),
  /** A table without published articles. */
  empty: blogTableHandlers([])[0]!,
};

/** Answers from the seed after `ms` milliseconds. */
export function slowBlogHandler(ms: number) {
  const blogTable = blogTableOf(blogSeedPosts);
  return http.get(BLOG_POSTS_URL, async ({ request }) => {
    await delay(ms);
    return answerRead(blogTable, request);
  });
}

/** A table of `count` long published articles (default 1,000), for byte-budget tests. */
export function manyBlogPostsHandler(count = 1000) {
  return blogTableHandlers(generateBlogPosts(count))[0]!;
}
