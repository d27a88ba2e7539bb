import type { EventObject } from 'xstate';
import { CONNECT_TIMEOUT_EVENT, RECONNECT_TIMEOUT_EVENT } from '../../machines/call/call.paths';
import type {
  CallContext,
  CallEmitted,
  CallError,
  CallErrorCode,
  Captions,
  ConnectOn,
  MicrophoneHandle,
  RecapNotes,
  TranscriptEntry,
} from '../../machines/call/call.types';

/*
 * What one voice call does, written out from the spec (section 4 "Voice call", section 8 for the
 * error codes, section 9 for the connect bound), its hear-check, type instead of talk,
 * reconnecting and recap, with the choices of docs/decisions/0004, 0011, 0015 and 0016. It plays
 * a path's events on a model of its own and says, after each, where the call is, what it holds
 * and what it reports. Nothing here calls the machine's actions, guards or selectors:
 * `machines/call/call.paths.test.ts` holds a real actor to it step by step (state, whole context,
 * emitted events), and the call views' oracles (`*.expected.ts` beside this file) derive each
 * step's screen from it, so a machine bug that moves the screen fails the view replays.
 *
 * Time: the model's clock advances `TICK_MS` per event. Where an actor is given the same clock
 * (the unit replays), transcript time stamps, answer times and the recap's times are exact;
 * the screen oracles read no time (the hear-check reads the reports' own `at`).
 */

/** The time between two events of a path, on the model's clock. */
export const TICK_MS = 700;

/** Where a call is: the machine's states as the spec names its phases. */
export type Phase =
  | 'sdkIdle'
  | 'sdkLoading'
  | 'sdkFailed'
  | 'ready'
  | 'requestingMic'
  | 'starting'
  | 'awaitingCallStart'
  | 'cancelling'
  | 'listening'
  | 'speaking'
  | 'reconnecting'
  | 'ending';

/** Joining: from the start request until connected (or given up). */
export const CONNECTING: readonly Phase[] = ['starting', 'awaitingCallStart', 'cancelling'];
/** Connected: the visitor talks with the assistant (also while the network is away). */
export const CONNECTED: readonly Phase[] = ['listening', 'speaking', 'reconnecting'];
/** A session: joining, connected or hanging up. */
export const IN_SESSION: readonly Phase[] = [...CONNECTING, ...CONNECTED, 'ending'];

/** What the call holds (its context without the fixed input: agent, connect rule, clock). */
export type Call = Omit<CallContext, 'agent' | 'connectOn' | 'enhancedAudio' | 'clock'>;
type Line = TranscriptEntry;
type Notes = RecapNotes;
type EndReason = NonNullable<Call['endReason']>;

/** What a surface fixes for its call: the agent called and when the call counts as connected. */
export interface CallRules {
  agent: string;
  /** `callStart`: on the provider's call-start only (widget, `/full`); `anyActivity`: agent pages. */
  connectOn: ConnectOn;
}

export interface CallModel {
  rules: CallRules;
  phase: Phase;
  /** The time of the last event (the model's clock). */
  now: number;
  call: Call;
}

/** What one event does: the call after it and what it reported, in order. */
export interface CallModelStep {
  model: CallModel;
  emitted: CallEmitted[];
}

const NO_NOTES: Notes = {
  connectedAt: null,
  awaitingAnswerSince: null,
  lastAnswerAt: null,
  answerTimesMs: [],
  visitorSoundSince: null,
  visitorSpeaking: false,
  pendingAnswerMs: null,
};
const NO_CAPTIONS: Captions = { assistant: null, visitor: null };
const NO_STARTS = { assistant: null, visitor: null };

/** The transcript holds its lines in the order they began (a stable sort keeps ties in order). */
const inOrder = (lines: Line[]) => [...lines].sort((a, b) => a.at - b.at);

/** A call that ends mid-line: each caption still showing stays, ending in '…', in its place. */
const withCaptionsCut = (call: Call, time: number): Line[] =>
  inOrder([
    ...call.transcript,
    ...(['assistant', 'visitor'] as const)
      .filter((role) => call.captions[role] !== null)
      .map((role) => ({
        role,
        text: `${call.captions[role]}…`,
        at: call.captionStarts[role] ?? time,
      })),
  ]);

/**
 * Recap: the assistant answers at `time`, by its first audio or a final line,
 * whichever comes first: the visitor line waiting (spoken or typed) becomes an exchange with its
 * answer time. With nothing waiting (the greeting, the text after the audio) nothing changes.
 */
const answered = (notes: Notes, time: number): Notes =>
  notes.awaitingAnswerSince === null
    ? notes
    : {
        ...notes,
        awaitingAnswerSince: null,
        lastAnswerAt: time,
        answerTimesMs: [...notes.answerTimesMs, time - notes.awaitingAnswerSince],
        pendingAnswerMs: time - notes.awaitingAnswerSince,
      };
/** Whether an assistant line that began at `began` was under way before the waiting turn ended. */
const underWay = (notes: Notes, began: number | null): boolean =>
  began !== null && notes.awaitingAnswerSince !== null && began < notes.awaitingAnswerSince;
/** The visitor's turn ends at `time` (its level fell silent, end of speech, a send). */
const turnEnded = (notes: Notes, time: number): Notes => ({
  ...notes,
  awaitingAnswerSince: time,
  visitorSoundSince: null,
  visitorSpeaking: false,
});
const NOTHING_HEARD = { micLevel: 0, micSilentSince: null, micUnheard: false } as const;

const INITIAL_CALL: Call = {
  error: null,
  startQueued: false,
  microphone: null,
  muted: false,
  volume: 0,
  transcript: [],
  captions: NO_CAPTIONS,
  captionStarts: NO_STARTS,
  endReason: null,
  ...NOTHING_HEARD,
  messageDraft: '',
  messageNote: null,
  recapNotes: NO_NOTES,
  recap: null,
};

/** A page just opened: the SDK not loaded, no call, nothing held; the clock at 0. */
export const initialCallModel = (rules: CallRules): CallModel => ({
  rules,
  phase: 'sdkIdle',
  now: 0,
  call: INITIAL_CALL,
});

const problem = (code: CallErrorCode, message: string): CallError => ({ code, message });

const failed = (error: CallError): CallEmitted => ({
  type: 'call.failed',
  ...error,
});

/** After the driver's stop settles (or a start that was being cancelled): why the call ended. */
const endedFor = (reason: EndReason | null): CallEmitted =>
  reason === 'cancelled' || reason === null
    ? { type: 'call.cancelled' }
    : { type: 'call.ended', reason };

// Spec section 8: which failure a thrown error or provider error is.
const MICROPHONE_ERRORS: Record<string, CallErrorCode> = {
  NotAllowedError: 'micPermissionDenied',
  NoMicrophoneError: 'noMicrophone',
  NotFoundError: 'micNotFound',
};
/** Type `connection_failed`, or a message with "failed": the connection error, else `fallback`. */
const providerError = (
  error: { type?: string; message: string },
  fallback: CallErrorCode,
): CallError => ({
  code:
    error.type === 'connection_failed' || /failed/i.test(error.message)
      ? 'providerConnectionFailed'
      : fallback,
  message: error.message,
});

/** Type instead of talk: `<` and `>` removed, at most 500 characters. */
const cleaned = (text: string) => text.replace(/[<>]/g, '').slice(0, 500);

/** Leaving the session: the microphone is released, mute, volume and hear-check reset. */
const leftSession = (call: Call): Call => ({
  ...call,
  microphone: null,
  muted: false,
  volume: 0,
  ...NOTHING_HEARD,
  messageNote: null,
  // An ended call's captions never reach the next.
  captions: NO_CAPTIONS,
  captionStarts: NO_STARTS,
});

/** However a connected call ends, its recap is kept (transcript and answer times so far). */
const recapKept = (call: Call, agent: string, time: number): Call => ({
  ...call,
  transcript: withCaptionsCut(call, time),
  recap: {
    agent,
    connectedAt: call.recapNotes.connectedAt!,
    endedAt: time,
    transcript: withCaptionsCut(call, time),
    answerTimesMs: call.recapNotes.answerTimesMs,
  },
  recapNotes: NO_NOTES,
});

/** A new call: no error, no transcript, no queued start, the last recap replaced. */
const newCall = (call: Call): Call => ({
  ...call,
  error: null,
  transcript: [],
  captions: NO_CAPTIONS,
  captionStarts: NO_STARTS,
  startQueued: false,
  recap: null,
  recapNotes: NO_NOTES,
});

type Payload = EventObject & {
  output?: unknown;
  error?: { name?: string; type?: string; message: string; outcome?: string };
  volume?: number;
  level?: number;
  at?: number;
  text?: string;
  message?: {
    type: string;
    role?: string;
    transcriptType?: string;
    transcript?: string;
    status?: string;
  };
};

/** What one event of a path does to the call, `TICK_MS` after the one before. */
export function stepCallModel(model: CallModel, event: EventObject): CallModelStep {
  const e = event as Payload;
  const { rules, phase, call } = model;
  const time = model.now + TICK_MS;
  const inSession = IN_SESSION.includes(phase);
  const connecting = CONNECTING.includes(phase);
  const connected = CONNECTED.includes(phase);
  const talking = phase === 'listening' || phase === 'speaking';
  const cancelling = phase === 'cancelling';
  // Agent pages count the first sign of life (speech, a transcript) as connected.
  const onActivity = rules.connectOn === 'anyActivity';

  const to = (next: Phase, changed: Call = call, emitted: CallEmitted[] = []): CallModelStep => ({
    model: { rules, phase: next, now: time, call: changed },
    emitted,
  });
  const ignored = () => to(phase);
  /** Connected: the recap notes when, and views say 'Anruf gestartet'. */
  const connects = (next: Phase, changed: Call = call) =>
    to(next, { ...changed, recapNotes: { ...NO_NOTES, connectedAt: time } }, [
      { type: 'call.started' },
    ]);
  /** Back to ready from the session (from a connected call: with its recap). */
  const backToReady = (changed: Call, emitted: CallEmitted[]) =>
    to('ready', leftSession(connected ? recapKept(changed, rules.agent, time) : changed), emitted);
  /** Hang-up or page exit: the microphone goes at once, the reason is kept for the end. */
  const leaving = (next: Phase, endReason: EndReason) =>
    to(next, {
      ...(connected ? recapKept(call, rules.agent, time) : call),
      microphone: null,
      endReason,
      // The note beside the message field goes when reconnecting ends.
      ...(phase === 'reconnecting' ? { messageNote: null } : {}),
    });
  /** A start (button or toggle) where one begins; `toggle` also ends a call under way. */
  const start = (toggle: boolean) => {
    if (phase === 'sdkIdle' || phase === 'sdkFailed')
      return to('sdkLoading', { ...call, startQueued: true });
    if (phase === 'sdkLoading') return to(phase, { ...call, startQueued: true });
    if (phase === 'ready') return to('requestingMic', newCall(call));
    if (!toggle) return ignored();
    if (phase === 'starting') return leaving('cancelling', 'cancelled');
    if (phase === 'awaitingCallStart') return leaving('ending', 'cancelled');
    if (connected) return leaving('ending', 'hungUp');
    return ignored();
  };

  switch (event.type) {
    case 'sdk.prefetch':
      return phase === 'sdkIdle' ? to('sdkLoading') : ignored();
    case 'call.start':
      return start(false);
    case 'call.toggle':
      return start(true);
    case 'call.hangUp':
      if (phase === 'sdkLoading') return to(phase, { ...call, startQueued: false });
      if (phase === 'requestingMic') return to('ready', call, [{ type: 'call.cancelled' }]);
      if (phase === 'starting') return leaving('cancelling', 'cancelled');
      if (phase === 'awaitingCallStart') return leaving('ending', 'cancelled');
      if (connected) return leaving('ending', 'hungUp');
      return ignored();
    case 'page.left':
      if (phase === 'requestingMic') return to('ready');
      if (phase === 'starting') return leaving('cancelling', 'pageLeft');
      if (phase === 'awaitingCallStart' || connected) return leaving('ending', 'pageLeft');
      return ignored();
    case 'mic.toggleMute': {
      // Mute toggles only while connected; it restarts the hear-check.
      if (!connected) return ignored();
      const muted = !call.muted;
      return to(phase, { ...call, muted, ...NOTHING_HEARD }, [
        { type: muted ? 'mic.muted' : 'mic.unmuted' },
      ]);
    }

    case 'xstate.done.actor.loadDriver':
      if (phase !== 'sdkLoading') return ignored();
      return call.startQueued
        ? to('requestingMic', newCall(call), [{ type: 'sdk.ready' }])
        : to('ready', call, [{ type: 'sdk.ready' }]);
    case 'xstate.error.actor.loadDriver': {
      if (phase !== 'sdkLoading') return ignored();
      const error = problem('initFailed', e.error!.message);
      // Only a pressed start reports it; a failed prefetch is silent.
      return call.startQueued
        ? to('sdkFailed', { ...call, startQueued: false, error }, [failed(error)])
        : to('sdkFailed', { ...call, error });
    }
    case 'xstate.done.actor.requestMicrophone':
      if (phase !== 'requestingMic') return ignored();
      return to('starting', { ...call, microphone: e.output as MicrophoneHandle, endReason: null });
    case 'xstate.error.actor.requestMicrophone': {
      if (phase !== 'requestingMic') return ignored();
      const error = { code: MICROPHONE_ERRORS[e.error!.name!]!, message: e.error!.message };
      return to('ready', { ...call, error }, [failed(error)]);
    }
    case 'xstate.done.actor.startCall':
      if (!connecting) return ignored();
      return to(cancelling ? 'ending' : 'awaitingCallStart');
    case 'xstate.error.actor.startCall': {
      if (!connecting) return ignored();
      if (cancelling) return backToReady(call, [endedFor(call.endReason)]);
      const error = providerError(e.error!, 'startFailed');
      return backToReady({ ...call, error }, [failed(error)]);
    }
    case CONNECT_TIMEOUT_EVENT: {
      if (!connecting) return ignored();
      if (cancelling) return backToReady(call, [endedFor(call.endReason)]);
      // Spec section 9: one bundle attempt (20 s) plus request and join.
      const error = problem('connectTimeout', 'The call did not connect within 25 s');
      return backToReady({ ...call, error }, [failed(error)]);
    }
    case 'xstate.done.actor.stopCall':
      return phase === 'ending' ? backToReady(call, [endedFor(call.endReason)]) : ignored();
    case 'xstate.error.actor.stopCall': {
      if (phase !== 'ending') return ignored();
      const error = problem('stopFailed', e.error!.message);
      return backToReady({ ...call, error }, [failed(error)]);
    }

    case 'driver.callStarted':
      return connecting && !cancelling ? connects('listening') : ignored();
    case 'driver.speechStarted': {
      if (connecting && !cancelling && onActivity) return connects('speaking');
      if (phase !== 'listening') return ignored();
      // Recap: the assistant's first audio answers the visitor's last line, unless it is the
      // audio of a line whose caption began before that turn ended (the greeting, typed over).
      const recapNotes = underWay(call.recapNotes, call.captionStarts.assistant)
        ? call.recapNotes
        : answered(call.recapNotes, time);
      return to('speaking', { ...call, recapNotes });
    }
    case 'driver.speechEnded':
      return phase === 'speaking' ? to('listening') : ignored();
    case 'driver.volume':
      return inSession
        ? to(phase, { ...call, volume: Math.min(1, Math.max(0, e.volume!)) })
        : ignored();
    case 'driver.message': {
      const message = e.message!;
      const text = message.transcript?.trim() ?? '';
      const role = message.role === 'assistant' ? 'assistant' : 'visitor';
      const isTranscript = message.type === 'transcript';
      const final = isTranscript && message.transcriptType === 'final' && !!text;
      const partial = isTranscript && message.transcriptType === 'partial';
      // An assistant line answers a waiting turn itself (text before any audio), or
      // shows the time its audio measured; either way that time is used up.
      // A line already under way (captioned) when the turn ended answers nothing.
      const answers =
        final &&
        role === 'assistant' &&
        !underWay(call.recapNotes, call.captionStarts.assistant ?? time);
      const notesAfter = answers
        ? { ...answered(call.recapNotes, time), pendingAnswerMs: null }
        : call.recapNotes;
      const answerMs = answers
        ? call.recapNotes.awaitingAnswerSince !== null
          ? time - call.recapNotes.awaitingAnswerSince
          : call.recapNotes.pendingAnswerMs
        : null;
      // A final line takes the place where its caption began (else now).
      const at = call.captionStarts[role] ?? time;
      const line: Line = answerMs === null ? { role, text, at } : { role, text, at, answerMs };
      const transcript = final ? inOrder([...call.transcript, line]) : call.transcript;
      // Live captions: a partial shows its side's text (none when blank), a final line clears it.
      const captions =
        partial || final
          ? { ...call.captions, [role]: partial ? text || null : null }
          : call.captions;
      // A caption shown anew begins now; one that goes on keeps its start; none, no start.
      const captionStarts = {
        ...call.captionStarts,
        [role]:
          captions[role] === null
            ? null
            : call.captions[role] === null
              ? time
              : call.captionStarts[role],
      };
      // A transcript or conversation-update is a sign of life.
      const activity = isTranscript || message.type === 'conversation-update';
      if (connecting && !cancelling && activity && onActivity)
        return connects('listening', { ...call, transcript, captions, captionStarts });
      if (!inSession) return ignored();
      // The service's end of the visitor's speech ends the turn, unless its level did already.
      if (
        message.type === 'speech-update' &&
        message.role === 'user' &&
        message.status === 'stopped'
      ) {
        const recapNotes =
          call.recapNotes.awaitingAnswerSince === null
            ? turnEnded(call.recapNotes, time)
            : call.recapNotes;
        return to(phase, { ...call, recapNotes });
      }
      if (final)
        return to(phase, { ...call, transcript, captions, captionStarts, recapNotes: notesAfter });
      if (partial && typeof message.transcript === 'string')
        return to(phase, { ...call, captions, captionStarts });
      return ignored();
    }
    case 'driver.error': {
      const error = e.error!;
      // A feature failed (noise filter …): the call goes on, worth a log line.
      if ((connecting || connected) && error.outcome === 'nonFatal')
        return to(phase, call, [{ type: 'call.degraded', message: error.message }]);
      if (connected && error.outcome === 'remoteEnd')
        return backToReady(call, [{ type: 'call.ended', reason: 'remote' }]);
      if ((connecting && !cancelling) || connected) {
        const failure = providerError(error, connected ? 'callFailed' : 'startFailed');
        return backToReady({ ...call, error: failure }, [failed(failure)]);
      }
      return ignored();
    }
    case 'driver.callEnded': {
      if (connected) return backToReady(call, [{ type: 'call.ended', reason: 'remote' }]);
      if (!connecting) return ignored();
      if (cancelling) return backToReady(call, [endedFor(call.endReason)]);
      const error = problem('endedEarly', 'The call ended before it was connected');
      return backToReady({ ...call, error }, [failed(error)]);
    }

    // Hear-check: silent for 8 s while not muted shows the hint; sound (0.02 or more) clears it.
    case 'driver.micLevel': {
      if (!connected) return ignored();
      const level = Math.min(1, Math.max(0, e.level!));
      if (call.muted) return to(phase, { ...call, ...NOTHING_HEARD, micLevel: level });
      // Sound that lasts 200 ms is speech (the turn goes on); the first silent report
      // after speech ends the turn.
      const notes = call.recapNotes;
      if (level >= 0.02) {
        const since = notes.visitorSoundSince ?? time;
        const speech = notes.visitorSpeaking || time - since >= 200;
        const recapNotes: Notes = {
          ...notes,
          visitorSoundSince: since,
          visitorSpeaking: speech,
          awaitingAnswerSince: speech && !notes.visitorSpeaking ? null : notes.awaitingAnswerSince,
        };
        return to(phase, { ...call, ...NOTHING_HEARD, micLevel: level, recapNotes });
      }
      const recapNotes: Notes = notes.visitorSpeaking
        ? turnEnded(notes, time)
        : { ...notes, visitorSoundSince: null };
      const silentSince = call.micSilentSince ?? e.at!;
      return to(phase, {
        ...call,
        recapNotes,
        micLevel: level,
        micSilentSince: silentSince,
        micUnheard: e.at! - silentSince >= 8_000,
      });
    }

    // Type instead of talk.
    case 'message.draftChanged':
      return connected
        ? to(phase, { ...call, messageDraft: cleaned(e.text!), messageNote: null })
        : ignored();
    case 'message.send': {
      // While reconnecting the line waits in the field, with a note.
      if (phase === 'reconnecting') return to(phase, { ...call, messageNote: 'reconnecting' });
      const text = cleaned(call.messageDraft).trim();
      if (!talking || !text) return ignored();
      return to(phase, {
        ...call,
        transcript: [...call.transcript, { role: 'visitor', text, at: time }],
        messageDraft: '',
        messageNote: null,
        // A typed turn ends at its send.
        recapNotes: turnEnded(call.recapNotes, time),
      });
    }
    case 'driver.messageFailed': {
      if (!connected) return ignored();
      // The refused line (the last visitor line with its text) leaves the transcript …
      const index = call.transcript.findLastIndex(
        (line) => line.role === 'visitor' && line.text === e.text,
      );
      if (index < 0) return ignored();
      const transcript = call.transcript.filter((_, i) => i !== index);
      const refusedAt = call.transcript[index]!.at;
      // … goes back into the field before anything typed since, with a note …
      const typed = call.messageDraft.trim();
      const messageDraft = cleaned(typed ? `${e.text} ${typed}` : e.text!);
      // … and ended no turn: its own end is withdrawn, a later one stays.
      const awaitingAnswerSince =
        call.recapNotes.awaitingAnswerSince === refusedAt
          ? null
          : call.recapNotes.awaitingAnswerSince;
      return to(phase, {
        ...call,
        transcript,
        messageDraft,
        messageNote: 'failed',
        recapNotes: { ...call.recapNotes, awaitingAnswerSince },
      });
    }

    // Reconnecting: the call waits for the network, resumes when it returns, or ends after 15 s
    // with the connection error (and the microphone released).
    case 'driver.networkInterrupted':
      return talking ? to('reconnecting') : ignored();
    case 'driver.networkRestored':
      return phase === 'reconnecting' ? to('listening', { ...call, messageNote: null }) : ignored();
    case RECONNECT_TIMEOUT_EVENT: {
      if (phase !== 'reconnecting') return ignored();
      const error = problem('providerConnectionFailed', 'The network did not return within 15 s');
      return backToReady({ ...call, error }, [failed(error)]);
    }
    // A tool call is the outcome cards' (the call's `outcomes` child): the call
    // itself, its context and its reports, stay as they were.
    case 'driver.toolCall':
      return ignored();
    default:
      throw new Error(`no expectation written for ${event.type}`);
  }
}

/**
 * The call after each event of a path, played from the start with the surface's rules: the
 * path's first event is `xstate.init` (the page just opened, nothing reported).
 */
export function callModelsAlong(events: readonly EventObject[], rules: CallRules): CallModelStep[] {
  const [first, ...rest] = events;
  if (first?.type !== 'xstate.init') throw new Error('a path begins with xstate.init');
  const steps: CallModelStep[] = [{ model: initialCallModel(rules), emitted: [] }];
  for (const event of rest) steps.push(stepCallModel(steps.at(-1)!.model, event));
  return steps;
}
