import { testPlans } from '../../tests/model/plan-test';
import {
  blogArticlePaths,
  blogArticlePlan,
  blogArticlePrerenderedPaths,
  blogArticlePrerenderedPlan,
} from './blog-article.paths';

// Opened by slug, and prerendered (the eventless transition straight to `shown`).
testPlans([
  [blogArticlePlan, blogArticlePaths],
  [blogArticlePrerenderedPlan, blogArticlePrerenderedPaths],
]);
