import { testPlan } from '../../tests/model/plan-test';
import { mobileMenuPaths, mobileMenuPlan } from './mobile-menu.paths';

testPlan(mobileMenuPlan, mobileMenuPaths);
