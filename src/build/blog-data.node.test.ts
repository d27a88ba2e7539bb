import { PostgrestClient } from '@supabase/postgrest-js';
import { describe, expect, it, vi } from 'vitest';
import { demoEnv } from '@/config/demo-env';
import { createBlogApi } from '@/blog/blog-api';
import { createDataServiceClient } from '@/blog/supabase-client';
import { server } from '../../tests/mocks/node';
import { http, HttpResponse } from 'msw';
import {
  BLOG_POSTS_URL,
  blogScenarios,
  blogTableHandlers,
  manyBlogPostsHandler,
} from '../mocks/blog.handlers';
import { blogSeedPosts, UNPUBLISHED_SLUG } from '../../supabase/data/blog-posts';
import { MALFORMED_ROWS } from '../../tests/tables/blog-rows';
import { readBlogForBuild } from './blog-data';

/** The build's API: the browser's `createBlogApi` on postgrest-js in Node (global fetch). */
const buildApi = (timeoutMs?: number, reportSkipped?: (message: string) => void) =>
  createBlogApi(
    async () =>
      createDataServiceClient(
        PostgrestClient,
        demoEnv.VITE_SUPABASE_URL,
        demoEnv.VITE_SUPABASE_ANON_KEY,
      ),
    { timeoutMs, reportSkipped },
  );

const newestFirst = <T extends { date: string; id: string | number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) =>
    a.date === b.date ? (String(a.id) < String(b.id) ? 1 : -1) : a.date < b.date ? 1 : -1,
  );
const published = newestFirst(blogSeedPosts.filter((post) => post.published));

// The queries it sends are the API's (src/blog/blog-api.node.test.ts); a malformed row is
// judged by src/blog/blog-rows.node.test.ts, and an article that is not the one asked for
// fails its read (the API's test) and is skipped like any failed read (below).
describe('the build reads the blog through the browser’s BlogApi', () => {
  it('reads the first page as the list does, and every published article with its body', async () => {
    const warn = vi.fn();
    const { firstPage, articles } = await readBlogForBuild(buildApi(), warn);
    expect(warn).not.toHaveBeenCalled();
    expect(firstPage?.posts.map((card) => card.slug)).toEqual(
      published.slice(0, 6).map((post) => post.slug),
    );
    expect(firstPage?.hasMore).toBe(published.length > 6);
    expect(firstPage?.posts[0]).not.toHaveProperty('content');
    expect(articles.map((article) => article.slug)).toEqual(published.map((post) => post.slug));
    expect(articles.map((article) => article.slug)).not.toContain(UNPUBLISHED_SLUG);
    expect(articles.every((article) => article.content.length > 0)).toBe(true);
  });

  it('pages through a long table: every article once, newest first', async () => {
    server.use(manyBlogPostsHandler(120));
    const { firstPage, articles } = await readBlogForBuild(buildApi());
    expect(firstPage?.posts).toHaveLength(6);
    expect(firstPage?.hasMore).toBe(true);
    expect(articles).toHaveLength(120);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(120);
    expect(articles.map((article) => article.date)).toEqual(
      [...articles.map((article) => article.date)].sort().reverse(),
    );
  });

  it('an empty table: no first page, no articles, nothing to warn about', async () => {
    server.use(blogScenarios.empty);
    const warn = vi.fn();
    expect(await readBlogForBuild(buildApi(), warn)).toEqual({ firstPage: null, articles: [] });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', blogScenarios.status500, undefined],
    ['no answer at all', blogScenarios.unreachable, undefined],
    ['an answer that never comes (the API’s timeout)', blogScenarios.hanging, 50],
  ])('%s: nothing prerendered, and the build says so', async (_, handler, timeoutMs) => {
    server.use(handler);
    const warn = vi.fn();
    expect(await readBlogForBuild(buildApi(timeoutMs), warn)).toEqual({
      firstPage: null,
      articles: [],
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^articles not prerendered: /));
  });
});

describe('the build trusts the data service row by row', () => {
  const slugs = published.map((post) => post.slug);

  it('an article whose read fails is skipped with a warning; the others are built', async () => {
    const victim = published[4]!;
    server.use(
      http.get(BLOG_POSTS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('slug') === `eq.${victim.slug}`
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : undefined,
      ),
    );
    const warn = vi.fn();
    const { articles } = await readBlogForBuild(buildApi(undefined, warn), warn);
    expect(articles).toHaveLength(published.length - 1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^article "${victim.slug}" not prerendered: `)),
    );
  });

  it('with a page of malformed rows the pages go on after them: every good article built', async () => {
    const bad = Array.from({ length: 60 }, (_, n) => ({
      ...MALFORMED_ROWS[2]![1],
      id: `bad-many-${n}`,
      // Sorted between the good rows: newer than some, older than others.
      date: n % 2 ? '2030-01-01' : '2000-01-01',
    }));
    server.use(blogTableHandlers([...blogSeedPosts, ...bad])[0]!);
    const warn = vi.fn();
    const { articles } = await readBlogForBuild(buildApi(undefined, warn), warn);
    expect(articles.map((article) => article.slug).sort()).toEqual([...slugs].sort());
    expect(warn).toHaveBeenCalledTimes(60);
  });
});
