import { testPlan } from '../../tests/model/plan-test';
import { logoStripPaths, logoStripPlan } from './logo-strip.paths';

testPlan(logoStripPlan, logoStripPaths);
