import type { AnyEventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { fakeSurface } from './call-owner.fakes';
import { callOwnerMachine } from './call-owner.machine';

/**
 * Two surfaces of `/agents`: the widget (its single microphone button toggles) and Clara's
 * dialog (its start button starts). Only the dialog's surface unmounts there (a route change:
 * its card goes); the widget lives in the site's frame.
 */
export const widget = fakeSurface('widget');
export const dialog = fakeSurface('dialog');

const events: AnyEventObject[] = [
  { type: 'call.requested', surface: widget, intent: 'call.toggle' },
  { type: 'call.requested', surface: dialog, intent: 'call.start' },
  { type: 'surface.left', surface: dialog },
  { type: 'page.left' },
  { type: 'xstate.done.actor.awaitRelease' },
  { type: 'xstate.after.handOverTimeout.callOwner.handingOver' },
];

export const callOwnerPlan: PathPlan = {
  name: 'callOwner',
  machine: callOwnerMachine,
  events,
};

export const callOwnerAllPaths = generatePaths(callOwnerPlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const callOwnerPaths = coveringPaths(callOwnerPlan, callOwnerAllPaths);
