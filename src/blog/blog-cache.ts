import type { BlogPage, BlogPost, BlogPostCard } from './blog.types';
import { toCard, toPost } from './blog-rows';

/** How long a read stays valid (spec section 9: "cache valid 5 minutes"). */
export const CACHE_TTL_MS = 5 * 60 * 1000;

/** Versioned keys: a change of the stored shape takes a new version and ignores old entries. */
export const LIST_KEY = 'helvox:blog:list:v1';
export const POSTS_KEY = 'helvox:blog:posts:v1';

/** Whole articles kept at most; the oldest read is dropped first. */
export const MAX_CACHED_POSTS = 20;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BlogCacheOptions {
  /** Where entries persist across visits; default `localStorage` when the browser allows it. */
  storage?: () => StorageLike | null;
  now?: () => number;
  ttlMs?: number;
}

/** The blog's read cache: the list (card fields) and the articles read by slug. */
export interface BlogCache {
  /** The cached list while it is fresh, otherwise null. */
  readList(): BlogPage | null;
  /** Stores a list just read from its first page: fresh from now. */
  writeList(list: BlogPage): void;
  /** Stores a longer list (more pages read); keeps the age of the first page. No-op when stale. */
  extendList(list: BlogPage): void;
  clearList(): void;
  /** A fresh whole article read earlier, otherwise null. */
  readPost(slug: string): BlogPost | null;
  writePost(post: BlogPost): void;
  /** The card of this slug in the fresh cached list, otherwise null. */
  findCard(slug: string): BlogPostCard | null;
  /** Forgets everything. */
  clear(): void;
}

interface StoredList extends BlogPage {
  fetchedAt: number;
}

interface StoredPost {
  fetchedAt: number;
  post: BlogPost;
}

function browserStorage(): StorageLike | null {
  try {
    // Reading the property itself throws where storage is blocked (sandbox, some privacy modes).
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Parsed JSON, or undefined for anything unreadable. */
function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asList(value: unknown): StoredList | null {
  const entry = value as Partial<StoredList> | undefined;
  if (typeof entry?.fetchedAt !== 'number' || !Array.isArray(entry.posts)) return null;
  const posts = entry.posts.map(toCard);
  if (posts.some((post) => post === null)) return null;
  const list = {
    fetchedAt: entry.fetchedAt,
    posts: posts as BlogPostCard[],
    hasMore: !!entry.hasMore,
  };
  const { rowsRead } = entry;
  return typeof rowsRead === 'number' && Number.isInteger(rowsRead) && rowsRead >= posts.length
    ? { ...list, rowsRead }
    : list;
}

function asPosts(value: unknown): StoredPost[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<StoredPost>) => {
    const post = toPost(item?.post);
    return post && typeof item.fetchedAt === 'number' ? [{ fetchedAt: item.fetchedAt, post }] : [];
  });
}

/**
 * A cache on the given storage. Safe without storage: entries then live in memory for this
 * page's lifetime, and a storage that refuses to write (quota, privacy mode) is treated alike.
 * Corrupt, foreign or old-version entries read as missing.
 */
export function createBlogCache(options: BlogCacheOptions = {}): BlogCache {
  const storage = options.storage ?? browserStorage;
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? CACHE_TTL_MS;
  const memory = new Map<string, string>();

  const read = (key: string) => {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    const text = JSON.stringify(value);
    try {
      const target = storage();
      if (!target) throw new Error('no storage');
      target.setItem(key, text);
      memory.delete(key);
    } catch {
      memory.set(key, text);
    }
  };
  const remove = (key: string) => {
    memory.delete(key);
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored there, or nothing can be: either way the entry is gone.
    }
  };
  const isFresh = (fetchedAt: number) => {
    const age = now() - fetchedAt;
    return age >= 0 && age < ttl;
  };
  const freshList = () => {
    const entry = asList(parse(read(LIST_KEY)));
    return entry && isFresh(entry.fetchedAt) ? entry : null;
  };

  return {
    readList() {
      const entry = freshList();
      if (!entry) return null;
      const { fetchedAt: _, ...list } = entry;
      return list;
    },
    writeList(list) {
      write(LIST_KEY, { fetchedAt: now(), ...list } satisfies StoredList);
    },
    extendList(list) {
      const entry = freshList();
      if (entry) write(LIST_KEY, { fetchedAt: entry.fetchedAt, ...list });
    },
    clearList: () => remove(LIST_KEY),
    readPost(slug) {
      const entry = asPosts(parse(read(POSTS_KEY))).find((item) => item.post.slug === slug);
      return entry && isFresh(entry.fetchedAt) ? entry.post : null;
    },
    writePost(post) {
      const others = asPosts(parse(read(POSTS_KEY))).filter(
        (item) => item.post.slug !== post.slug && isFresh(item.fetchedAt),
      );
      const entries = [{ fetchedAt: now(), post }, ...others].slice(0, MAX_CACHED_POSTS);
      write(POSTS_KEY, entries);
    },
    findCard: (slug) => freshList()?.posts.find((post) => post.slug === slug) ?? null,
    clear() {
      remove(LIST_KEY);
      remove(POSTS_KEY);
    },
  };
}
