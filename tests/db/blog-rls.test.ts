import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogSeedPosts, UNPUBLISHED_SLUG } from '../../supabase/data/blog-posts';
import { createBlogDatabase, sqlState } from './blog-db';

const PUBLISHED = blogSeedPosts.filter((post) => post.published).length;
const PERMISSION_DENIED = '42501'; // also the code of a row-level security violation

/** The list query the site sends (PostgREST builds the same from the REST client’s call). */
const LIST_QUERY = `select id, title, excerpt, image, date, author, slug from public.blog_posts
  where published = true order by date desc, id desc limit 7 offset 0`;
/** What the anonymous role must not do: add a row, change every row, delete every row. */
const INSERT = `insert into public.blog_posts (title, content, author, slug, published)
  values ('X', '<p>x</p>', 'Mallory', 'eingeschleust', true)`;
const UPDATE = `update public.blog_posts set title = 'Gehackt'`;
const DELETE = 'delete from public.blog_posts';

let db: PGlite;

beforeAll(async () => {
  db = await createBlogDatabase();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function asAnon<T>(run: () => Promise<T>): Promise<T> {
  await db.exec('set role anon');
  try {
    return await run();
  } finally {
    await db.exec('reset role');
  }
}

const count = async (where = 'true') =>
  (await db.query<{ n: number }>(`select count(*)::int as n from public.blog_posts where ${where}`))
    .rows[0]?.n;

describe('blog_posts as the anonymous role (migration as written)', () => {
  it('reads every published row and no other', async () => {
    await asAnon(async () => {
      expect(await count()).toBe(PUBLISHED);
      expect(await count('not published')).toBe(0);
    });
  });

  it('cannot see the unpublished article by its slug', async () => {
    await asAnon(async () => {
      expect(await count(`slug = '${UNPUBLISHED_SLUG}'`)).toBe(0);
    });
    expect(await count(`slug = '${UNPUBLISHED_SLUG}'`)).toBe(1);
  });

  it('is refused insert, update and delete outright: it holds no such grant', async () => {
    await asAnon(async () => {
      for (const statement of [INSERT, UPDATE, DELETE])
        expect(await sqlState(() => db.query(statement)), statement).toBe(PERMISSION_DENIED);
    });
    expect(await count()).toBe(blogSeedPosts.length);
    expect(await count(`title = 'Gehackt'`)).toBe(0);
  });

  it('reads the first page through the index, without sorting', async () => {
    const plan = await asAnon(async () => {
      // The seed is too small for the planner to prefer the index on its own.
      await db.exec('set enable_seqscan = off');
      const result = await db.query<Record<string, string>>(`explain ${LIST_QUERY}`);
      await db.exec('reset enable_seqscan');
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('blog_posts_published_date_id_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('sees the list newest first, equal dates ordered by id', async () => {
    const rows = await asAnon(
      async () => (await db.query<{ id: string; date: string }>(LIST_QUERY)).rows,
    );
    const expected = blogSeedPosts
      .filter((post) => post.published)
      .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1))
      .slice(0, 7)
      .map((post) => post.id);
    expect(rows.map((row) => row.id)).toEqual(expected);
  });
});

describe('row-level security alone (grants as Supabase gives them by default)', () => {
  beforeAll(async () => {
    // Supabase's default privileges grant every table to anon; RLS must still hold the rule.
    await db.exec('grant insert, update, delete on public.blog_posts to anon');
  });
  afterAll(async () => {
    await db.exec('revoke insert, update, delete on public.blog_posts from anon');
  });

  it('raises on insert: no policy admits a new row', async () => {
    expect(await asAnon(() => sqlState(() => db.query(INSERT)))).toBe(PERMISSION_DENIED);
    expect(await count(`slug = 'eingeschleust'`)).toBe(0);
  });

  it('updates and deletes nothing: no policy exposes a row to them', async () => {
    const [updated, deleted] = await asAnon(async () => [
      (await db.query(UPDATE)).affectedRows,
      (await db.query(DELETE)).affectedRows,
    ]);
    expect(updated).toBe(0);
    expect(deleted).toBe(0);
    expect(await count()).toBe(blogSeedPosts.length);
  });
});

describe('blog_posts maintenance', () => {
  it('keeps updated_at current on every update', async () => {
    await db.exec(
      `update public.blog_posts set author = author where slug = '${UNPUBLISHED_SLUG}'`,
    );
    const row = await db.query<{ created: Date; updated: Date }>(
      `select created_at as created, updated_at as updated from public.blog_posts
        where slug = '${UNPUBLISHED_SLUG}'`,
    );
    expect(row.rows[0]!.updated.getTime()).toBeGreaterThan(row.rows[0]!.created.getTime());
  });

  it('rejects an excerpt longer than a card can show', async () => {
    expect(
      await sqlState(() =>
        db.query(`update public.blog_posts set excerpt = repeat('x', 281) where slug = $1`, [
          UNPUBLISHED_SLUG,
        ]),
      ),
    ).toBe('23514');
  });
});
