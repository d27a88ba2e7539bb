import type { SnapshotFrom } from 'xstate';
import type { blogArticleMachine } from './blog-article.machine';

type Snapshot = SnapshotFrom<typeof blogArticleMachine>;

/** What the page shows: loading, the article, not found, or the load error. */
export const selectStatus = (snapshot: Snapshot): 'loading' | 'shown' | 'notFound' | 'error' =>
  snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.matches('shown')
      ? 'shown'
      : snapshot.matches('notFound')
        ? 'notFound'
        : 'error';
/** No published article has this slug ('Artikel nicht gefunden'). */
export const selectIsMissing = (snapshot: Snapshot) => snapshot.matches('notFound');
/** Reading is under way. */
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
/** The whole article once known (its body is untrusted HTML: sanitise before rendering). */
export const selectPost = (snapshot: Snapshot) => snapshot.context.post;
/** Title, date, author and picture to show while the body loads: the article, else its card. */
export const selectHeader = (snapshot: Snapshot) =>
  snapshot.context.post ?? snapshot.context.preview;
/** "Erneut versuchen" is possible (after a failed read). */
export const selectCanRetry = (snapshot: Snapshot) => snapshot.can({ type: 'article.retry' });
/** Why the read failed, as a code. */
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
