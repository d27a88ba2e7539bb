import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { FakeDriverLine, FakeMicrophone } from '@machines/call/call.fakes';
import { callMachine } from '@machines/call/call.machine';
import { callPlan } from '@machines/call/call.paths';
import type {
  CallInput,
  MicrophoneHandle,
  RequestMicrophoneInput,
  StartCallInput,
} from '@machines/call/call.types';
import { coveringPaths, neutralized } from '@tests/model/coverage';
import { generatePaths, type MachinePath, type PathPlan } from '@tests/model/paths';
import { latestPromise } from './latest-promise';

/** A call actor on controlled stand-ins: each path step's answer is given when the path says. */
export function controlledCall(input: CallInput) {
  const loadDriver = latestPromise<void>();
  const requestMicrophone = latestPromise<MicrophoneHandle, RequestMicrophoneInput>();
  const startCall = latestPromise<void, StartCallInput>();
  const stopCall = latestPromise<void>();
  const line = new FakeDriverLine();
  const microphones: FakeMicrophone[] = [];
  const actor = createActor(
    callMachine.provide({
      actors: {
        loadDriver: loadDriver.logic,
        requestMicrophone: requestMicrophone.logic,
        startCall: startCall.logic,
        stopCall: stopCall.logic,
        driverEvents: line.driverEvents,
      },
    }),
    { input },
  );
  const promises = { loadDriver, requestMicrophone, startCall, stopCall } as const;

  /** Answers an invoked actor's done / error event, reports a driver event, or ends a delay. */
  function answer(event: EventObject) {
    const done = /^xstate\.done\.actor\.(\w+)$/.exec(event.type)?.[1];
    const failed = /^xstate\.error\.actor\.(\w+)$/.exec(event.type)?.[1];
    const id = (done ?? failed) as keyof typeof promises | undefined;
    if (id) {
      const promise = promises[id] as ReturnType<typeof latestPromise<unknown>>;
      if (failed) return promise.reject((event as EventObject & { error: unknown }).error);
      if (id === 'requestMicrophone') {
        const microphone = new FakeMicrophone();
        microphones.push(microphone);
        return promise.resolve(microphone);
      }
      return promise.resolve(undefined);
    }
    if (event.type.startsWith('driver.')) return line.report(event as never);
    // A delay that has run out (`xstate.after.connectTimeout…`): the view replays send it rather
    // than wait; the real timer is checked in the machine tests and in Chromium.
    if (event.type.startsWith('xstate.after.')) return actor.send(event as never);
    throw new Error(`controlledCall cannot answer ${event.type}`);
  }

  /** Starts a call and answers each of its steps until connected; `step` wraps each (`act`). */
  async function connect(step: (run: () => void) => Promise<void> | void = (run) => run()) {
    await step(() => actor.send({ type: 'call.start' }));
    for (const done of ['loadDriver', 'requestMicrophone', 'startCall'])
      await step(() => answer({ type: `xstate.done.actor.${done}` }));
    await step(() => line.report({ type: 'driver.callStarted' }));
  }

  return { actor, line, microphones, answer, connect };
}

/** Events the environment produces (answers, driver reports, page exit), not the visitor. */
export const isEnvironmentEvent = (event: EventObject) =>
  event.type.startsWith('xstate.') ||
  event.type.startsWith('driver.') ||
  event.type === 'page.left';

const invokeIdOf = (event: EventObject) =>
  /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1];

/**
 * Whether a real run can take the path: the graph also answers an invoked actor that has already
 * answered (a start that resolved, then fails), which no promise does.
 */
export function isPossible(plan: PathPlan, path: MachinePath): boolean {
  const actor = createActor(neutralized(plan.machine), { input: plan.input as never }).start();
  const answered = new Set<unknown>();
  try {
    for (const step of path.steps.slice(1)) {
      const id = invokeIdOf(step.event);
      if (id) {
        const child = actor.getSnapshot().children[id];
        if (!child || answered.has(child)) return false;
        answered.add(child);
      }
      actor.send(step.event);
    }
    return true;
  } finally {
    actor.stop();
  }
}

/**
 * The call plan as a surface can play it: the visitor's events only where its view offers them
 * (`performable`, judged on the state before), with the surface's own input (widget and `/full`
 * connect on call-start only). The plan keeps the name `call`.
 */
export function surfacePlan(
  input: CallInput,
  performable: (event: EventObject, before: AnyMachineSnapshot) => boolean,
): PathPlan {
  const events = callPlan.events as readonly EventObject[];
  return {
    ...callPlan,
    input,
    events: (snapshot) =>
      events.filter((event) => isEnvironmentEvent(event) || performable(event, snapshot)),
  };
}

/** The fewest possible paths of a surface's plan that cover every state and transition it reaches. */
export function surfacePaths(
  input: CallInput,
  performable: (event: EventObject, before: AnyMachineSnapshot) => boolean,
): MachinePath[] {
  const plan = surfacePlan(input, performable);
  return coveringPaths(
    plan,
    generatePaths(plan).filter((path) => isPossible(plan, path)),
  );
}
