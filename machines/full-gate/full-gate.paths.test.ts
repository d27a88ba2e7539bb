import { testPlan } from '../../tests/model/plan-test';
import { fullGatePaths, fullGatePlan } from './full-gate.paths';

testPlan(fullGatePlan, fullGatePaths);
