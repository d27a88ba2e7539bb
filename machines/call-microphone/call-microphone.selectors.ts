import type { SnapshotFrom } from 'xstate';
import type { callMicrophoneMachine } from './call-microphone.machine';

type Snapshot = SnapshotFrom<typeof callMicrophoneMachine>;

/** The audio inputs the select lists (after the default's own option). */
export const selectInputs = (snapshot: Snapshot) => snapshot.context.devices;

/**
 * The input the select shows: a switch under way shows its target while it is listed (gone
 * meanwhile, the input still in use); `null` is the default.
 */
export const selectChosen = (snapshot: Snapshot) => {
  const { chosen, devices, switchingTo } = snapshot.context;
  if (!snapshot.hasTag('busy')) return chosen;
  return switchingTo === null || devices.some((d) => d.deviceId === switchingTo)
    ? switchingTo
    : chosen;
};

/** Whether the choice can be made at all (the inputs are listed, the call's input is alive). */
export const selectCanChoose = (snapshot: Snapshot) => snapshot.hasTag('choosing');

/** The device plugged in mid-call, offered with one press (null: no offer showing). */
export const selectOffered = (snapshot: Snapshot) =>
  snapshot.hasTag('offering') ? snapshot.context.offered : null;

/** The note to say once: fallen back to the default, or a switch that failed. */
export const selectNote = (snapshot: Snapshot) => snapshot.context.note;
