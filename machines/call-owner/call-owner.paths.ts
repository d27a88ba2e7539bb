import type { AnyEventObject } from 'xstate';
import { coveringPaths } from '../../tests/model/coverage';
import { generatePaths, type PathPlan } from '../../tests/model/paths';
import { fakeSurface } from './call-owner.fakes';
import { callOwnerMachine } from './call-owner.machine';

/**
 * The two surfaces of `/clara-agent`: the widget (its single microphone button toggles) and the
 * agent page (its start button starts). Only the page's surface unmounts there (a route change);
 * the widget lives in the site's frame.
 */
export const widget = fakeSurface('widget');
export const agentPage = fakeSurface('agentPage');

const events: AnyEventObject[] = [
  { type: 'call.requested', surface: widget, intent: 'call.toggle' },
  { type: 'call.requested', surface: agentPage, intent: 'call.start' },
  { type: 'surface.left', surface: agentPage },
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
