import { beforeEach, describe, expect, it } from 'vitest';
import type { BlogPost } from './blog.types';
import {
  CACHE_TTL_MS,
  createBlogCache,
  LIST_KEY,
  MAX_CACHED_POSTS,
  POSTS_KEY,
  type StorageLike,
} from './blog-cache';

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

describe('blog cache', () => {
  it('keeps the list in localStorage under a versioned key, across cache instances', () => {
    createBlogCache({ now }).writeList(page);
    expect(localStorage.getItem(LIST_KEY)).toContain('"artikel-1"');
    expect(createBlogCache({ now }).readList()).toEqual(page);
  });

  it('keeps how many rows the list covers when malformed ones were skipped', () => {
    createBlogCache({ now }).writeList({ ...page, rowsRead: 5 });
    expect(createBlogCache({ now }).readList()).toEqual({ ...page, rowsRead: 5 });
    // A count that cannot be (fewer rows than cards, not a whole number) is not trusted.
    for (const rowsRead of [1, 2.5, '9', -1]) {
      const stored = JSON.parse(localStorage.getItem(LIST_KEY)!);
      localStorage.setItem(LIST_KEY, JSON.stringify({ ...stored, rowsRead }));
      expect(createBlogCache({ now }).readList()).toEqual(page);
    }
  });

  it('is valid for five minutes and not a moment longer', () => {
    const cache = createBlogCache({ now });
    cache.writeList(page);
    clock += CACHE_TTL_MS - 1;
    expect(cache.readList()).toEqual(page);
    clock += 1;
    expect(cache.readList()).toBeNull();
  });

  it('treats an entry from the future (clock changed) as stale', () => {
    const cache = createBlogCache({ now });
    cache.writeList(page);
    clock -= 1;
    expect(cache.readList()).toBeNull();
  });

  it('extends a fresh list without making it younger', () => {
    const cache = createBlogCache({ now });
    cache.writeList(page);
    clock += CACHE_TTL_MS - 10;
    const longer = { posts: [card(1), card(2), card(3)], hasMore: false };
    cache.extendList(longer);
    expect(cache.readList()).toEqual(longer);
    clock += 10;
    expect(cache.readList()).toBeNull();
  });

  it('does not revive a stale list by extending it', () => {
    const cache = createBlogCache({ now });
    cache.writeList(page);
    clock += CACHE_TTL_MS;
    cache.extendList({ posts: [card(1), card(2), card(3)], hasMore: false });
    expect(cache.readList()).toBeNull();
  });

  it('clears the list, and everything', () => {
    const cache = createBlogCache({ now });
    cache.writeList(page);
    cache.writePost(post(1));
    cache.clearList();
    expect(cache.readList()).toBeNull();
    expect(cache.readPost('artikel-1')).toEqual(post(1));
    cache.clear();
    expect(cache.readPost('artikel-1')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('finds a card of the fresh list by slug', () => {
    const cache = createBlogCache({ now });
    cache.writeList(page);
    expect(cache.findCard('artikel-2')).toEqual(card(2));
    expect(cache.findCard('artikel-9')).toBeNull();
    clock += CACHE_TTL_MS;
    expect(cache.findCard('artikel-2')).toBeNull();
  });

  it('keeps whole articles for five minutes, the newest reads first, bounded', () => {
    const cache = createBlogCache({ now });
    for (let n = 1; n <= MAX_CACHED_POSTS + 2; n += 1) cache.writePost(post(n));
    expect(cache.readPost(`artikel-${MAX_CACHED_POSTS + 2}`)).toEqual(post(MAX_CACHED_POSTS + 2));
    expect(cache.readPost('artikel-1')).toBeNull();
    expect(JSON.parse(localStorage.getItem(POSTS_KEY)!)).toHaveLength(MAX_CACHED_POSTS);
    clock += CACHE_TTL_MS;
    expect(cache.readPost(`artikel-${MAX_CACHED_POSTS + 2}`)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ posts: 'x' })],
    ['rows without card fields', JSON.stringify({ fetchedAt: 1_000_000, posts: [{ id: 1 }] })],
  ])('reads %s as missing', (_, stored) => {
    localStorage.setItem(LIST_KEY, stored);
    expect(createBlogCache({ now }).readList()).toBeNull();
  });

  it('works in memory when storage is unavailable', () => {
    const cache = createBlogCache({
      now,
      storage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    cache.writeList(page);
    cache.writePost(post(1));
    expect(cache.readList()).toEqual(page);
    expect(cache.readPost('artikel-1')).toEqual(post(1));
    cache.clear();
    expect(cache.readList()).toBeNull();
  });

  it('works in memory when storage refuses to write (quota)', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const cache = createBlogCache({ now, storage: () => full });
    cache.writeList(page);
    expect(cache.readList()).toEqual(page);
  });

  it('works without any storage (prerendering)', () => {
    const cache = createBlogCache({ now, storage: () => null });
    expect(cache.readList()).toBeNull();
    cache.writeList(page);
    expect(cache.readList()).toEqual(page);
  });
});
