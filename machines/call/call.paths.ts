import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coveringPaths } from '../../tests/model/coverage';
import { generatePaths, type PathPlan } from '../../tests/model/paths';
import { ERROR_NAMES } from './call.errors';
import { thrown, voiceErrors } from './call.fakes';
import { callMachine } from './call.machine';
import type { CallContext, CallEvent, CallInput, MicrophoneHandle } from './call.types';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

export const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

/** The event XState sends when `connecting` has lasted `connectTimeout`. */
export const CONNECT_TIMEOUT_EVENT = 'xstate.after.connectTimeout.call.session.connecting';

/** The microphone every sample grant hands out (replays release it; it keeps no state). */
export const SAMPLE_MICROPHONE: MicrophoneHandle = Object.freeze({ release() {} });

/** Agent pages connect on any activity: that input reaches every declared transition. */
export const callPlanInput: CallInput = { agent: 'clara', connectOn: 'anyActivity' };

const events: Array<CallEvent | EventObject> = [
  { type: 'sdk.prefetch' },
  { type: 'call.start' },
  { type: 'call.toggle' },
  { type: 'call.hangUp' },
  { type: 'mic.toggleMute' },
  { type: 'page.left' },
  done('loadDriver'),
  failed('loadDriver', named(ERROR_NAMES.initFailed, 'Vapi could not be constructed')),
  done('requestMicrophone', SAMPLE_MICROPHONE),
  failed('requestMicrophone', named('NotAllowedError', 'Permission denied')),
  failed('requestMicrophone', named(ERROR_NAMES.noMicrophone, 'No audio input device')),
  failed('requestMicrophone', named('NotFoundError', 'Requested device not found')),
  done('startCall'),
  failed('startCall', thrown(voiceErrors.connectionFailed)),
  failed('startCall', thrown(voiceErrors.unauthorized)),
  done('stopCall'),
  failed('stopCall', new Error('destroy() failed')),
  // The connect timeout: a call that neither connects nor fails is given up.
  { type: CONNECT_TIMEOUT_EVENT },
  { type: 'driver.callStarted' },
  { type: 'driver.callEnded' },
  { type: 'driver.speechStarted' },
  { type: 'driver.speechEnded' },
  { type: 'driver.volume', volume: 0.5 },
  {
    type: 'driver.message',
    message: {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Grüezi',
    },
  },
  { type: 'driver.message', message: { type: 'conversation-update' } },
  { type: 'driver.error', error: voiceErrors.krisp },
  { type: 'driver.error', error: voiceErrors.ejected },
  { type: 'driver.error', error: voiceErrors.other },
];

/**
 * States are told apart by what a view shows: the state, the error code, whether a start is
 * queued, a microphone held, muted, some volume and some transcript (not every line or level),
 * and whether a recap is held.
 */
export function serializeCallState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as CallContext;
  return JSON.stringify([
    snapshot.value,
    c.error?.code ?? null,
    c.startQueued,
    c.microphone !== null,
    c.muted,
    c.volume > 0,
    c.transcript.length > 0,
    c.endReason,
    // The recap card shows after a connected call (its content is checked elsewhere).
    c.recap !== null,
  ]);
}

export const callPlan: PathPlan = {
  name: 'call',
  machine: callMachine,
  events,
  input: callPlanInput,
  serializeState: serializeCallState,
};

/** The shortest path to every distinguishable state. */
export const callAllPaths = generatePaths(callPlan);

/** The fewest of them that visit every reachable state, transition and sample event. */
export const callPaths = coveringPaths(callPlan, callAllPaths);
