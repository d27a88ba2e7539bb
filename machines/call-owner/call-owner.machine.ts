import { assign, enqueueActions, fromCallback, fromPromise, not, setup } from 'xstate';
import type {
  AwaitReleaseInput,
  CallOwnerContext,
  CallOwnerEvent,
  CallSurfaceRef,
} from './call-owner.types';

/**
 * How long a hand-over waits for the owner's call to be over before the waiting surface starts
 * anyway (a stop that never settles must not block every other surface for good; the driver's
 * start still waits for a stop under way).
 */
export const HAND_OVER_TIMEOUT_MS = 60_000;

const notProvided = (name: string) => async () => {
  throw new Error(`${name} is not provided`);
};

const surfaceOf = (event: CallOwnerEvent): CallSurfaceRef | null =>
  'surface' in event ? event.surface : null;

/**
 * Who owns the page's one call (spec: one call at a time across the widget, the agents dialog,
 * the agent pages and `/full`). A surface asks (`call.requested`); with no owner, or when it owns
 * the call already, its intent goes straight to its call actor. Otherwise the owner is told to
 * hang up and the coordinator waits until it holds no call (or leaves, or the hand-over times
 * out) before the waiting surface's intent is sent: one microphone, one driver call. A further
 * request while waiting replaces the waiting one. A surface that unmounts is forgotten. The page's
 * one `pagehide` listener lives here: the owner gets `page.left`, a waiting start is dropped.
 */
export const callOwnerMachine = setup({
  types: {
    context: {} as CallOwnerContext,
    events: {} as CallOwnerEvent,
  },
  actors: {
    // Real implementations in `call-owner.actors.ts` (`createCallOwnerActors`).
    awaitRelease: fromPromise<void, AwaitReleaseInput>(notProvided('awaitRelease')),
    watchPage: fromCallback(() => {}),
  },
  delays: {
    handOverTimeout: HAND_OVER_TIMEOUT_MS,
  },
  guards: {
    isOwner: ({ context, event }) => surfaceOf(event) === context.owner,
    isNext: ({ context, event }) => surfaceOf(event) === context.next?.surface,
  },
  actions: {
    /** The requesting surface owns the call and gets its intent. */
    takeOver: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'call.requested') return;
      enqueue.assign({ owner: event.surface, next: null });
      enqueue.sendTo(event.surface, { type: event.intent });
    }),
    /** The owner's own request (start, or the single button that also ends its call). */
    forwardToOwner: enqueueActions(({ enqueue, context, event }) => {
      if (event.type === 'call.requested' && context.owner)
        enqueue.sendTo(context.owner, { type: event.intent });
    }),
    waitWith: assign({
      next: ({ event }) =>
        event.type === 'call.requested' ? { surface: event.surface, intent: event.intent } : null,
    }),
    hangUpOwner: enqueueActions(({ enqueue, context }) => {
      if (context.owner) enqueue.sendTo(context.owner, { type: 'call.hangUp' });
    }),
    /** The hand-over is done: the waiting surface owns the call and gets its intent. */
    promoteNext: enqueueActions(({ enqueue, context }) => {
      const next = context.next;
      if (!next) return;
      enqueue.assign({ owner: next.surface, next: null });
      enqueue.sendTo(next.surface, { type: next.intent });
    }),
    dropNext: assign({ next: null }),
    forgetOwner: assign({ owner: null, next: null }),
    tellOwnerPageLeft: enqueueActions(({ enqueue, context }) => {
      if (context.owner) enqueue.sendTo(context.owner, { type: 'page.left' });
    }),
  },
}).createMachine({
  id: 'callOwner',
  context: { owner: null, next: null },
  invoke: { id: 'watchPage', src: 'watchPage' },
  initial: 'free',
  states: {
    free: {
      on: {
        'call.requested': { target: 'owned', actions: 'takeOver' },
      },
    },
    owned: {
      on: {
        'call.requested': [
          { guard: 'isOwner', actions: 'forwardToOwner' },
          { target: 'handingOver', actions: ['waitWith', 'hangUpOwner'] },
        ],
        'surface.left': { guard: 'isOwner', target: 'free', actions: 'forgetOwner' },
        'page.left': { actions: 'tellOwnerPageLeft' },
      },
    },
    handingOver: {
      invoke: {
        id: 'awaitRelease',
        src: 'awaitRelease',
        input: ({ context }) => ({ surface: context.owner! }),
        onDone: { target: 'owned', actions: 'promoteNext' },
      },
      after: {
        handOverTimeout: { target: 'owned', actions: 'promoteNext' },
      },
      on: {
        // The owner's controls are busy while it hangs up; another surface replaces the waiting one.
        'call.requested': { guard: not('isOwner'), actions: 'waitWith' },
        'surface.left': [
          { guard: 'isOwner', target: 'owned', actions: 'promoteNext' },
          { guard: 'isNext', target: 'owned', actions: 'dropNext' },
        ],
        'page.left': { target: 'owned', actions: ['tellOwnerPageLeft', 'dropNext'] },
      },
    },
  },
});

export type CallOwnerMachine = typeof callOwnerMachine;
