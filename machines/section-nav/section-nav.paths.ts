import type { AnyEventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { sectionNavMachine } from './section-nav.machine';

/** The demo request pre-filled by a call's recap (router state its link carries). */
export const RECAP_STATE = { demoMessage: 'Ich habe Clara getestet.' } as const;

const events: AnyEventObject[] = [
  // 'Beratung buchen' on `/`, and from another route (header: the history entry is replaced).
  { type: 'section.go', section: 'demo', from: 'home' },
  { type: 'section.go', section: 'demo', from: 'elsewhere' },
  // The recap's demo request: a link with the pre-filled message, a new history entry.
  { type: 'section.go', section: 'demo', from: 'elsewhere', replace: false, state: RECAP_STATE },
  { type: 'section.arrived', section: 'demo' },
  // Opened at /#demo, the address then changed to another section (a section link tapped before
  // the app woke, an edited address): the last arrival is followed.
  { type: 'section.arrived', section: 'targets' },
  { type: 'xstate.done.actor.navigateHome' },
  { type: 'xstate.after.scrollDelay.sectionNav.waiting' },
  { type: 'section.moved' },
  { type: 'visitor.tookOver' },
  { type: 'xstate.after.followSection.sectionNav.following' },
];

export const sectionNavPlan: PathPlan = {
  name: 'sectionNav',
  machine: sectionNavMachine,
  events,
};

export const sectionNavAllPaths = generatePaths(sectionNavPlan);
/** Replayed in the browser: every state, transition and sample event at least once. */
export const sectionNavPaths = coveringPaths(sectionNavPlan, sectionNavAllPaths);
