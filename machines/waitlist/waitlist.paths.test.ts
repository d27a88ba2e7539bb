import { testPlan } from '../../tests/model/plan-test';
import { waitlistPaths, waitlistPlan } from './waitlist.paths';

testPlan(waitlistPlan, waitlistPaths);
