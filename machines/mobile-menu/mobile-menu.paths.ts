import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { mobileMenuMachine } from './mobile-menu.machine';

export const mobileMenuPlan: PathPlan = {
  name: 'mobileMenu',
  machine: mobileMenuMachine,
  events: [
    { type: 'menu.toggle' },
    { type: 'menu.close' },
    { type: 'menu.select', entry: 'benefits' },
  ],
};

export const mobileMenuAllPaths = generatePaths(mobileMenuPlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const mobileMenuPaths = coveringPaths(mobileMenuPlan, mobileMenuAllPaths);
