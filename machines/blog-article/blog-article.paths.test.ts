import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import {
  BLOG_ARTICLE_TEXT as text,
  expectedBlogArticleUi,
} from '../../tests/expected/blog-article.expected';
import {
  blogArticleModelsAlong,
  initialBlogArticleModel,
  stepBlogArticleModel,
  type BlogArticleModel,
  type BlogArticleStart,
} from '../../tests/expected/blog-article.model';
import { describePath, type PathPlan, type MachinePath } from '../../tests/model/paths';
import { testPlans, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import type { blogArticleMachine } from './blog-article.machine';
import {
  blogArticleAllPaths,
  blogArticlePaths,
  blogArticlePlan,
  blogArticlePrerenderedAllPaths,
  blogArticlePrerenderedPaths,
  blogArticlePrerenderedPlan,
} from './blog-article.paths';
import {
  selectCanRetry,
  selectFailure,
  selectHeader,
  selectIsLoading,
  selectIsMissing,
  selectPost,
  selectStatus,
} from './blog-article.selectors';

// Opened by slug, and prerendered (the eventless transition straight to `shown`).
testPlans([
  [blogArticlePlan, blogArticlePaths],
  [blogArticlePrerenderedPlan, blogArticlePrerenderedPaths],
]);

/** The machine as the spec's article (tests/expected/blog-article.model.ts) says it must be. */
const at = (model: BlogArticleModel, emitted: EventObject[] = []): UnitStep<BlogArticleModel> => ({
  model,
  state: model.phase,
  context: { slug: model.slug, post: model.post, preview: model.card, failure: model.failure },
  emitted,
});

// Every sample event in every state: what the spec's article does with it (nothing, where it
// takes none), and a failed read reported for the toast with its code.
function step(model: BlogArticleModel, event: EventObject): UnitStep<BlogArticleModel> {
  const next = stepBlogArticleModel(model, event);
  if (!next) return at(model);
  const failed = { type: 'article.failed', failure: next.model.failure };
  return at(next.model, next.failed ? [failed] : []);
}

const plans: [PathPlan, MachinePath[]][] = [
  [blogArticlePlan, blogArticleAllPaths],
  [blogArticlePrerenderedPlan, blogArticlePrerenderedAllPaths],
];
for (const [plan, paths] of plans) {
  const initial = at(initialBlogArticleModel(plan.input as BlogArticleStart));
  testUnitReplays<BlogArticleModel>(plan, paths, { initial, step });
}

// The context (the unit replays above see only the states their covering paths pass) and what
// the view reads (the selectors) against the page the spec's article shows
// (tests/expected/blog-article.expected.ts), at every step of every generated path.
describe('blog article context and selectors against the spec, along every generated path', () => {
  it('every path of both plans', () => {
    for (const [plan, paths] of plans) {
      for (const path of paths) {
        const steps = blogArticleModelsAlong(
          path.steps.map(({ event }) => event),
          plan.input as BlogArticleStart,
        );
        const machine = path.steps.map(({ state }) => {
          const snapshot = state as SnapshotFrom<typeof blogArticleMachine>;
          const status = selectStatus(snapshot);
          const page = status === 'shown' || status === 'loading';
          return {
            context: snapshot.context,
            status,
            loading: selectIsLoading(snapshot),
            missing: selectIsMissing(snapshot),
            header: page ? selectHeader(snapshot) : null,
            body: page && selectPost(snapshot) !== null,
            retry: selectCanRetry(snapshot),
            failure: selectFailure(snapshot),
          };
        });
        const spec = steps.map(({ model }) => {
          const ui = expectedBlogArticleUi(model);
          const status = ui.loading
            ? 'loading'
            : ui.body
              ? 'shown'
              : ui.h1 === text.notFoundTitle
                ? 'notFound'
                : 'error';
          return {
            context: at(model).context,
            status,
            loading: ui.loading,
            missing: status === 'notFound',
            // The header shows the article, else its card (the byline is shown with either).
            header: ui.byline ? (model.post ?? model.card) : null,
            body: ui.body,
            retry: ui.controls.includes(text.retry),
            failure: model.failure,
          };
        });
        expect(machine, describePath(path)).toEqual(spec);
      }
    }
  });
});
