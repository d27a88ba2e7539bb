import type { SnapshotFrom } from 'xstate';
import type { blogListMachine } from './blog-list.machine';

type Snapshot = SnapshotFrom<typeof blogListMachine>;

/** The first read is under way while the prerendered cards show (they are replaced after). */
export const selectIsRefreshing = (snapshot: Snapshot) =>
  snapshot.hasTag('loading') && snapshot.context.posts.length > 0;
/** The first read is under way with no card to show: "Artikel werden geladen..." with skeletons. */
export const selectIsLoading = (snapshot: Snapshot) =>
  snapshot.hasTag('loading') && !selectIsRefreshing(snapshot);

/**
 * What the page shows: skeleton cards, the grid (also the prerendered cards while the first
 * read is under way), the error panel or the empty notice.
 */
export const selectStatus = (snapshot: Snapshot): 'loading' | 'loaded' | 'error' | 'empty' =>
  selectIsLoading(snapshot)
    ? 'loading'
    : snapshot.matches('error')
      ? 'error'
      : snapshot.matches('empty')
        ? 'empty'
        : 'loaded';
/** The cards of the grid: the first `visibleCount` read so far. */
export const selectVisiblePosts = (snapshot: Snapshot) =>
  snapshot.context.posts.slice(0, snapshot.context.visibleCount);
/** "Weitere Artikel laden" does something: more cards are read or can be read. */
export const selectCanLoadMore = (snapshot: Snapshot) => snapshot.can({ type: 'list.more' });
/**
 * "Weitere Artikel laden" shows: it does something, the next page is being read, or the
 * prerendered cards have more after them (disabled until the first read is answered, so the
 * button does not pop in below the cards).
 */
export const selectShowsLoadMore = (snapshot: Snapshot) =>
  selectCanLoadMore(snapshot) ||
  snapshot.hasTag('loadingMore') ||
  (selectIsRefreshing(snapshot) && snapshot.context.hasMore);
/** The next page is being read: the button shows it is busy. */
export const selectIsLoadingMore = (snapshot: Snapshot) => snapshot.hasTag('loadingMore');
/** Error or empty: the built-in sample articles show, labelled as examples. */
export const selectShowsSamples = (snapshot: Snapshot) => snapshot.hasTag('fallback');
/** Why the last read failed, as a code (null after a success). */
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
