import type { AnyEventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { fullGateMachine } from './full-gate.machine';

/** sha256("helvox-demo"), the demo password. */
export const DEMO_HASH = '92b665094c65506c96700d542888ad7dbda2473b625aa36560d51491d77939ac';

const events: AnyEventObject[] = [
  { type: 'shortcut.press' },
  { type: 'dot.press' },
  { type: 'xstate.done.actor.askPassword', output: 'helvox-demo' },
  { type: 'xstate.done.actor.askPassword', output: 'falsch' },
  { type: 'xstate.done.actor.askPassword', output: null },
  // An empty entry (OK on an empty prompt) is not hashed either.
  { type: 'xstate.done.actor.askPassword', output: '' },
  { type: 'xstate.done.actor.hashPassword', output: DEMO_HASH },
  { type: 'xstate.done.actor.hashPassword', output: '0'.repeat(64) },
  { type: 'xstate.error.actor.askPassword', error: new Error('prompt blocked') },
  { type: 'xstate.error.actor.hashPassword', error: new Error('no Web Crypto') },
];

export const fullGatePlan: PathPlan = {
  name: 'fullGate',
  machine: fullGateMachine,
  input: { passwordSha256: DEMO_HASH },
  events,
};

export const fullGateAllPaths = generatePaths(fullGatePlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const fullGatePaths = coveringPaths(fullGatePlan, fullGateAllPaths);
