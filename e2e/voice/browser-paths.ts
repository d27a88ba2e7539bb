import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { callAllPaths, callPlan } from '../../machines/call/call.paths';
import { coveringPaths, neutralized } from '../../tests/model/coverage';
import type { MachinePath } from '../../tests/model/paths';
import type { CallContext, CallEmitted } from '../../machines/call/call.types';
import { MIC_SILENCE_MS, MIC_SOUND_LEVEL } from '../../machines/call/call.features';
import {
  callModelsAlong,
  stepCallModel,
  type CallModel,
  type CallRules,
} from '../../tests/expected/call.model';

/** What the real vapi driver is doing, as far as the machine's path can tell. */
type DriverPhase = 'idle' | 'starting' | 'active' | 'stopping';

const answerOf = (event: EventObject) => {
  const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  return match ? { kind: match[1] as 'done' | 'error', id: match[2]! } : null;
};

const inSession = (s: AnyMachineSnapshot) => s.matches('session');
const connects = (before: AnyMachineSnapshot, after: AnyMachineSnapshot) =>
  before.matches({ session: 'connecting' }) && after.matches({ session: 'connected' });

/**
 * Whether Chromium can play a generated path on an agent page of the production build, with the
 * real vapi driver over a scripted stand-in of the SDK, the real microphone (fake device) behind a
 * gate, and `pagehide`:
 * - the SDK's first load can be held (its chunk request waits); later loads are instant (cached),
 *   so after re-entering `sdkLoading` the next step must be the load's answer;
 * - the driver forwards events only while it has a call, and errors only once its start has
 *   resolved (during a start they become the start's failure);
 * - a start settles when the path says, or together with the event that connects the call;
 * - a stop can be held only while the machine is ending (other stops are the driver cleanup's);
 * - an invoked actor answers once.
 */
export function isBrowserPossible(path: MachinePath): boolean {
  const actor = createActor(neutralized(callPlan.machine), {
    input: callPlan.input as never,
  }).start();
  let phase: DriverPhase = 'idle';
  let loads = 0;
  const answered = new Set<unknown>();
  let previous: { event: EventObject; before: AnyMachineSnapshot } | null = null;
  try {
    let before = actor.getSnapshot();
    for (const step of path.steps.slice(1)) {
      const { event } = step;
      const answer = answerOf(event);
      if (before.matches('sdkLoading') && loads > 1 && answer?.id !== 'loadDriver') return false;
      if (answer) {
        const child = before.children[answer.id];
        if (!child || answered.has(child)) return false;
        answered.add(child);
        if (answer.id === 'startCall') {
          if (phase !== 'starting') return false;
          phase = answer.kind === 'done' ? 'active' : 'idle';
        }
        if (answer.id === 'stopCall') {
          if (phase !== 'stopping') return false;
          phase = 'idle';
        }
      } else if (event.type.startsWith('driver.')) {
        if (phase === 'idle') return false;
        if (event.type === 'driver.error' && phase === 'starting') return false;
      }
      if (!isFeatureStepPossible(before, event, previous)) return false;
      previous = { event, before };
      actor.send(event);
      const after = actor.getSnapshot();
      if (after.matches('sdkLoading') && !before.matches('sdkLoading')) loads += 1;
      if (event.type.startsWith('driver.') && connects(before, after) && phase === 'starting') {
        phase = 'active';
      }
      if (event.type === 'driver.callEnded' && phase === 'active') phase = 'idle';
      if (!inSession(after) && inSession(before) && phase !== 'starting') {
        // Leaving the session: the driver actor's cleanup stops whatever is left.
        phase = 'idle';
      }
      if (after.matches({ session: 'connecting' }) && !before.matches({ session: 'connecting' })) {
        if (phase !== 'idle') return false;
        phase = 'starting';
      }
      if (after.matches({ session: 'ending' }) && !before.matches({ session: 'ending' })) {
        if (phase !== 'active') return false;
        phase = 'stopping';
      }
      before = after;
    }
    return true;
  } finally {
    actor.stop();
  }
}

/**
 * Issue 16's events as Chromium can produce them:
 * - a typed line the service refuses fails as it is sent (the SDK's send throws at once): the
 *   refusal follows a send the machine took;
 * - the visitor's level reports are stamped with the page's clock, which runs on between steps;
 *   a silent report after another one is played only where the clock cannot tell otherwise
 *   than the path: the second report 8 s after the first (the clock is fast-forwarded).
 */
function isFeatureStepPossible(
  before: AnyMachineSnapshot,
  event: EventObject,
  previous: { event: EventObject; before: AnyMachineSnapshot } | null,
): boolean {
  if (event.type === 'driver.messageFailed') {
    if (previous?.event.type !== 'message.send') return false;
    const sent = previous.before;
    return (
      (sent.matches({ session: { connected: 'listening' } }) ||
        sent.matches({ session: { connected: 'speaking' } })) &&
      (sent.context as CallContext).messageDraft.trim() !== ''
    );
  }
  if (event.type === 'driver.micLevel') {
    const { level, at } = event as EventObject & { level: number; at: number };
    const since = (before.context as CallContext).micSilentSince;
    if (level >= MIC_SOUND_LEVEL || since === null || !before.hasTag('live')) return true;
    return since === 0 && at === MIC_SILENCE_MS;
  }
  return true;
}

/** A step whose state Chromium never shows: the send its refusal follows at once. */
const collapses = (next: EventObject | undefined) => next?.type === 'driver.messageFailed';

/**
 * One step of a path as Chromium shows it, by the spec's call (`tests/expected/call.model.ts`):
 * the call on screen and what it reported.
 */
export interface BrowserStep {
  shown: CallModel;
  emitted: CallEmitted[];
}

/**
 * A path as Chromium plays it, expected from the spec's call played along the path's events
 * (never from the machine). A load of the SDK after the first is answered within the same task
 * (the module is cached), so such a `sdkLoading` is never on screen: the step shows the call its
 * answer leads to (the next step's, or a successful load's at the end).
 */
export function browserSteps(path: MachinePath, rules: CallRules): BrowserStep[] {
  const events = path.steps.slice(1).map((step) => step.event);
  const steps = callModelsAlong(
    path.steps.map((step) => step.event),
    rules,
  ).map(({ model, emitted }): BrowserStep => ({ shown: model, emitted }));
  const loaded = stepCallModel(steps.at(-1)!.shown, { type: 'xstate.done.actor.loadDriver' });
  const loadedStep: BrowserStep = { shown: loaded.model, emitted: loaded.emitted };
  const loading = (step: BrowserStep) => step.shown.phase === 'sdkLoading';
  let loads = 0;
  // What the load's answer emits happens in the same task too: it belongs to the collapsed step
  // (its toast is on screen there), not to the next one.
  const movedAhead = new Set<number>();
  return steps.map((step, index) => {
    if (collapses(events[index])) {
      const shown = steps[index + 1]!;
      movedAhead.add(index + 1);
      return { shown: shown.shown, emitted: [...step.emitted, ...shown.emitted] };
    }
    const emitted = movedAhead.has(index) ? [] : step.emitted;
    const entered = loading(step) && (index === 0 || !loading(steps[index - 1]!));
    if (entered) loads += 1;
    if (!loading(step) || loads < 2) return { ...step, emitted };
    const answer = steps[index + 1] ?? loadedStep;
    if (steps[index + 1]) movedAhead.add(index + 1);
    return { shown: answer.shown, emitted: [...emitted, ...answer.emitted] };
  });
}

/** The generated call paths Chromium can play, and the fewest of them that cover the rest. */
export const browserCallPaths: MachinePath[] = coveringPaths(
  callPlan,
  callAllPaths().filter(isBrowserPossible),
);
