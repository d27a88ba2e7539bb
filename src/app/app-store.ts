import { atom, getDefaultStore } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { createBlogCache, type BlogCache } from '@/blog/blog-cache';
import type { CallOwnerRef } from '@/voice/call-owner';
import type { SectionNavRef } from '@machines/section-nav/section-nav.machine';

/**
 * The few app-wide references several routes share, as jotai atoms in one store (team guide:
 * "jotai only holds the few app-wide references several routes share, never rules about
 * them"). The atoms hold references only: what the blog cache and the call coordinator do lives
 * in the cache and in the `callOwner` machine.
 *
 * Outside React they are read through a store (`appStore` by default; a test passes its own
 * `createStore()`), in a component with `useAtomValue` (the store of a jotai `<Provider>`, else
 * this one). Nothing here is loaded on `/` before an interaction: only the blog pages and the
 * call surfaces import it.
 */
export type AppStore = ReturnType<typeof getDefaultStore>;

/** The app's store: jotai's default store, which components use without a `<Provider>`. */
export const appStore: AppStore = getDefaultStore();

/**
 * The blog's read cache (localStorage, five minutes), shared by `/blog` and every article so
 * that a card read on the list shows at once on its article. One per store, made on first read
 * (making it touches no storage).
 */
export const blogCacheAtom = atomWithLazy<BlogCache>(() => createBlogCache());

/**
 * The app's one call coordinator actor, shared by every call surface (widget, agents dialog,
 * agent pages, `/full`). Null until a surface first needs it: `callOwner()` creates it, in the
 * browser only.
 */
export const callOwnerAtom = atom<CallOwnerRef | null>(null);

/**
 * The app's one section-navigation actor (`machines/section-nav`): a section link chosen on any
 * route. Null until the visitor first chooses one: `sectionNav()` creates it.
 */
export const sectionNavAtom = atom<SectionNavRef | null>(null);
