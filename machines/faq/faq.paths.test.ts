import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { faqAllPaths, faqPaths, faqPlan } from './faq.paths';

testPlan(faqPlan, faqPaths);

/** Spec: one open item at a time, the first open by default; the open item can be closed. */
const at = (openItem: string | null): UnitStep<string | null> => ({
  model: openItem,
  state: openItem === null ? 'collapsed' : 'expanded',
  context: { openItem },
  emitted: [],
});

testUnitReplays<string | null>(faqPlan, faqAllPaths, {
  initial: at('item-1'),
  step: (open, event: EventObject) => {
    const { id } = event as EventObject & { id: string };
    return at(open === id ? null : id);
  },
});
