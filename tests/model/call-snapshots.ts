import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { callMachine } from '../../machines/call/call.machine';
import { callAllPaths, callPlan, callPlanInput } from '../../machines/call/call.paths';
import { callModelsAlong, type CallModel } from '../expected/call.model';
import { coveringPathsOf } from './path-cache';
import { describePath, neutralized } from './paths';

/** One step of a path: the event, the call's snapshot after it and the model's call there. */
export interface CallStep {
  label: string;
  snapshot: SnapshotFrom<typeof callMachine>;
  model: CallModel;
}

/**
 * The call's covering paths (those `machines/call/call.paths.test.ts` replays, agent-page rules),
 * each as a name and its steps: a real actor's snapshot after each event, on the model's clock,
 * beside what the call's model says there. For tests of what is read from a snapshot (selectors,
 * status lines): every state a path passes, compared with the model.
 */
export function callStepsAlongPaths(): Array<readonly [string, () => CallStep[]]> {
  return coveringPathsOf(callPlan, callAllPaths, { stateEvents: true }).map((path) => [
    describePath(path),
    () => {
      const events: EventObject[] = path.steps.map((step) => step.event);
      const models = callModelsAlong(events, { agent: 'clara', connectOn: 'anyActivity' });
      let now = 0;
      const actor = createActor(neutralized(callMachine), {
        input: { ...callPlanInput, clock: () => now },
      }).start();
      const steps = models.map(({ model }, index) => {
        now = model.now;
        if (index > 0) actor.send(events[index]!);
        const label = `after step ${index}: ${events[index]!.type}`;
        return { label, snapshot: actor.getSnapshot(), model };
      });
      actor.stop();
      return steps;
    },
  ]);
}
