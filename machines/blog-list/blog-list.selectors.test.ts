import { expect, it } from 'vitest';
import { getInitialSnapshot } from 'xstate';
import { fakeCards } from './blog-list.fakes';
import { blogListMachine } from './blog-list.machine';
import { selectIsRefreshing, selectShowsLoadMore } from './blog-list.selectors';

// Every other selector, at every step of every path: blog-list.paths.test.ts. The paths start
// with prerendered cards that have more after them; these have none.
it('prerendered cards without more: no "more" button while refreshing', () => {
  const snapshot = getInitialSnapshot(blogListMachine, {
    prerendered: { posts: fakeCards.slice(0, 3), hasMore: false },
  });
  expect(selectIsRefreshing(snapshot)).toBe(true);
  expect(selectShowsLoadMore(snapshot)).toBe(false);
});
