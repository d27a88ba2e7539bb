import type { AnyMachineSnapshot } from 'xstate';
import { samplePosts } from '@/blog/sample-posts';
import { de } from '@/content/de';
import type { BlogListContext } from '@machines/blog-list/blog-list.types';

const text = de.blog.list;

/** What the list page shows, as text: the same shape is read from jsdom and from Chromium. */
export interface BlogListUi {
  /** 'Artikel werden geladen...' with six skeleton cards. */
  loading: boolean;
  /** Titles of the grid's cards, in order. */
  cards: string[];
  /** The "more" button, its label and whether it is disabled; null when absent. */
  loadMore: { label: string; disabled: boolean } | null;
  /** Title of the error or empty panel, if one shows. */
  panel: string | null;
  /** The panel's action: the retry button or the link home. */
  panelAction: string | null;
  /** Titles of the sample articles shown below the panel. */
  samples: string[];
}

/** The UI a state of the list machine must show (spec: Blog list, section 8). */
export function expectedBlogListUi(snapshot: AnyMachineSnapshot): BlogListUi {
  const { posts, visibleCount, hasMore } = snapshot.context as BlogListContext;
  const loadingMore = snapshot.hasTag('loadingMore');
  const canLoadMore = snapshot.can({ type: 'list.more' });
  const error = snapshot.matches('error');
  const empty = snapshot.matches('empty');
  // The first read: the prerendered cards stay while it runs; without them, skeletons.
  const reading = snapshot.hasTag('loading');
  const refreshing = reading && posts.length > 0;
  return {
    loading: reading && !refreshing,
    cards:
      snapshot.matches('loaded') || refreshing
        ? posts.slice(0, visibleCount).map((post) => post.title)
        : [],
    loadMore:
      canLoadMore || loadingMore || (refreshing && hasMore)
        ? { label: loadingMore ? text.loadingMore : text.loadMore, disabled: !canLoadMore }
        : null,
    panel: error ? text.error.title : empty ? text.empty.title : null,
    panelAction: error ? text.error.retry : empty ? text.empty.home : null,
    samples: snapshot.hasTag('fallback') ? samplePosts.map((post) => post.title) : [],
  };
}

/** The toast a path step must raise, by the event that led to the state: any failed read. */
export function expectedBlogListToast(eventType: string): string | null {
  return eventType === 'xstate.error.actor.fetchPage'
    ? de.blog.toasts.listFailed.description
    : null;
}
