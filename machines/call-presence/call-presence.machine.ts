import {
  assign,
  fromCallback,
  sendParent,
  setup,
  type ActorRefFrom,
  type AnyActorLogic,
} from 'xstate';

/** A tab hidden longer than this during a call asks on its return whether to go on. */
export const HIDDEN_LIMIT_MS = 60_000;
/** Unanswered for this long, the question ends the call: no silent call is left running. */
export const ANSWER_LIMIT_MS = 30_000;

/** What the page reports (with its clock, ms) and what the visitor answers. */
export type CallPresenceEvent =
  | { type: 'page.hidden'; at: number }
  | { type: 'page.visible'; at: number }
  | { type: 'presence.continue' }
  | { type: 'presence.end' };

export interface CallPresenceContext {
  /** When the page went hidden (the report's clock), while it is hidden. */
  hiddenSince: number | null;
}

/**
 * A connected call on a phone, invoked by the call machine while connected: the
 * screen is kept awake (`wakeLock`: the Screen Wake Lock, taken while the page is visible,
 * released when it is hidden or the call ends, taken again on return), and a page hidden for
 * more than `HIDDEN_LIMIT_MS` asks on its return whether to go on ('Sind Sie noch da?'). 'Jetzt
 * auflegen', or no answer within `ANSWER_LIMIT_MS`, hangs up (`call.hangUp` to the call).
 * The actors are ports: the browser's in `src/features/call/devices/presence.ts`, none here.
 * The call invokes it as `callPresenceInCall`, whose hang-up is the call's `call.hangUp`.
 */
export const callPresenceMachine = setup({
  types: {
    context: {} as CallPresenceContext,
    events: {} as CallPresenceEvent,
  },
  actors: {
    /** Holds the screen awake while it runs (none by default). */
    wakeLock: fromCallback(() => () => {}),
    /** Reports `page.hidden` and `page.visible` (none by default). */
    pageVisibility: fromCallback(() => () => {}),
  },
  delays: { answerLimit: ANSWER_LIMIT_MS },
  guards: {
    // Only on `page.visible` in `hidden`, where `hiddenSince` is set.
    hiddenTooLong: ({ context, event }) =>
      (event as { at: number }).at - context.hiddenSince! > HIDDEN_LIMIT_MS,
  },
  actions: {
    // Only on `page.hidden`.
    noteHidden: assign({ hiddenSince: ({ event }) => (event as { at: number }).at }),
    forgetHidden: assign({ hiddenSince: null }),
    /** A port: the call's own hang-up (`callPresenceInCall`); nothing on its own. */
    hangUp: () => {},
  },
}).createMachine({
  id: 'callPresence',
  context: { hiddenSince: null },
  invoke: { src: 'pageVisibility' },
  initial: 'visible',
  states: {
    visible: {
      invoke: { src: 'wakeLock' },
      on: { 'page.hidden': { target: 'hidden', actions: 'noteHidden' } },
    },
    hidden: {
      on: {
        'page.visible': [
          { guard: 'hiddenTooLong', target: 'asking', actions: 'forgetHidden' },
          { target: 'visible', actions: 'forgetHidden' },
        ],
      },
    },
    asking: {
      tags: ['asking'],
      invoke: { src: 'wakeLock' },
      after: { answerLimit: { target: 'hangingUp', actions: 'hangUp' } },
      on: {
        'presence.continue': 'visible',
        'presence.end': { target: 'hangingUp', actions: 'hangUp' },
        'page.hidden': { target: 'hidden', actions: 'noteHidden' },
      },
    },
    /** The call is told to hang up; it stops this actor as it leaves `connected`. */
    hangingUp: {},
  },
});

export type CallPresenceRef = ActorRefFrom<typeof callPresenceMachine>;

/** The ports the page fills in: the Screen Wake Lock and the page's visibility. */
export interface CallPresenceActors {
  wakeLock?: AnyActorLogic;
  pageVisibility?: AnyActorLogic;
}

/** The machine as the call invokes it: its hang-up is sent to the call as `call.hangUp`. */
export const callPresenceInCall = (actors: CallPresenceActors = {}) =>
  callPresenceMachine.provide({
    actions: { hangUp: sendParent({ type: 'call.hangUp' }) },
    actors: actors as never,
  });
