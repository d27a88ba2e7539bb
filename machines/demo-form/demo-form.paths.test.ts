import { testPlan, testUnitReplays } from '../../tests/model/plan-test';
import { initialDemoForm, stepDemoForm } from '../../tests/expected/demo-form.model';
import { demoFormAllPaths, demoFormPaths, demoFormPlan } from './demo-form.paths';

testPlan(demoFormPlan, demoFormPaths);

testUnitReplays(demoFormPlan, demoFormAllPaths, { initial: initialDemoForm, step: stepDemoForm });
