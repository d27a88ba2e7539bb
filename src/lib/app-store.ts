import { getDefaultStore } from 'jotai/vanilla';

/**
 * The store of the few app-wide references several routes share (team guide: "jotai only holds
 * the few app-wide references several routes share, never rules about them"). Each atom lives
 * with what it refers to, above this layer: `blogCacheAtom` (src/blog/blog.live.ts),
 * `callOwnerAtom` (src/features/call/live/call-owner.ts), `voiceDriverAtom` (the page's one
 * voice driver, src/features/call/drivers/create-driver.ts), `sectionNavAtom`
 * (src/components/section-nav.live.ts). They hold references only: what the blog cache, the
 * call coordinator, the driver and the section navigation do lives in the cache, the driver
 * and their machines.
 *
 * Outside React they are read through a store (`appStore` by default; a test passes its own
 * `createStore()`), in a component with `useAtomValue` (the store of a jotai `<Provider>`, else
 * this one). Nothing here is loaded on `/` before an interaction: only the blog pages and the
 * call surfaces import it.
 */
export type AppStore = ReturnType<typeof getDefaultStore>;

/** The app's store: jotai's default store, which components use without a `<Provider>`. */
export const appStore: AppStore = getDefaultStore();
