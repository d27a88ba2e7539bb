import { describe, expect, it } from 'vitest';
import { blogListModelsAlong, type BlogListStart } from '../../tests/expected/blog-list.model';
import { describePath, stateName } from '../../tests/model/paths';
import { testPlan } from '../../tests/model/plan-test';
import { blogListAllPaths, blogListPaths, blogListPlan } from './blog-list.paths';
import type { BlogListContext } from './blog-list.types';

testPlan(blogListPlan, blogListPaths);

// The spec's list (tests/expected/blog-list.model.ts), which the view and browser replays'
// oracle reads, played along every generated path: where the machine is and what it shows.
describe('blog list machine against the spec’s list, along every generated path', () => {
  // One test (decision 0022: the count is of distinct checks), each path named in its failure.
  it(`every one of the ${blogListAllPaths.length} paths`, () => {
    for (const path of blogListAllPaths) {
      const steps = blogListModelsAlong(
        path.steps.map((step) => step.event),
        blogListPlan.input as BlogListStart,
      );
      const phases = { 'loaded.idle': 'loaded', 'loaded.loadingMore': 'loadingMore' } as const;
      const machine = path.steps.map(({ state }) => {
        const { posts, visibleCount, hasMore } = state.context as BlogListContext;
        const name = stateName(state.value);
        return {
          phase: phases[name as keyof typeof phases] ?? name,
          shown: posts.slice(0, visibleCount).map((post) => post.id),
          more: hasMore,
        };
      });
      const spec = steps.map(({ model }) => ({
        phase: model.phase,
        shown: model.cards.slice(0, model.shown).map((card) => card.id),
        more: model.more,
      }));
      expect(machine, describePath(path)).toEqual(spec);
    }
  });
});
