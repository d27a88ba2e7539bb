import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { callPresenceMachine, HIDDEN_LIMIT_MS } from './call-presence.machine';

/** The delay's event as the graph sees it (the unanswered question). */
export const ANSWER_LIMIT_EVENT = 'xstate.after.answerLimit.callPresence.asking';

export const callPresencePlan: PathPlan = {
  name: 'callPresence',
  machine: callPresenceMachine,
  events: [
    { type: 'page.hidden', at: 0 },
    // Back within the minute (exactly at the limit counts as within), and after it.
    { type: 'page.visible', at: HIDDEN_LIMIT_MS },
    { type: 'page.visible', at: HIDDEN_LIMIT_MS + 1 },
    { type: 'presence.continue' },
    { type: 'presence.end' },
    { type: ANSWER_LIMIT_EVENT },
  ],
};

export const callPresenceAllPaths = generatePaths(callPresencePlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const callPresencePaths = coveringPaths(callPresencePlan, callPresenceAllPaths);
