import { PostgrestClient } from '@supabase/postgrest-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoEnv } from '@/config/demo-env';
import { createBlogApi } from '@/blog/blog-api';
import { CARD_COLUMNS, POST_COLUMNS } from '@/blog/blog-rows';
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
import { HOSTILE_SLUGS, MALFORMED_ROWS } from '../../tests/tables/blog-rows';
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

describe('the build reads the blog through the browser’s BlogApi', () => {
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => requests.push(request.clone());
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));

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

  it('sends the list’s and the article’s own queries (columns, filter, order, key)', async () => {
    await readBlogForBuild(buildApi());
    const queries = requests.map((request) => new URL(request.url));
    expect(queries.every((url) => `${url.origin}${url.pathname}` === BLOG_POSTS_URL)).toBe(true);
    expect(Object.fromEntries(queries[0]!.searchParams)).toEqual({
      select: CARD_COLUMNS,
      published: 'eq.true',
      order: 'date.desc,id.desc',
      offset: '0',
      limit: '7',
    });
    const bySlug = queries.filter((url) => url.searchParams.get('select') === POST_COLUMNS);
    expect(bySlug).toHaveLength(published.length);
    expect(Object.fromEntries(bySlug[0]!.searchParams)).toEqual({
      select: POST_COLUMNS,
      slug: `eq.${published[0]!.slug}`,
      published: 'eq.true',
    });
    expect(requests[0]!.headers.get('apikey')).toBe(demoEnv.VITE_SUPABASE_ANON_KEY);
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

  it('an empty table: no first page, no articles', async () => {
    server.use(blogScenarios.empty);
    expect(await readBlogForBuild(buildApi(), vi.fn())).toEqual({ firstPage: null, articles: [] });
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

  it.each(MALFORMED_ROWS)(
    'a list row with %s is skipped with a warning naming it; every other article is built',
    async (_, bad) => {
      server.use(blogTableHandlers([...blogSeedPosts, bad])[0]!);
      const warn = vi.fn();
      const { firstPage, articles } = await readBlogForBuild(buildApi(undefined, warn), warn);
      expect(articles.map((article) => article.slug).sort()).toEqual([...slugs].sort());
      expect(firstPage?.posts.map((card) => card.slug)).not.toContain(bad.slug);
      // Six rows to a page: one of them may be the skipped one.
      expect(firstPage?.posts.length).toBeGreaterThanOrEqual(5);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^blog: skipped a malformed row \(id /);
    },
  );

  it.each(HOSTILE_SLUGS.map((slug) => [slug]))(
    'an article answered with the slug %j (not the one asked for) is skipped, the rest built',
    async (slug) => {
      const victim = published[2]!;
      server.use(
        http.get(BLOG_POSTS_URL, ({ request }) => {
          const url = new URL(request.url);
          if (url.searchParams.get('slug') !== `eq.${victim.slug}`) return undefined;
          return HttpResponse.json({ ...victim, slug });
        }),
      );
      const warn = vi.fn();
      const { articles } = await readBlogForBuild(buildApi(undefined, warn), warn);
      expect(articles.map((article) => article.slug).sort()).toEqual(
        slugs.filter((other) => other !== victim.slug).sort(),
      );
      expect(articles.map((article) => article.slug)).not.toContain(slug);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^article "${victim.slug}" not prerendered: `)),
      );
    },
  );

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
