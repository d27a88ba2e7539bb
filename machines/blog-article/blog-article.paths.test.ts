import { testPlan } from '../../tests/model/plan-test';
import { blogArticlePaths, blogArticlePlan } from './blog-article.paths';

testPlan(blogArticlePlan, blogArticlePaths);
