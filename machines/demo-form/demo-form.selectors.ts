import type { SnapshotFrom } from 'xstate';
import type { demoFormMachine } from './demo-form.machine';

type Snapshot = SnapshotFrom<typeof demoFormMachine>;

export const selectValues = (snapshot: Snapshot) => snapshot.context.values;
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors;
/** Fields whose last input was cut to their maximum (they show the too-long message). */
export const selectCut = (snapshot: Snapshot) => snapshot.context.cut;
/** A send is under way. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** Submit is possible: not sending and no field shows an error. */
export const selectCanSubmit = (snapshot: Snapshot) => snapshot.can({ type: 'form.submit' });
