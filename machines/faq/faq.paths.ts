import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { faqMachine } from './faq.machine';

export const faqPlan: PathPlan = {
  name: 'faq',
  machine: faqMachine,
  events: ['item-1', 'item-3', 'item-5'].map((id) => ({ type: 'item.toggle', id })),
};

export const faqAllPaths = generatePaths(faqPlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const faqPaths = coveringPaths(faqPlan, faqAllPaths);
