import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import {
  classifyCallError,
  classifyInitError,
  classifyStartError,
  classifyStopError,
  isNonFatal,
  isRemoteEnd,
} from './call.errors';
import {
  hearCheckReset,
  messageToSend,
  cleanMessage,
  isOverLimit,
  nextHearCheck,
  RECONNECT_TIMEOUT_MS,
  withoutUnsent,
} from './call.features';
import { callPresenceInCall } from '../call-presence/call-presence.machine';
import { callMicrophoneInCall } from '../call-microphone/call-microphone.machine';
import { callOutputInCall } from '../call-output/call-output.machine';
import { outcomesMachine } from '../call-outcomes/outcomes.machine';
import {
  isVisitorSpeechEnd,
  noteAnswer,
  noteAssistantLine,
  noteServiceSpeechEnd,
  noteTurnEnd,
  noteVisitorLevel,
  withdrawTurn,
} from './call.answer-times';
import {
  insertLine,
  isPartialTranscript,
  NO_CAPTION_STARTS,
  NO_CAPTIONS,
  nextCaptions,
  nextCaptionStarts,
  withCutOffLines,
} from './call.captions';
import type {
  CallContext,
  TranscriptEntry,
  CallEmitted,
  CallEndReason,
  CallEvent,
  CallInput,
  DriverCommand,
  DriverEventsInput,
  MicrophoneHandle,
  RecapNotes,
  RequestMicrophoneInput,
  StartCallInput,
  VoiceMessage,
} from './call.types';

const notProvided = (name: string) => async () => {
  throw new Error(`${name} is not provided`);
};

const errorOf = (event: CallEvent) =>
  (event as unknown as { error?: unknown }).error ?? (event as { type: string }).type;

const isFinal = (m: VoiceMessage) =>
  m.type === 'transcript' && m.transcriptType === 'final' && !!m.transcript?.trim();

export const EMPTY_RECAP_NOTES: RecapNotes = Object.freeze({
  connectedAt: null,
  awaitingAnswerSince: null,
  lastAnswerAt: null,
  answerTimesMs: [] as number[],
  visitorSoundSince: null,
  visitorSpeaking: false,
  pendingAnswerMs: null,
}) as RecapNotes;

const isActivity = (m: VoiceMessage) => m.type === 'conversation-update' || m.type === 'transcript';

/**
 * How long a call may take from the microphone grant to connected before it is given up: the
 * web-call request, daily-js loading its call bundle (its own timeout is 20 s per attempt, with up
 * to 3 retries 3 s apart: spec section 9) and the join. One full bundle attempt plus the request
 * and join fit; waiting for daily's retries (up to ~80 s) would look like a hang to a visitor.
 */
export const CONNECT_TIMEOUT_MS = 25_000;

/**
 * The call machine's implementations: types, default (unprovided) actors, guards, actions.
 * The graph that uses them is `call.machine.ts`.
 */
/** The transcript with the captions still showing as cut-off lines (the call's end). */
const cutOffTranscript = (context: CallContext) =>
  withCutOffLines(context.transcript, context.captions, context.captionStarts, context.clock());

export const callSetup = setup({
  types: {
    context: {} as CallContext,
    events: {} as CallEvent,
    emitted: {} as CallEmitted,
    input: {} as CallInput,
  },
  actors: {
    // Real implementations: `createCallActors(driver)` in `call.actors.ts`; fakes in `call.fakes.ts`.
    loadDriver: fromPromise<void>(notProvided('loadDriver')),
    requestMicrophone: fromPromise<MicrophoneHandle, RequestMicrophoneInput>(
      notProvided('requestMicrophone'),
    ),
    startCall: fromPromise<void, StartCallInput>(notProvided('startCall')),
    stopCall: fromPromise<void>(notProvided('stopCall')),
    // Forwards the driver's events as `driver.*`, takes `mute.set`; on cleanup it stops any call
    // the driver still has and releases the microphone (also when the whole actor is stopped).
    driverEvents: fromCallback<DriverCommand, DriverEventsInput>(() => {}),
    // While connected: the screen kept awake, and the question after a long absence
    // (`machines/call-presence`); the page's wake lock and visibility are provided by
    // `liveCallActors`, none by default.
    presence: callPresenceInCall(),
    // While connected: the microphone choice (`machines/call-microphone`); the page's
    // device list and the driver's switch are provided by `liveCallActors`, none by default.
    microphones: callMicrophoneInCall(),
    // Whether the call can be heard ('Ton einschalten'; `machines/call-output`); the driver's
    // reports are provided by the page.
    output: callOutputInCall(),
    // Outcome cards: the assistant's tool calls, kept after the call for the recap.
    outcomes: outcomesMachine,
  },
  delays: {
    connectTimeout: CONNECT_TIMEOUT_MS,
    reconnectTimeout: RECONNECT_TIMEOUT_MS,
  },
  guards: {
    isStartQueued: ({ context }) => context.startQueued,
    isCancelling: stateIn({ session: { connecting: 'cancelling' } }),
    connectsOnActivity: ({ context }) => context.connectOn === 'anyActivity',
    isActivityMessage: ({ event }) => event.type === 'driver.message' && isActivity(event.message),
    isFinalTranscript: ({ event }) => event.type === 'driver.message' && isFinal(event.message),
    // An interim line (captions) and the service's end of the visitor's speech.
    isPartialTranscript: ({ event }) =>
      event.type === 'driver.message' && isPartialTranscript(event.message),
    isVisitorSpeechEnd: ({ event }) =>
      event.type === 'driver.message' && isVisitorSpeechEnd(event.message),
    isNonFatalError: ({ event }) => event.type === 'driver.error' && isNonFatal(event.error),
    isRemoteEnd: ({ event }) => event.type === 'driver.error' && isRemoteEnd(event.error),
    // Type instead of talk: empty or whitespace-only sends nothing.
    hasMessageText: ({ context }) => messageToSend(context.messageDraft) !== '',
    // A refusal concerns a line that was sent (it is in the transcript as the visitor's).
    isSentMessage: ({ context, event }) =>
      event.type === 'driver.messageFailed' &&
      withoutUnsent(context.transcript, event.text) !== context.transcript,
  },
  actions: {
    /**
     * A port: the driver's audio unlock (`createCallActions`), run inside the press
     * that starts a call; nothing on its own.
     */
    unlockAudio: (_args, _params: undefined) => {},
    queueStart: assign({ startQueued: true }),
    unqueueStart: assign({ startQueued: false }),
    beginCall: assign({
      error: null,
      transcript: [],
      captions: NO_CAPTIONS,
      captionStarts: NO_CAPTION_STARTS,
      startQueued: false,
    }),
    assignMicrophone: assign({
      microphone: ({ event }) => (event as unknown as { output: MicrophoneHandle }).output,
    }),
    // Stops every microphone track: when the session ends, and at once when the page is left.
    releaseMicrophone: enqueueActions(({ context, enqueue }) => {
      const microphone = context.microphone;
      if (microphone) enqueue(() => microphone.release());
      enqueue.assign({ microphone: null });
    }),
    // Captions of an ended call go with it.
    resetCall: assign({
      muted: false,
      volume: 0,
      ...hearCheckReset,
      messageNote: null,
      captions: NO_CAPTIONS,
      captionStarts: NO_CAPTION_STARTS,
    }),
    clearEndReason: assign({ endReason: null }),
    assignInitError: assign({ error: ({ event }) => classifyInitError(errorOf(event)) }),
    assignStartError: assign({ error: ({ event }) => classifyStartError(errorOf(event)) }),
    assignStopError: assign({ error: ({ event }) => classifyStopError(errorOf(event)) }),
    assignDriverError: assign({
      error: ({ event }, params: { connected: boolean }) =>
        event.type === 'driver.error'
          ? classifyCallError(event.error, params.connected)
          : classifyStartError(errorOf(event)),
    }),
    assignConnectTimeout: assign({
      error: {
        code: 'connectTimeout',
        message: `The call did not connect within ${CONNECT_TIMEOUT_MS / 1000} s`,
      },
    }),
    assignEarlyEnd: assign({
      error: { code: 'endedEarly', message: 'The call ended before it was connected' },
    }),
    assignEndReason: assign({ endReason: (_, reason: CallEndReason | 'cancelled') => reason }),
    emitFailed: emit(({ context }) => ({
      type: 'call.failed' as const,
      code: context.error?.code ?? 'startFailed',
      message: context.error?.message ?? '',
    })),
    emitSdkReady: emit({ type: 'sdk.ready' }),
    emitStarted: emit({ type: 'call.started' }),
    emitEnded: emit(({ context }) =>
      context.endReason === 'cancelled' || context.endReason === null
        ? { type: 'call.cancelled' as const }
        : { type: 'call.ended' as const, reason: context.endReason },
    ),
    emitEndedRemotely: emit({ type: 'call.ended', reason: 'remote' }),
    emitCancelled: emit({ type: 'call.cancelled' }),
    emitDegraded: emit(({ event }) => ({
      type: 'call.degraded' as const,
      message: event.type === 'driver.error' ? event.error.message : '',
    })),
    assignVolume: assign({
      volume: ({ event }) =>
        event.type === 'driver.volume' ? Math.max(0, Math.min(1, event.volume)) : 0,
    }),
    // A final line, in the place its caption began (the order the lines began); the
    // assistant's carries its answer time, if it answered a turn.
    appendTranscript: assign(({ context, event }) => {
      if (event.type !== 'driver.message' || !isFinal(event.message)) return {};
      const now = context.clock();
      const text = event.message.transcript?.trim() ?? '';
      const role = event.message.role === 'assistant' ? 'assistant' : 'visitor';
      const at = context.captionStarts[role] ?? now;
      if (role === 'visitor')
        return { transcript: insertLine(context.transcript, { role, text, at }) };
      const { notes, answerMs } = noteAssistantLine(context.recapNotes, now, at);
      const line: TranscriptEntry = { role, text, at };
      return {
        transcript: insertLine(
          context.transcript,
          answerMs === null ? line : { ...line, answerMs },
        ),
        recapNotes: notes,
      };
    }),
    // Live captions: a partial shows, its side's final line clears it; when each
    // began is kept for its line's place.
    updateCaptions: assign(({ context, event }) => {
      if (event.type !== 'driver.message') return {};
      const captions = nextCaptions(context.captions, event.message);
      return {
        captions,
        captionStarts: nextCaptionStarts(
          context.captions,
          captions,
          context.captionStarts,
          context.clock(),
        ),
      };
    }),
    // Answer times: the service's end of the visitor's speech ends the turn.
    noteServiceSpeechEnd: assign({
      recapNotes: ({ context }) => noteServiceSpeechEnd(context.recapNotes, context.clock()),
    }),
    // Answer times: the visitor's level (speech, then silence) marks the turn's end.
    noteVisitorLevel: assign({
      recapNotes: ({ context, event }) =>
        event.type === 'driver.micLevel' && !context.muted
          ? noteVisitorLevel(context.recapNotes, event.level, context.clock())
          : context.recapNotes,
    }),
    // The recap (docs/decisions/0016): notes while connected, the card's data once it ends.
    clearRecap: assign({ recap: null, recapNotes: EMPTY_RECAP_NOTES }),
    noteRecapConnected: assign({
      recapNotes: ({ context }) => ({ ...EMPTY_RECAP_NOTES, connectedAt: context.clock() }),
    }),
    // The assistant's first audio after the visitor's turn answers it (docs/decisions/0030).
    noteRecapAnswer: assign({
      recapNotes: ({ context }) =>
        noteAnswer(context.recapNotes, context.clock(), context.captionStarts.assistant),
    }),
    // However the call ends, what was being said stays, marked as cut off.
    holdRecap: assign({
      transcript: ({ context }) => cutOffTranscript(context),
      recap: ({ context }) => ({
        agent: context.agent,
        connectedAt: context.recapNotes.connectedAt ?? context.clock(),
        endedAt: context.clock(),
        transcript: cutOffTranscript(context),
        answerTimesMs: context.recapNotes.answerTimesMs,
      }),
      recapNotes: EMPTY_RECAP_NOTES,
    }),
    toggleMuted: assign({ muted: ({ context }) => !context.muted }),
    // Hear-check: the visitor's level; silence only counts while not muted.
    assignMicLevel: assign(({ context, event }) =>
      event.type === 'driver.micLevel'
        ? nextHearCheck(context, { level: event.level, at: event.at, muted: context.muted })
        : {},
    ),
    resetHearCheck: assign(hearCheckReset),
    // Type instead of talk: the field's text, the line sent, a refused or failed send.
    // Nothing typed is cut silently: past 500 characters the field keeps what fits and says so.
    assignMessageDraft: assign(({ event }) =>
      event.type === 'message.draftChanged'
        ? {
            messageDraft: cleanMessage(event.text),
            messageNote: isOverLimit(event.text) ? ('cut' as const) : null,
          }
        : {},
    ),
    sendMessage: enqueueActions(({ context, enqueue }) => {
      const text = messageToSend(context.messageDraft);
      const at = context.clock();
      enqueue.assign({
        transcript: [...context.transcript, { role: 'visitor' as const, text, at }],
        messageDraft: '',
        messageNote: null,
        // A typed turn ends at its send: it waits for an answer.
        recapNotes: noteTurnEnd(context.recapNotes, at),
      });
      enqueue.sendTo('driverEvents', { type: 'message.send' as const, text });
    }),
    noteMessageWhileReconnecting: assign({ messageNote: 'reconnecting' as const }),
    restoreUnsentMessage: assign(({ context, event }) => {
      if (event.type !== 'driver.messageFailed') return {};
      const draft = context.messageDraft.trim();
      const refused = context.transcript.findLast(
        (entry) => entry.role === 'visitor' && entry.text === event.text,
      );
      return {
        transcript: withoutUnsent(context.transcript, event.text),
        // The refused line ended no turn: its own end is withdrawn (a later one stays).
        recapNotes: refused ? withdrawTurn(context.recapNotes, refused.at) : context.recapNotes,
        // Nothing typed is lost: the line goes back into the field (before anything new).
        messageDraft: cleanMessage(draft ? `${event.text} ${draft}` : event.text),
        messageNote: 'failed' as const,
      };
    }),
    clearMessageNote: assign({ messageNote: null }),
    // Reconnecting: the network did not come back in time.
    assignReconnectTimeout: assign({
      error: {
        code: 'providerConnectionFailed',
        message: `The network did not return within ${RECONNECT_TIMEOUT_MS / 1000} s`,
      },
    }),
    // Outcome cards: a tool call goes to the `outcomes` child, stamped with the clock.
    forwardToolCall: sendTo('outcomes', ({ context, event }) =>
      event.type === 'driver.toolCall'
        ? { type: 'outcome.requested' as const, call: event.call, at: context.clock() }
        : { type: 'outcomes.cleared' as const },
    ),
    // A new call replaces the last call's cards (as it replaces its recap).
    clearOutcomes: sendTo('outcomes', { type: 'outcomes.cleared' as const }),
    // The driver destroys what its pending start has built so far (and its microphone) at once.
    stopDriver: sendTo('driverEvents', { type: 'driver.stop' as const }),
    applyMute: sendTo('driverEvents', ({ context }) => ({
      type: 'mute.set' as const,
      muted: context.muted,
    })),
    emitMuteChanged: emit(({ context }) => ({
      type: context.muted ? ('mic.muted' as const) : ('mic.unmuted' as const),
    })),
  },
});
