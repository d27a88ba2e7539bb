import type { AnyEventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { callMicrophoneMachine, type InputDevice } from './call-microphone.machine';

/** The offer's time running out, as the graph sees it. */
export const OFFER_LIMIT_EVENT = 'xstate.after.offerLimit.callMicrophone.offering';

/** A laptop's own microphone, a headset, and a USB microphone without a label. */
export const BUILT_IN: InputDevice = { deviceId: 'built-in', label: 'Eingebautes Mikrofon' };
export const HEADSET: InputDevice = { deviceId: 'headset', label: 'Headset' };
export const USB: InputDevice = { deviceId: 'usb', label: '' };

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.listInputs', output: [BUILT_IN, HEADSET] },
  { type: 'xstate.error.actor.listInputs', error: new Error('enumerateDevices failed') },
  // Plugged in, unplugged, the same list again.
  { type: 'devices.changed', devices: [BUILT_IN, HEADSET, USB] },
  { type: 'devices.changed', devices: [BUILT_IN] },
  { type: 'devices.changed', devices: [BUILT_IN, HEADSET] },
  // Only the headset left: its end leaves no input to fall back to.
  { type: 'devices.changed', devices: [HEADSET] },
  { type: 'mic.choose', deviceId: HEADSET.deviceId },
  { type: 'mic.choose', deviceId: null },
  { type: 'mic.useOffered' },
  { type: 'mic.dismissOffer' },
  { type: OFFER_LIMIT_EVENT },
  { type: 'input.ended' },
  { type: 'xstate.done.actor.switchInput' },
  { type: 'xstate.error.actor.switchInput', error: new Error('OverconstrainedError') },
  { type: 'xstate.done.actor.fallBack' },
  { type: 'xstate.error.actor.fallBack', error: new Error('NotAllowedError') },
];

export const callMicrophonePlan: PathPlan = {
  name: 'callMicrophone',
  machine: callMicrophoneMachine,
  events,
};

export const callMicrophoneAllPaths = generatePaths(callMicrophonePlan);
/** Replayed in views: every state, transition and sample event at least once. */
export const callMicrophonePaths = coveringPaths(callMicrophonePlan, callMicrophoneAllPaths);
