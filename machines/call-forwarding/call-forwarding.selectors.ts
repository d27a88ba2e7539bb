import type { SnapshotFrom } from 'xstate';
import { switchOnCode } from './call-forwarding.codes';
import type { callForwardingMachine } from './call-forwarding.machine';

type Snapshot = SnapshotFrom<typeof callForwardingMachine>;

/** The number as the visitor typed it. */
export const selectTyped = (snapshot: Snapshot) => snapshot.context.typed;
/** The error shown under the field (a code), or null. */
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectRule = (snapshot: Snapshot) => snapshot.context.rule;
export const selectDelay = (snapshot: Snapshot) => snapshot.context.delay;

/** The code that switches the chosen forwarding on, for a valid number only; else null. */
export const selectSwitchOnCode = (snapshot: Snapshot) => {
  const { number, rule, delay } = snapshot.context;
  return snapshot.matches('valid') && number !== null ? switchOnCode(rule, number, delay) : null;
};
