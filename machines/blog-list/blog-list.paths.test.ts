import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import {
  BLOG_LIST_TEXT as text,
  expectedBlogListUi,
} from '../../tests/expected/blog-list.expected';
import {
  blogListModelsAlong,
  initialBlogListModel,
  stepBlogListModel,
  type BlogListModel,
  type BlogListStart,
} from '../../tests/expected/blog-list.model';
import { describePath } from '../../tests/model/paths';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import type { blogListMachine } from './blog-list.machine';
import { blogListAllPaths, blogListPaths, blogListPlan } from './blog-list.paths';
import {
  selectCanLoadMore,
  selectFailure,
  selectIsLoading,
  selectIsLoadingMore,
  selectShowsLoadMore,
  selectShowsSamples,
  selectStatus,
  selectVisiblePosts,
} from './blog-list.selectors';

testPlan(blogListPlan, blogListPaths);

const start = blogListPlan.input as BlogListStart;
const STATES = { loaded: 'loaded.idle', loadingMore: 'loaded.loadingMore' } as const;

/** The machine as the spec's list (tests/expected/blog-list.model.ts) says it must be. */
const at = (model: BlogListModel, emitted: EventObject[] = []): UnitStep<BlogListModel> => ({
  model,
  state: STATES[model.phase as keyof typeof STATES] ?? model.phase,
  context: {
    posts: model.cards,
    hasMore: model.more,
    rowsRead: model.rowsRead,
    visibleCount: model.shown,
    failure: model.failure,
  },
  emitted,
});

// Every sample event in every state: what the spec's list does with it (nothing, where it takes
// none), and a failed read reported for the toast, with its code and which read failed.
testUnitReplays<BlogListModel>(blogListPlan, blogListAllPaths, {
  initial: at(initialBlogListModel(start)),
  step(model, event) {
    const next = stepBlogListModel(model, event);
    if (!next) return at(model);
    const phase = model.phase === 'loading' ? 'first' : 'more';
    const failed = { type: 'list.failed', failure: next.model.failure, phase };
    return at(next.model, next.failed ? [failed] : []);
  },
});

// The context (the unit replays above see only the states their covering paths pass) and what
// the view reads (the selectors) against the screen the spec's list shows
// (tests/expected/blog-list.expected.ts), at every step of every generated path.
describe('blog list context and selectors against the spec, along every generated path', () => {
  it(`every one of the ${blogListAllPaths.length} paths`, () => {
    for (const path of blogListAllPaths) {
      const steps = blogListModelsAlong(
        path.steps.map((step) => step.event),
        start,
      );
      const machine = path.steps.map(({ state }) => {
        const snapshot = state as SnapshotFrom<typeof blogListMachine>;
        const status = selectStatus(snapshot);
        return {
          context: snapshot.context,
          loading: selectIsLoading(snapshot),
          cards: status === 'loaded' ? selectVisiblePosts(snapshot).map((post) => post.title) : [],
          loadMore: selectShowsLoadMore(snapshot)
            ? { busy: selectIsLoadingMore(snapshot), disabled: !selectCanLoadMore(snapshot) }
            : null,
          panel: status === 'error' || status === 'empty' ? status : null,
          samples: selectShowsSamples(snapshot),
          failure: selectFailure(snapshot),
        };
      });
      const spec = steps.map(({ model }) => {
        const ui = expectedBlogListUi(model);
        return {
          context: at(model).context,
          loading: ui.loading,
          cards: ui.cards,
          loadMore: ui.loadMore && {
            busy: ui.loadMore.label === text.loadingMore,
            disabled: ui.loadMore.disabled,
          },
          panel:
            ui.panel === text.errorTitle ? 'error' : ui.panel === text.emptyTitle ? 'empty' : null,
          samples: ui.samples.length > 0,
          failure: model.failure,
        };
      });
      expect(machine, describePath(path)).toEqual(spec);
    }
  });
});
