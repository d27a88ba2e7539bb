import type { EventObject } from 'xstate';
import { coveringPathsOf } from '../../tests/model/path-cache';
import { testCoveringReplays, testPlan, type UnitStep } from '../../tests/model/plan-test';
import {
  initialCallModel,
  stepCallModel,
  TICK_MS,
  type CallModel,
  type CallModelStep,
  type Phase,
} from '../../tests/expected/call.model';
import {
  callAllPaths,
  callAnswerPaths,
  callAnswerPlan,
  callAnswerPlanInput,
  callPlan,
  callPlanInput,
} from './call.paths';

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

const at = ({ model, emitted }: CallModelStep): UnitStep<CallModel> => ({
  model,
  state: STATES[model.phase],
  // Agent pages (the plan's input): Clara, connected on any sign of life, no enhanced audio.
  context: {
    agent: 'clara',
    connectOn: 'anyActivity',
    enhancedAudio: false,
    clock,
    ...model.call,
  },
  emitted,
});

const step = (model: CallModel, event: EventObject) => at(stepCallModel(model, event));

testCoveringReplays<CallModel>(
  { ...callPlan, input: { ...callPlanInput, clock } },
  // Chosen from the paths generated without the replays' clock.
  coveringPathsOf(callPlan, callAllPaths, { stateEvents: true }),
  {
    initial: at({
      model: initialCallModel({ agent: 'clara', connectOn: 'anyActivity' }),
      emitted: [],
    }),
    step,
    beforeEvent: (model) => {
      now = model.now + TICK_MS;
    },
  },
);

/*
 * The answer-time plan (widget and `/full`: connected on call-start), replayed against
 * the same model: turn ends, answers, the time beside the line and in the recap. (Its events are
 * a conversation's only: the main plan above proves every declared transition is reached.)
 */
const atWidget = ({ model, emitted }: CallModelStep): UnitStep<CallModel> => ({
  model,
  state: STATES[model.phase],
  context: { agent: 'helvox', connectOn: 'callStart', enhancedAudio: false, clock, ...model.call },
  emitted,
});

testCoveringReplays<CallModel>(
  { ...callAnswerPlan, input: { ...callAnswerPlanInput, clock } },
  coveringPathsOf(callAnswerPlan, callAnswerPaths, { stateEvents: true }),
  {
    initial: atWidget({
      model: initialCallModel({ agent: 'helvox', connectOn: 'callStart' }),
      emitted: [],
    }),
    step: (model, event) => atWidget(stepCallModel(model, event)),
    beforeEvent: (model) => {
      now = model.now + TICK_MS;
    },
  },
);
