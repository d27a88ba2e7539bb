import { describe, expect, it } from 'vitest';
import {
  blogArticleModelsAlong,
  type BlogArticleStart,
} from '../../tests/expected/blog-article.model';
import { describePath, stateName } from '../../tests/model/paths';
import { testPlans } from '../../tests/model/plan-test';
import {
  blogArticleAllPaths,
  blogArticlePaths,
  blogArticlePlan,
  blogArticlePrerenderedAllPaths,
  blogArticlePrerenderedPaths,
  blogArticlePrerenderedPlan,
} from './blog-article.paths';
import type { BlogArticleContext } from './blog-article.types';

// Opened by slug, and prerendered (the eventless transition straight to `shown`).
testPlans([
  [blogArticlePlan, blogArticlePaths],
  [blogArticlePrerenderedPlan, blogArticlePrerenderedPaths],
]);

// The spec's article (tests/expected/blog-article.model.ts), which the view and browser
// replays' oracle reads, played along every generated path: where the machine is, what it holds.
describe('blog article machine against the spec’s article, along every generated path', () => {
  const replays = [
    ...blogArticleAllPaths.map((path) => [blogArticlePlan, path] as const),
    ...blogArticlePrerenderedAllPaths.map((path) => [blogArticlePrerenderedPlan, path] as const),
  ].map(([plan, path]) => [describePath(path), plan, path] as const);
  // One test (decision 0022: the count is of distinct checks), each path named in its failure.
  it(`every one of the ${replays.length} paths of both plans`, () => {
    for (const [name, plan, path] of replays) {
      const steps = blogArticleModelsAlong(
        path.steps.map((step) => step.event),
        plan.input as BlogArticleStart,
      );
      const machine = path.steps.map(({ state }) => {
        const { post, preview } = state.context as BlogArticleContext;
        return {
          phase: stateName(state.value),
          post: post?.slug ?? null,
          card: preview?.slug ?? null,
        };
      });
      const spec = steps.map(({ model }) => ({
        phase: model.phase,
        post: model.post?.slug ?? null,
        card: model.card?.slug ?? null,
      }));
      expect(machine, name).toEqual(spec);
    }
  });
});
