import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { callOutputMachine } from './call-output.machine';

export const callOutputPlan: PathPlan = {
  name: 'callOutput',
  machine: callOutputMachine,
  events: [{ type: 'output.started' }, { type: 'output.blocked' }, { type: 'output.enable' }],
};

export const callOutputAllPaths = generatePaths(callOutputPlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const callOutputPaths = coveringPaths(callOutputPlan, callOutputAllPaths);
