import {
  assign,
  fromCallback,
  fromPromise,
  sendParent,
  setup,
  type ActorRefFrom,
  type AnyActorLogic,
} from 'xstate';
import { MICROPHONE_ENDED } from '../call/call.errors';

/** A new microphone's offer ('Neues Mikrofon erkannt: …') hides after this long unanswered. */
export const OFFER_LIMIT_MS = 15_000;

/** One audio input as the browser lists it (the label may be empty: the view numbers those). */
export interface InputDevice {
  deviceId: string;
  label: string;
}

/** Why the view shows a note: the chosen device vanished (default now), or a switch failed. */
export type MicrophoneNote = 'fellBack' | 'switchFailed';

/** What the page reports (device list changes, the call's input ending) and what the visitor picks. */
export type CallMicrophoneEvent =
  | { type: 'devices.changed'; devices: readonly InputDevice[] }
  | { type: 'input.ended' }
  /** `null`: the browser's default microphone. */
  | { type: 'mic.choose'; deviceId: string | null }
  | { type: 'mic.useOffered' }
  | { type: 'mic.dismissOffer' };

export interface CallMicrophoneContext {
  /** The audio inputs, without the browser's own `default` / `communications` entries. */
  devices: readonly InputDevice[];
  /** The visitor's choice; `null` is the browser's default. */
  chosen: string | null;
  /** A device that appeared during the call, offered with one press. */
  offered: InputDevice | null;
  /** The device a switch is under way to (`null`: to the default), while switching. */
  switchingTo: string | null;
  note: MicrophoneNote | null;
}

/** The input a `switchInput` port receives: the device to use, `null` for the default. */
export interface SwitchInputInput {
  deviceId: string | null;
}

type Devices = readonly InputDevice[];
const has = (devices: Devices, id: string | null) => devices.some((d) => d.deviceId === id);
const changed = (event: CallMicrophoneEvent): Devices =>
  event.type === 'devices.changed' ? event.devices : [];

/** The first device of `next` that `known` did not list and that is not the one in use. */
export function newDevice(known: Devices, next: Devices, chosen: string | null) {
  return next.find((d) => !has(known, d.deviceId) && d.deviceId !== chosen) ?? null;
}

const onInputEnded = [{ guard: 'canFallBack', target: 'fallingBack' }, { target: 'lost' }] as const;

/**
 * The microphone of a connected call, invoked by the call while connected: lists the
 * audio inputs (`listInputs`), switches the call's input on the visitor's choice (`switchInput`,
 * the driver's `setInputDevice`), follows the device list (`watchDevices`: a device plugged in is
 * offered, one press switches; the chosen one unplugged falls back to the default with a note)
 * and decides what the call's input ending means (`watchInput`: the driver only reports the
 * fact): the visitor's own device gone while another is listed falls back to the default; the
 * default itself gone, or no input left, ends the call as before (`reportLost` → the call's
 * `driver.error` 'microphone-ended'). Notes are codes; the view says them in German.
 * The ports are the browser's (`src/features/call/devices/microphone-list.ts`), none here.
 */
export const callMicrophoneMachine = setup({
  types: {
    context: {} as CallMicrophoneContext,
    events: {} as CallMicrophoneEvent,
  },
  actors: {
    /** The audio inputs (rejects where the browser cannot list them). Not provided by default. */
    listInputs: fromPromise<Devices>(async () => {
      throw new Error('listInputs is not provided');
    }),
    /** Switches the call's input (rejects when it cannot). Not provided by default. */
    switchInput: fromPromise<void, SwitchInputInput>(async () => {
      throw new Error('switchInput is not provided');
    }),
    /** Reports `devices.changed` with the new list (none by default). */
    watchDevices: fromCallback(() => () => {}),
    /** Reports `input.ended` when the call's input track ends by itself (none by default). */
    watchInput: fromCallback(() => () => {}),
  },
  delays: { offerLimit: OFFER_LIMIT_MS },
  guards: {
    chosenMissing: ({ context, event }) =>
      context.chosen !== null && !has(changed(event), context.chosen),
    hasNewDevice: ({ context, event }) =>
      newDevice(context.devices, changed(event), context.chosen) !== null,
    offeredMissing: ({ context, event }) => !has(changed(event), context.offered?.deviceId ?? null),
    // The default, or a listed device; not the one in use.
    isOtherChoice: ({ context, event }) =>
      event.type === 'mic.choose' &&
      event.deviceId !== context.chosen &&
      (event.deviceId === null || has(context.devices, event.deviceId)),
    // The visitor's own device ended and another input is listed: the default can take over.
    canFallBack: ({ context }) =>
      context.chosen !== null && context.devices.some((d) => d.deviceId !== context.chosen),
  },
  actions: {
    assignDevices: assign({ devices: ({ event }) => changed(event) }),
    assignListed: assign({
      devices: ({ event }) => (event as unknown as { output: Devices }).output,
    }),
    offerNew: assign({
      offered: ({ context, event }) => newDevice(context.devices, changed(event), context.chosen),
      devices: ({ event }) => changed(event),
    }),
    clearOffer: assign({ offered: null }),
    beginChoice: assign({
      switchingTo: ({ event }) => (event.type === 'mic.choose' ? event.deviceId : null),
      offered: null,
      note: null,
    }),
    beginOffered: assign({
      switchingTo: ({ context }) => context.offered?.deviceId ?? null,
      offered: null,
      note: null,
    }),
    // Only on `switchInput`'s done: the device switched to is the choice now.
    assignChosen: assign({ chosen: ({ context }) => context.switchingTo, switchingTo: null }),
    noteSwitchFailed: assign({ note: 'switchFailed', switchingTo: null }),
    noteFellBack: assign({ chosen: null, note: 'fellBack' }),
    /** A port: the call's own end for a lost microphone (`callMicrophoneInCall`). */
    reportLost: () => {},
  },
}).createMachine({
  id: 'callMicrophone',
  context: { devices: [], chosen: null, offered: null, switchingTo: null, note: null },
  invoke: [
    { id: 'watchDevices', src: 'watchDevices' },
    { id: 'watchInput', src: 'watchInput' },
  ],
  initial: 'listing',
  states: {
    listing: {
      invoke: {
        id: 'listInputs',
        src: 'listInputs',
        onDone: { target: 'ready', actions: 'assignListed' },
        onError: 'unavailable',
      },
      // Nothing chosen yet: the default itself ended.
      on: { 'input.ended': 'lost' },
    },
    ready: {
      tags: ['choosing'],
      on: {
        'mic.choose': { guard: 'isOtherChoice', target: 'switching', actions: 'beginChoice' },
        'devices.changed': [
          { guard: 'chosenMissing', target: 'fallingBack', actions: 'assignDevices' },
          { guard: 'hasNewDevice', target: 'offering', actions: 'offerNew' },
          { actions: 'assignDevices' },
        ],
        'input.ended': onInputEnded,
      },
    },
    offering: {
      tags: ['choosing', 'offering'],
      after: { offerLimit: { target: 'ready', actions: 'clearOffer' } },
      on: {
        'mic.useOffered': { target: 'switching', actions: 'beginOffered' },
        'mic.dismissOffer': { target: 'ready', actions: 'clearOffer' },
        'mic.choose': { guard: 'isOtherChoice', target: 'switching', actions: 'beginChoice' },
        'devices.changed': [
          { guard: 'chosenMissing', target: 'fallingBack', actions: 'assignDevices' },
          // Another one plugged in: it is offered instead, for its own full time.
          { guard: 'hasNewDevice', target: 'offering', reenter: true, actions: 'offerNew' },
          { guard: 'offeredMissing', target: 'ready', actions: ['assignDevices', 'clearOffer'] },
          { actions: 'assignDevices' },
        ],
        'input.ended': onInputEnded,
      },
    },
    switching: {
      tags: ['choosing', 'busy'],
      invoke: {
        id: 'switchInput',
        src: 'switchInput',
        input: ({ context }) => ({ deviceId: context.switchingTo }),
        onDone: { target: 'ready', actions: 'assignChosen' },
        // The old input stays in use: the choice is kept.
        onError: { target: 'ready', actions: 'noteSwitchFailed' },
      },
      // The old input is let go by the switch itself; a list change waits for the next one.
      on: { 'devices.changed': { actions: 'assignDevices' } },
    },
    fallingBack: {
      tags: ['choosing', 'busy'],
      // An offer still showing goes: the note says what happened instead.
      entry: 'clearOffer',
      invoke: {
        id: 'fallBack',
        src: 'switchInput',
        input: () => ({ deviceId: null }),
        onDone: { target: 'ready', actions: 'noteFellBack' },
        // Not even the default opens (the permission is gone): the call ends.
        onError: 'lost',
      },
      on: { 'devices.changed': { actions: 'assignDevices' } },
    },
    /** The browser cannot list its inputs: no choice is shown; an input that ends ends the call. */
    unavailable: {
      on: { 'input.ended': 'lost' },
    },
    /** No input left: the call is told (`reportLost`) and stops this actor as it ends. */
    lost: {
      entry: 'reportLost',
    },
  },
});

export type CallMicrophoneRef = ActorRefFrom<typeof callMicrophoneMachine>;

/** The ports the page fills in: the device list, its changes, the call's input and the switch. */
export interface CallMicrophoneActors {
  listInputs?: AnyActorLogic;
  switchInput?: AnyActorLogic;
  watchDevices?: AnyActorLogic;
  watchInput?: AnyActorLogic;
}

/**
 * The machine as the call invokes it: a lost microphone is the call's `driver.error`
 * 'microphone-ended', handled as any microphone that stops mid-call (the call ends, 'Mikrofon
 * nicht verfügbar').
 */
export const callMicrophoneInCall = (actors: CallMicrophoneActors = {}) =>
  callMicrophoneMachine.provide({
    actions: {
      reportLost: sendParent({
        type: 'driver.error',
        error: { type: MICROPHONE_ENDED, message: 'The microphone stopped during the call' },
      }),
    },
    actors: actors as never,
  });
