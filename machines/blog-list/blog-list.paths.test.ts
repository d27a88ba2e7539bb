import { testPlan } from '../../tests/model/plan-test';
import { blogListPaths, blogListPlan } from './blog-list.paths';

testPlan(blogListPlan, blogListPaths);
