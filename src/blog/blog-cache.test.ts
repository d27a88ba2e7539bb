import { beforeEach, describe, expect, it } from 'vitest';
import type { BlogPost } from './blog.types';
import { createBlogCache, LIST_KEY, POSTS_KEY, type StorageLike } from './blog-cache';

const post = (n: number): BlogPost => ({
  id: `id-${n}`,
  slug: `artikel-${n}`,
  title: `Artikel ${n}`,
  excerpt: 'Kurz',
  image: null,
  date: '2025-01-01',
  author: 'Lea Brunner',
  content: `<p>Text ${n}</p>`,
});
const card = (n: number) => {
  const { content: _content, ...rest } = post(n);
  return rest;
};
const page = { posts: [card(1), card(2)], hasMore: true };

let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  clock = 1_000_000;
  localStorage.clear();
});

/** Spec section 9: "cache valid 5 minutes". */
const FIVE_MINUTES = 5 * 60 * 1000;

/*
 * Used by the machines on this cache (machines/blog-list, machines/blog-article: their tests
 * run it on memory storage): a second visit within five minutes, a longer list keeping the age
 * of its first page, a cached card while the body loads, the retry clearing it all. In the
 * browser's localStorage: e2e/blog.spec.ts.
 */
describe('blog cache', () => {
  it('keeps the list under a versioned key, with how many rows it covers when some were skipped', () => {
    createBlogCache({ now }).writeList({ ...page, rowsRead: 5 });
    expect(createBlogCache({ now }).readList()).toEqual({ ...page, rowsRead: 5 });
    // A count that cannot be (fewer rows than cards, not a whole number) is not trusted.
    for (const rowsRead of [1, 2.5, '9', -1]) {
      const stored = JSON.parse(localStorage.getItem('helvox:blog:list:v1')!);
      localStorage.setItem(LIST_KEY, JSON.stringify({ ...stored, rowsRead }));
      expect(createBlogCache({ now }).readList()).toEqual(page);
    }
  });

  it('is valid for five minutes and not a moment longer, nor from the future, nor extended when stale', () => {
    const cache = createBlogCache({ now });
    cache.writeList(page);
    clock += FIVE_MINUTES - 1;
    expect(cache.readList()).toEqual(page);
    clock += 1;
    expect(cache.readList()).toBeNull();
    // An entry from the future (the clock was changed) is stale too.
    cache.writeList(page);
    clock -= 1;
    expect(cache.readList()).toBeNull();
    // Nor is a stale list revived by extending it.
    cache.writeList(page);
    clock += FIVE_MINUTES;
    cache.extendList({ posts: [card(1), card(2), card(3)], hasMore: false });
    expect(cache.readList()).toBeNull();
  });

  it('keeps whole articles for five minutes, the newest 20 reads', () => {
    const cache = createBlogCache({ now });
    for (let n = 1; n <= 22; n += 1) cache.writePost(post(n));
    expect(cache.readPost('artikel-22')).toEqual(post(22));
    expect(cache.readPost('artikel-3')).toEqual(post(3));
    expect(cache.readPost('artikel-2')).toBeNull();
    expect(JSON.parse(localStorage.getItem(POSTS_KEY)!)).toHaveLength(20);
    clock += FIVE_MINUTES;
    expect(cache.readPost('artikel-22')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ posts: 'x' })],
    ['rows without card fields', JSON.stringify({ fetchedAt: 1_000_000, posts: [{ id: 1 }] })],
  ])('reads %s as missing', (_, stored) => {
    localStorage.setItem(LIST_KEY, stored);
    expect(createBlogCache({ now }).readList()).toBeNull();
  });

  const refusing: StorageLike = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {},
  };
  it.each([
    [
      'blocked',
      () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    ],
    ['refusing to write (quota)', () => refusing],
    ['absent (prerendering)', () => null],
  ])('works in memory when storage is %s', (_, storage: () => StorageLike | null) => {
    const cache = createBlogCache({ now, storage });
    expect(cache.readList()).toBeNull();
    cache.writeList(page);
    cache.writePost(post(1));
    expect(cache.readList()).toEqual(page);
    expect(cache.readPost('artikel-1')).toEqual(post(1));
    cache.clear();
    expect(cache.readList()).toBeNull();
  });
});
