import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EXCERPT_MAX_LENGTH,
  SLUG_PATTERN,
  TITLE_MAX_LENGTH,
  AUTHOR_MAX_LENGTH,
} from '../../src/blog/blog.types';
import { blogSeedPosts, HOSTILE_SLUG, UNPUBLISHED_SLUG } from '../../supabase/data/blog-posts';
import { renderSeedSql } from '../../supabase/data/seed-sql';

const seedSql = readFileSync(new URL('../../supabase/seed.sql', import.meta.url), 'utf8');

describe('blog seed', () => {
  it('seed.sql is generated from the data module (run `npx tsx supabase/generate-seed.ts`)', () => {
    expect(seedSql).toBe(renderSeedSql(blogSeedPosts));
  });

  it('holds at least 14 articles, exactly one unpublished', () => {
    expect(blogSeedPosts.length).toBeGreaterThanOrEqual(14);
    expect(blogSeedPosts.filter((post) => !post.published).map((post) => post.slug)).toEqual([
      UNPUBLISHED_SLUG,
    ]);
  });

  it('has unique ids and slugs within the table constraints', () => {
    expect(new Set(blogSeedPosts.map((post) => post.id)).size).toBe(blogSeedPosts.length);
    expect(new Set(blogSeedPosts.map((post) => post.slug)).size).toBe(blogSeedPosts.length);
    for (const post of blogSeedPosts) {
      expect(post.slug).toMatch(SLUG_PATTERN);
      expect(post.title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      expect(post.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
      expect(post.author.length).toBeLessThanOrEqual(AUTHOR_MAX_LENGTH);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('uses Swiss spelling (ss, never ß)', () => {
    for (const post of blogSeedPosts) expect(JSON.stringify(post)).not.toContain('ß');
  });

  it('points every image at a picture in public/', () => {
    for (const post of blogSeedPosts) {
      if (post.image)
        expect(existsSync(new URL(`../../public${post.image}`, import.meta.url))).toBe(true);
    }
  });

  it('leaves some images empty so the default picture shows', () => {
    expect(blogSeedPosts.some((post) => post.published && post.image === null)).toBe(true);
    expect(blogSeedPosts.some((post) => post.published && post.image !== null)).toBe(true);
  });

  it('has real article markup, and one published article with hostile markup', () => {
    for (const tag of ['<h2>', '<p>', '<ul>', '<a href=', '<strong>', '<em>']) {
      expect(
        blogSeedPosts.filter((post) => post.content.includes(tag)).length,
      ).toBeGreaterThanOrEqual(4);
    }
    const hostile = blogSeedPosts.find((post) => post.slug === HOSTILE_SLUG);
    expect(hostile?.published).toBe(true);
    for (const attack of ['<script>', 'onerror=', 'href="javascript:', '<iframe', '<form']) {
      expect(hostile?.content).toContain(attack);
    }
  });

  it('links only to articles that exist and are published', () => {
    const published = new Set(blogSeedPosts.filter((p) => p.published).map((p) => p.slug));
    for (const post of blogSeedPosts) {
      for (const [, slug] of post.content.matchAll(/href="\/blog\/([^"]+)"/g)) {
        expect(published.has(slug!), `${post.slug} links to ${slug}`).toBe(true);
      }
    }
  });
});
