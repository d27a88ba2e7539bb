import { coveringPathsOf } from '../../tests/model/path-cache';
import type { MachinePath, PathPlan } from '../../tests/model/paths';
import { testCoveringReplays, testPlan, type UnitStep } from '../../tests/model/plan-test';
import {
  initialCallModel,
  stepCallModel,
  TICK_MS,
  type CallModel,
  type CallModelStep,
  type CallRules,
  type Phase,
} from '../../tests/expected/call.model';
import { callAllPaths, callAnswerPaths, callAnswerPlan, callPlan } from './call.paths';

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

/**
 * Replays `plan`'s covering paths against the model with a surface's rules: the context after
 * each step is the fixed input (those rules, no enhanced audio, the clock) and what the model holds.
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
