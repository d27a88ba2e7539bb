import { fromCallback, setup, type ActorRefFrom, type AnyActorLogic } from 'xstate';

/**
 * How long a driver may wait for the call's sound to start before it counts as blocked (the
 * greeting's line then shows at once; the preview driver applies it).
 */
export const OUTPUT_START_LIMIT_MS = 1_000;

/** What the driver reports about the call's sound, and what the visitor asks. */
export type CallOutputEvent =
  /** The driver: the call's sound plays. */
  | { type: 'output.started' }
  /** The driver: it could not start (not within the limit, or the browser refused to play). */
  | { type: 'output.blocked' }
  /** The visitor: 'Ton einschalten'. */
  | { type: 'output.enable' };

/**
 * Whether a connected call can be heard, invoked by the call machine while connected. The
 * driver reports facts (`outputReports`, a port): its sound started, or could not start (no
 * output device, autoplay refused). Blocked, the views offer 'Ton einschalten' with a short
 * note; the press asks the driver to start the sound inside that press (`enableOutput`, a port:
 * browsers allow sound only in a visitor's gesture), and the driver answers with a fact again.
 * Nothing waits on the sound: the call and its transcript go on either way.
 */
export const callOutputMachine = setup({
  types: { events: {} as CallOutputEvent },
  actors: {
    /** Reports `output.started` and `output.blocked` (none by default). */
    outputReports: fromCallback(() => () => {}) as AnyActorLogic,
  },
  actions: {
    /** A port: the driver starts the sound, synchronously inside the visitor's press. */
    enableOutput: () => {},
  },
}).createMachine({
  id: 'callOutput',
  invoke: { src: 'outputReports' },
  initial: 'unknown',
  states: {
    /** No report yet (the greeting is loading): nothing to show. */
    unknown: {
      on: { 'output.started': 'playing', 'output.blocked': 'blocked' },
    },
    playing: {
      on: { 'output.blocked': 'blocked' },
    },
    blocked: {
      tags: ['blocked'],
      on: {
        'output.enable': { target: 'enabling', actions: 'enableOutput' },
        'output.started': 'playing',
      },
    },
    /** Asked in the press; the driver answers (within its limit) whether it plays now. */
    enabling: {
      tags: ['blocked', 'enabling'],
      on: { 'output.started': 'playing', 'output.blocked': 'blocked' },
    },
  },
});

export type CallOutputRef = ActorRefFrom<typeof callOutputMachine>;

/** The ports the page fills in: the driver's reports and its start of the sound. */
export interface CallOutputPorts {
  outputReports?: AnyActorLogic;
  enableOutput?: () => void;
}

/** The machine with the driver's ports, as the call invokes it. */
export const callOutputInCall = ({ outputReports, enableOutput }: CallOutputPorts = {}) =>
  callOutputMachine.provide({
    actors: outputReports ? { outputReports } : {},
    actions: enableOutput ? { enableOutput } : {},
  });
