import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { waitlistMachine } from './waitlist.machine';

export const SENT = 'xstate.after.sendDelay.waitlist.sending';

export const waitlistPlan: PathPlan = {
  name: 'waitlist',
  machine: waitlistMachine,
  // (No whitespace-only sample: an email input strips it to '' in every browser.)
  events: [
    { type: 'email.change', value: 'lea@praxis-muster.ch' },
    { type: 'email.change', value: '' },
    { type: 'form.submit' },
    { type: SENT },
  ],
};

export const waitlistAllPaths = generatePaths(waitlistPlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const waitlistPaths = coveringPaths(waitlistPlan, waitlistAllPaths);
