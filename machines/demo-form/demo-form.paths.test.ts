import { testPlan } from '../../tests/model/plan-test';
import { demoFormPaths, demoFormPlan } from './demo-form.paths';

testPlan(demoFormPlan, demoFormPaths);
