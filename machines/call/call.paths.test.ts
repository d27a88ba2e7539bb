import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { coveringPathsOf } from '../../tests/model/path-cache';
import type { MachinePath, PathPlan } from '../../tests/model/paths';
import { testCoveringReplays, testPlan, type UnitStep } from '../../tests/model/plan-test';
import {
  CONNECTED,
  CONNECTING,
  IN_SESSION,
  initialCallModel,
  stepCallModel,
  TICK_MS,
  type CallModel,
  type CallModelStep,
  type CallRules,
  type Phase,
} from '../../tests/expected/call.model';
import {
  acceptsStart,
  expectedCallUi,
  isStarting,
} from '../../tests/expected/call-surfaces.expected';
import {
  selectCallActivity,
  selectFullCanToggle,
  selectIsAskingForMicrophone,
} from '../../src/features/call/parts/call-status';
import { selectFullCallStatus } from '../../src/features/call/surfaces/full/full-call.status';
import type { callMachine } from './call.machine';
import { callAllPaths, callAnswerPaths, callAnswerPlan, callPlan } from './call.paths';
import {
  selectAnnouncement,
  selectCanHangUp,
  selectCanStart,
  selectCanToggleMute,
  selectCaptions,
  selectError,
  selectIsBusy,
  selectIsConnected,
  selectIsMuted,
  selectIsReconnecting,
  selectIsSdkReady,
  selectIsSpeaking,
  selectIsStarting,
  selectMessageDraft,
  selectMessageNote,
  selectMicBlocked,
  selectMicLevel,
  selectMicUnheard,
  selectPhase,
  selectRecap,
  selectToggleEnds,
  selectTranscript,
  selectVolume,
  type CallAnnouncement,
  type CallPhase,
} from './call.selectors';

// The fewest generated paths that visit every reachable state, transition and sample event.
testPlan(callPlan, coveringPathsOf(callPlan, callAllPaths));

/*
 * Every generated path is replayed on a real actor, and after each event its state, whole
 * context and emitted events must equal what the call's model says
 * (`tests/expected/call.model.ts`, written out from the spec; the call views' oracles read the
 * same model). Nothing there calls the machine's actions, guards or selectors.
 *
 * Time: the replays give the machine the model's clock; each event of a path happens `TICK_MS`
 * after the one before, so that transcript time stamps, answer times and the recap's times are
 * exact and predicted by the model.
 */

let now = 0;
const clock = () => now;

const STATES: Record<Phase, string> = {
  sdkIdle: 'sdkIdle',
  sdkLoading: 'sdkLoading',
  sdkFailed: 'sdkFailed',
  ready: 'ready',
  requestingMic: 'requestingMic',
  starting: 'session.connecting.starting',
  awaitingCallStart: 'session.connecting.awaitingCallStart',
  cancelling: 'session.connecting.cancelling',
  listening: 'session.connected.listening',
  speaking: 'session.connected.speaking',
  reconnecting: 'session.connected.reconnecting',
  ending: 'session.ending',
};

/** The status line's phase: joining is 'connecting', the network away still 'listening'. */
const PHASES: Record<Phase, CallPhase> = {
  sdkIdle: 'sdkIdle',
  sdkLoading: 'sdkLoading',
  sdkFailed: 'sdkFailed',
  ready: 'ready',
  requestingMic: 'requestingMic',
  starting: 'connecting',
  awaitingCallStart: 'connecting',
  cancelling: 'connecting',
  listening: 'listening',
  speaking: 'speaking',
  reconnecting: 'listening',
  ending: 'ending',
};

/** What a screen reader is told; 'ended' once a connected call is over (its recap is there). */
const ANNOUNCED: Partial<Record<Phase, CallAnnouncement>> = {
  starting: 'connecting',
  awaitingCallStart: 'connecting',
  cancelling: 'connecting',
  listening: 'listening',
  speaking: 'speaking',
  reconnecting: 'reconnecting',
};

/**
 * What the selectors, and the status lines, lights and buttons the surfaces derive from the call
 * (spec sections 2 and 4), must read in a step: from the model and the surfaces' oracle
 * (`tests/expected/call-surfaces.expected.ts`). The widget and the agent pages share the activity
 * line and the ring's colour; `/full` has its status text, two lights and the microphone button.
 */
function expectedReadings(model: CallModel) {
  const { phase, call } = model;
  const connected = CONNECTED.includes(phase);
  const starting = isStarting(model);
  const widget = expectedCallUi(model, 'widget');
  const full = expectedCallUi(model, 'fullPage');
  const [callLight, sdkLight] = full.lights!;
  return {
    phase: PHASES[phase],
    sdkReady: !['sdkIdle', 'sdkLoading', 'sdkFailed'].includes(phase),
    // The spinner: the SDK loading, the microphone prompt, joining, hanging up.
    busy: ['sdkLoading', 'requestingMic', ...CONNECTING, 'ending'].includes(phase),
    starting,
    connected,
    reconnecting: phase === 'reconnecting',
    toggleEnds: IN_SESSION.includes(phase),
    speaking: phase === 'speaking',
    canStart: acceptsStart(model),
    // Hang-up ends a call or cancels a start; not once a cancel or a hang-up is under way.
    canHangUp: connected || (starting && phase !== 'cancelling'),
    canToggleMute: connected,
    announcement: ANNOUNCED[phase] ?? (phase === 'ready' && call.recap ? 'ended' : null),
    muted: call.muted,
    volume: call.volume,
    micLevel: call.micLevel,
    unheard: call.micUnheard,
    transcript: call.transcript,
    captions: call.captions,
    draft: call.messageDraft,
    note: call.messageNote,
    error: call.error,
    // The call card's help after a refused microphone, until a new start begins.
    micBlocked: call.error?.code === 'micPermissionDenied',
    recap: IN_SESSION.includes(phase) ? null : expectedRecap(call.recap),
    activity: { tone: widget.tone, label: widget.activity },
    askingForMicrophone: widget.micPrompt,
    full: { text: full.status, callLight, sdkLight },
    fullCanToggle: !full.mic!.disabled,
    sameRecap: true,
  };
}

/**
 * The recap card's figures (spec: duration, exchanges, the answer times' median and 90th
 * percentile by nearest rank, docs/decisions/0030) of a call that connected, once it is over.
 */
function expectedRecap(recap: CallModel['call']['recap']) {
  if (!recap) return null;
  const times = [...recap.answerTimesMs].sort((a, b) => a - b);
  // Nearest rank: the smallest time with at least p % of the times at or below it.
  const rank = (p: number) =>
    times.length ? times[Math.ceil((p / 100) * times.length) - 1]! : null;
  return {
    agent: recap.agent,
    connectedAt: recap.connectedAt,
    endedAt: recap.endedAt,
    durationMs: recap.endedAt - recap.connectedAt,
    exchanges: times.length,
    medianAnswerMs: rank(50),
    p90AnswerMs: rank(90),
    transcript: recap.transcript,
  };
}

const readings = (s: SnapshotFrom<typeof callMachine>) => ({
  phase: selectPhase(s),
  sdkReady: selectIsSdkReady(s),
  busy: selectIsBusy(s),
  starting: selectIsStarting(s),
  connected: selectIsConnected(s),
  reconnecting: selectIsReconnecting(s),
  toggleEnds: selectToggleEnds(s),
  speaking: selectIsSpeaking(s),
  canStart: selectCanStart(s),
  canHangUp: selectCanHangUp(s),
  canToggleMute: selectCanToggleMute(s),
  announcement: selectAnnouncement(s),
  muted: selectIsMuted(s),
  volume: selectVolume(s),
  micLevel: selectMicLevel(s),
  unheard: selectMicUnheard(s),
  transcript: selectTranscript(s),
  captions: selectCaptions(s),
  draft: selectMessageDraft(s),
  note: selectMessageNote(s),
  error: selectError(s),
  micBlocked: selectMicBlocked(s),
  recap: selectRecap(s),
  // The same object while the recap is unchanged (views re-render only on a new one).
  sameRecap: selectRecap(s) === selectRecap(s),
  activity: selectCallActivity(s),
  askingForMicrophone: selectIsAskingForMicrophone(s),
  full: selectFullCallStatus(s),
  fullCanToggle: selectFullCanToggle(s),
});

const readsAsModelled = (snapshot: AnyMachineSnapshot, model: CallModel, where: string) =>
  expect(readings(snapshot as SnapshotFrom<typeof callMachine>), where).toEqual(
    expectedReadings(model),
  );

/**
 * Replays `plan`'s covering paths against the model with a surface's rules: the context after
 * each step is the fixed input (those rules, no enhanced audio, the clock) and what the model
 * holds; the selectors and the surfaces' status lines read what the model and the surfaces'
 * oracle say.
 */
function replay(plan: PathPlan, rules: CallRules, allPaths: () => MachinePath[]) {
  const at = ({ model, emitted }: CallModelStep): UnitStep<CallModel> => ({
    model,
    state: STATES[model.phase],
    context: { ...rules, enhancedAudio: false, clock, ...model.call },
    emitted,
  });
  testCoveringReplays<CallModel>(
    { ...plan, input: { ...(plan.input as object), clock } },
    // Chosen from the paths generated without the replays' clock.
    coveringPathsOf(plan, allPaths, { stateEvents: true }),
    {
      initial: at({ model: initialCallModel(rules), emitted: [] }),
      step: (model, event) => at(stepCallModel(model, event)),
      beforeEvent: (model) => {
        now = model.now + TICK_MS;
      },
      afterEvent: readsAsModelled,
    },
  );
}

// Agent pages (the plan's input): Clara, connected on any sign of life.
replay(callPlan, { agent: 'clara', connectOn: 'anyActivity' }, callAllPaths);

/*
 * The answer-time plan (widget and `/full`: connected on call-start), replayed against the same
 * model: turn ends, answers, the time beside the line and in the recap. (Its events are a
 * conversation's only: the main plan above proves every declared transition is reached.)
 */
replay(callAnswerPlan, { agent: 'helvox', connectOn: 'callStart' }, callAnswerPaths);
