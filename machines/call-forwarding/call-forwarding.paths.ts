import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { callForwardingMachine } from './call-forwarding.machine';

/**
 * Sample numbers: blank, too short, foreign (a second invalid one), valid Swiss, valid
 * Liechtenstein (a second valid one).
 */
export const NUMBER_SAMPLES = [
  '',
  '044 12',
  '+49 30 1234567',
  '044 123 45 67',
  '+423 234 56 78',
] as const;

export const callForwardingPlan: PathPlan = {
  name: 'callForwarding',
  machine: callForwardingMachine,
  events: [
    ...NUMBER_SAMPLES.map((value) => ({ type: 'number.change', value })),
    { type: 'number.blur' },
    { type: 'form.submit' },
    { type: 'rule.choose', rule: 'busy' },
    { type: 'rule.choose', rule: 'noAnswer' },
    { type: 'delay.choose', seconds: 5 },
    { type: 'delay.choose', seconds: 30 },
  ],
};

export const callForwardingAllPaths = generatePaths(callForwardingPlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const callForwardingPaths = coveringPaths(callForwardingPlan, callForwardingAllPaths);
