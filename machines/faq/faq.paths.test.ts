import { testPlan } from '../../tests/model/plan-test';
import { faqPaths, faqPlan } from './faq.paths';

testPlan(faqPlan, faqPaths);
