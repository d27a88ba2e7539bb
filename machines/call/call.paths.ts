import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { generatePaths, type MachinePath, type PathPlan } from '../paths';
import { ERROR_NAMES } from './call.errors';
import { thrown, voiceErrors } from './call.fakes';
import { MIC_SILENCE_MS } from './call.features';
import { callMachine } from './call.machine';
import type { CallContext, CallEvent, CallInput, MicrophoneHandle } from './call.types';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

export const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

/** The event XState sends when `connecting` has lasted `connectTimeout`. */
export const CONNECT_TIMEOUT_EVENT = 'xstate.after.connectTimeout.call.session.connecting';

/** The event XState sends when `reconnecting` has lasted `reconnectTimeout`. */
export const RECONNECT_TIMEOUT_EVENT =
  'xstate.after.reconnectTimeout.call.session.connected.reconnecting';

/** The line the visitor types in the sample paths, and what of it is sent. */
export const SAMPLE_MESSAGE = 'Haben Sie <b>morgen</b> Zeit?';
export const SAMPLE_MESSAGE_SENT = 'Haben Sie bmorgen/b Zeit?';

/** The tool call of the sample paths: Clara reserves a slot (a card on the agent page). */
export const SAMPLE_TOOL_CALL = Object.freeze({
  id: 'call-sample-1',
  name: 'reserveAppointment',
  arguments: Object.freeze({ date: '2026-12-03', time: '14:30', reason: 'Kontrolle' }),
});

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
  // Live captions (an interim line of each side, the visitor's final line) and the
  // service's end of the visitor's speech (a spoken turn's end).
  {
    type: 'driver.message',
    message: {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: 'Grü',
    },
  },
  {
    type: 'driver.message',
    message: {
      type: 'transcript',
      role: 'user',
      transcriptType: 'partial',
      transcript: 'Ich möchte',
    },
  },
  {
    type: 'driver.message',
    message: {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'Ich möchte einen Termin.',
    },
  },
  { type: 'driver.message', message: { type: 'speech-update', role: 'user', status: 'stopped' } },
  { type: 'driver.error', error: voiceErrors.krisp },
  { type: 'driver.error', error: voiceErrors.ejected },
  { type: 'driver.error', error: voiceErrors.other },
  // Hear-check: sound, the first silent report, and silence 8 s later.
  { type: 'driver.micLevel', level: 0.3, at: 0 },
  { type: 'driver.micLevel', level: 0, at: 0 },
  { type: 'driver.micLevel', level: 0, at: MIC_SILENCE_MS },
  // Type instead of talk: a draft (its `<b>` goes), sending it, a send the service refused.
  { type: 'message.draftChanged', text: SAMPLE_MESSAGE },
  { type: 'message.send' },
  { type: 'driver.messageFailed', text: SAMPLE_MESSAGE_SENT },
  // Reconnecting: the network goes, comes back, or stays away for `reconnectTimeout`.
  { type: 'driver.networkInterrupted' },
  { type: 'driver.networkRestored' },
  { type: RECONNECT_TIMEOUT_EVENT },
  // A tool call (an outcome card; the `outcomes` child's own paths are its plan's).
  { type: 'driver.toolCall', call: SAMPLE_TOOL_CALL },
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
    // Hear-check, type instead of talk.
    c.micLevel > 0,
    c.micSilentSince !== null,
    c.micUnheard,
    c.messageDraft !== '',
    c.messageNote,
    // A typed line was sent: only such a line can be refused.
    c.transcript.some((entry) => entry.role === 'visitor' && entry.text === SAMPLE_MESSAGE_SENT),
    // The recap card shows after a connected call (its content is checked elsewhere).
    c.recap !== null,
    // A caption shows (whose: the replays check the whole context).
    c.captions.assistant !== null || c.captions.visitor !== null,
  ]);
}

export const callPlan: PathPlan = {
  name: 'call',
  machine: callMachine,
  events,
  input: callPlanInput,
  serializeState: serializeCallState,
};

let generated: MachinePath[] | undefined;

/**
 * The shortest path to every distinguishable state (8,190), generated on first use: importing
 * the plan costs nothing, and the mutation runs, which import the tests once per mutant, take the
 * covering paths from a cache instead (`coveringPathsOf`, tests/model/path-cache.ts).
 */
export const callAllPaths = (): MachinePath[] => (generated ??= generatePaths(callPlan));

/**
 * Answer times: a second plan for the same machine with the events of a conversation
 * only (start, connect, speech, the visitor's level, the service's end of speech, a typed line,
 * the assistant's lines, hang-up), whose states also tell apart a turn waiting for its answer,
 * an answer time measured but not yet shown, one shown beside a line, and the recap's figure.
 * (In the main plan these would multiply its 16,734 states.)
 */
const answerEvents: Array<CallEvent | EventObject> = [
  { type: 'call.start' },
  { type: 'call.hangUp' },
  done('loadDriver'),
  done('requestMicrophone', SAMPLE_MICROPHONE),
  done('startCall'),
  done('stopCall'),
  { type: 'driver.callStarted' },
  { type: 'driver.speechStarted' },
  { type: 'driver.speechEnded' },
  { type: 'driver.micLevel', level: 0.3, at: 0 },
  { type: 'driver.micLevel', level: 0, at: 0 },
  { type: 'driver.message', message: { type: 'speech-update', role: 'user', status: 'stopped' } },
  {
    type: 'driver.message',
    message: {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: 'Grü',
    },
  },
  {
    type: 'driver.message',
    message: {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Grüezi',
    },
  },
  { type: 'message.draftChanged', text: SAMPLE_MESSAGE },
  { type: 'message.send' },
  { type: 'driver.messageFailed', text: SAMPLE_MESSAGE_SENT },
];

/** The main key, plus where the turn and its answer time stand. */
export function serializeAnswerState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as CallContext;
  return JSON.stringify([
    serializeCallState(snapshot),
    c.recapNotes.visitorSoundSince !== null,
    c.recapNotes.visitorSpeaking,
    c.recapNotes.awaitingAnswerSince !== null,
    c.recapNotes.pendingAnswerMs !== null,
    c.transcript.some((entry) => entry.answerMs !== undefined),
    (c.recap?.answerTimesMs.length ?? 0) > 0,
  ]);
}

/** Widget and `/full`: connected on the provider's call-start. */
export const callAnswerPlanInput: CallInput = { agent: 'helvox' };

export const callAnswerPlan: PathPlan = {
  name: 'call-answer-times',
  machine: callMachine,
  events: answerEvents,
  input: callAnswerPlanInput,
  serializeState: serializeAnswerState,
};

let generatedAnswers: MachinePath[] | undefined;

/** Every distinguishable state of the answer-time plan, generated on first use. */
export const callAnswerPaths = (): MachinePath[] =>
  (generatedAnswers ??= generatePaths(callAnswerPlan));
