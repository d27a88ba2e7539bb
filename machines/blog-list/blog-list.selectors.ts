import type { SnapshotFrom } from 'xstate';
import type { blogListMachine } from './blog-list.machine';

type Snapshot = SnapshotFrom<typeof blogListMachine>;

/** What the page shows: skeleton cards, the grid, the error panel or the empty notice. */
export const selectStatus = (snapshot: Snapshot): 'loading' | 'loaded' | 'error' | 'empty' =>
  snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.matches('error')
      ? 'error'
      : snapshot.matches('empty')
        ? 'empty'
        : 'loaded';
/** The first read is under way: "Artikel werden geladen..." with skeleton cards. */
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
/** The cards of the grid: the first `visibleCount` read so far. */
export const selectVisiblePosts = (snapshot: Snapshot) =>
  snapshot.context.posts.slice(0, snapshot.context.visibleCount);
/** "Weitere Artikel laden" does something: more cards are read or can be read. */
export const selectCanLoadMore = (snapshot: Snapshot) => snapshot.can({ type: 'list.more' });
/** The next page is being read: the button shows it is busy. */
export const selectIsLoadingMore = (snapshot: Snapshot) => snapshot.hasTag('loadingMore');
/** Error or empty: the built-in sample articles show, labelled as examples. */
export const selectShowsSamples = (snapshot: Snapshot) => snapshot.hasTag('fallback');
/** Why the last read failed, as a code (null after a success). */
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
