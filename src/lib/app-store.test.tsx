import { renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeSurface } from '@machines/call-owner/call-owner.fakes';
import { fakeCards } from '@machines/blog-list/blog-list.fakes';
import { useCallIntents } from '@/features/call/live/use-call-intents';
import { createBlogCache } from '@/blog/blog-cache';
import { BlogListPage } from '@/features/blog/blog-list.page';
import { callOwner } from '@/features/call/live/call-owner';
import { renderWithRouter } from '@tests/render';
import { blogCacheAtom } from '@/blog/blog.live';
import { callOwnerAtom } from '@/features/call/live/call-owner';
import { appStore } from './app-store';

/** Six cards only this test's cache holds (titles no data service answers). */
const cached = {
  posts: fakeCards.slice(0, 6).map((card) => ({ ...card, title: `Nur im Cache: ${card.title}` })),
  hasMore: true,
};

// The dom setup stops and forgets the app store's coordinator after each test.
describe('app-wide references in jotai', () => {
  it('holds no call coordinator until a surface needs one, then the same one, its own per store', () => {
    const store = createStore();
    expect(store.get(callOwnerAtom)).toBeNull();
    const owner = callOwner(store);
    expect(store.get(callOwnerAtom)).toBe(owner);
    expect(callOwner(store)).toBe(owner);
    expect(owner.getSnapshot().value).toBe('free');
    // Each store its own: another store's differs, the app's stays untouched.
    const other = createStore();
    expect(callOwner(other)).not.toBe(owner);
    expect(appStore.get(callOwnerAtom)).toBeNull();
    owner.stop();
    other.get(callOwnerAtom)?.stop();
  });

  it('sends a surface’s start to the coordinator of the Provider’s store', () => {
    const store = createStore();
    const surface = fakeSurface('widget');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useCallIntents(surface), { wrapper });
    result.current.start();
    expect(store.get(callOwnerAtom)?.getSnapshot().context.owner).toBe(surface);
    expect(appStore.get(callOwnerAtom)).toBeNull();
    store.get(callOwnerAtom)?.stop();
  });

  it('gives each store its own blog cache, made on first read', () => {
    const one = createStore();
    const two = createStore();
    expect(one.get(blogCacheAtom)).toBe(one.get(blogCacheAtom));
    expect(one.get(blogCacheAtom)).not.toBe(two.get(blogCacheAtom));
  });

  it('/blog reads the cache of the Provider’s store', async () => {
    const store = createStore();
    const cache = createBlogCache({ storage: () => null });
    cache.writeList(cached);
    store.set(blogCacheAtom, cache);
    await renderWithRouter(
      <Provider store={store}>
        <BlogListPage prerendered={null} />
      </Provider>,
      '/blog',
    );
    // The six cached cards, without a read (MSW refuses any request no handler expects here).
    for (const card of cached.posts) expect(await screen.findByText(card.title)).toBeVisible();
  });
});
