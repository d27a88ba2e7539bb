import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { mobileMenuAllPaths, mobileMenuPaths, mobileMenuPlan } from './mobile-menu.paths';

testPlan(mobileMenuPlan, mobileMenuPaths);

/** Spec: open or closed; the toggle opens and closes it, choosing an entry closes it. */
const at = (open: boolean): UnitStep<boolean> => ({
  model: open,
  state: open ? 'open' : 'closed',
  context: {},
  emitted: [],
});

testUnitReplays<boolean>(mobileMenuPlan, mobileMenuAllPaths, {
  initial: at(false),
  step: (open, event: EventObject) => at(event.type === 'menu.toggle' ? !open : false),
});
