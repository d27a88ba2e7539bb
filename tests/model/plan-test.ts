import { describe, expect, it } from 'vitest';
import { createActor, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { declaredTransitions, neutralized, walkPath } from './coverage';
import {
  coveringPaths,
  describePath,
  eventLabel,
  stateName,
  type MachinePath,
  type PathPlan,
} from './paths';
import { recordReplay } from './records';

/**
 * The standard test of a machine's sample events: its covering paths pass through every
 * transition the machine declares, so a transition no sample event reaches, or one that can
 * never be taken, fails.
 */
export function testPlan(plan: PathPlan, paths: readonly MachinePath[], timeout?: number) {
  testPlans([[plan, paths]], timeout);
}

/** The same for a machine explored from more than one input (a plan per input). */
export function testPlans(
  plans: readonly (readonly [PathPlan, readonly MachinePath[]])[],
  timeout?: number,
) {
  const [first] = plans[0] ?? [];
  if (!first) throw new Error('testPlans: no plan');
  const other = plans.find(([plan]) => plan.machine.id !== first.machine.id);
  if (other) throw new Error(`testPlans: ${other[0].name} is not a plan of ${first.machine.id}`);
  const names = plans.map(([plan]) => plan.name).join(' + ');
  it(
    `${names}: the sample events reach every declared transition`,
    () => {
      const covered = new Set(
        plans.flatMap(([plan, paths]) =>
          paths.flatMap((path) => [...walkPath(plan, path).transitions]),
        ),
      );
      const declared = [...declaredTransitions(first.machine).keys()].sort();
      expect(
        declared.filter((id) => !covered.has(id)),
        'declared transitions the sample events never reach',
      ).toEqual([]);
    },
    timeout,
  );
}

/** What a machine is expected to do for one event: its state, context and emitted events. */
export interface UnitStep<Model> {
  model: Model;
  /** The state value as a dotted string (`active.sampling.waiting|speech.silent`). */
  state: string;
  context: object;
  emitted: EventObject[];
}

/**
 * A machine's expected behaviour, written in its paths test with literal values from the spec:
 * where it starts, and what one event does from a given (modelled) situation.
 */
export interface UnitOracle<Model> {
  initial: Omit<UnitStep<Model>, 'emitted'>;
  step(model: Model, event: EventObject): UnitStep<Model>;
  /**
   * Called just before each event is sent, with the model before it: an oracle whose machine
   * reads an injected clock (the plan's input) sets the time of that event here, so that time
   * stamps in the context are exact and predicted by `step`.
   */
  beforeEvent?(model: Model, event: EventObject): void;
  /**
   * Called at the start and after each event, once the step is checked, with the actor's
   * snapshot and the model there: for what is read from a snapshot (selectors, status lines),
   * checked along the same walk.
   */
  afterEvent?(snapshot: AnyMachineSnapshot, model: Model, where: string): void;
}

/**
 * Unit replays: a real actor walks each unit covering path (every reachable transition and
 * state–event pair, `coveringPaths` with `stateEvents`), one test per path, and after every event
 * its state, context and emitted events must equal the oracle's; recorded on the `unit` surface.
 * `plan` is replayed (its input may add a clock); `generatedFrom` the paths' plan, if it differs.
 */
export function testUnitReplays<Model>(
  plan: PathPlan,
  allPaths: readonly MachinePath[],
  oracle: UnitOracle<Model>,
  generatedFrom: PathPlan = plan,
) {
  testCoveringReplays(plan, coveringPaths(generatedFrom, allPaths, { stateEvents: true }), oracle);
}

/** The same over covering paths the caller chose (the call's, cached in mutation runs). */
export function testCoveringReplays<Model>(
  plan: PathPlan,
  paths: readonly MachinePath[],
  oracle: UnitOracle<Model>,
) {
  describe(`${plan.name} covering paths: state, context and emitted events per step`, () => {
    // A replay is deterministic: the same events from the start lead to the same snapshot and
    // model, so the sample events are tried once per distinct beginning of a path.
    const probed = new Set<string>();
    const probeOnce = (
      snapshot: AnyMachineSnapshot,
      model: Model,
      steps: MachinePath['steps'],
      where: string,
    ) => {
      const key = JSON.stringify(steps.map(({ event }) => event));
      if (probed.has(key)) return;
      probed.add(key);
      probeSampleEvents(plan, snapshot, model, oracle, where);
    };
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
      let emitted: EventObject[] = [];
      // Invoked actors never settle: done, error and delayed events come from the path alone.
      const actor = createActor(neutralized(plan.machine), { input: plan.input as never });
      actor.on('*', (event: EventObject) => emitted.push(event));
      actor.start();
      const actual = () => ({
        state: stateName(actor.getSnapshot().value),
        context: actor.getSnapshot().context as unknown,
        emitted,
      });
      let model = oracle.initial.model;
      expect(actual()).toEqual({
        state: oracle.initial.state,
        context: oracle.initial.context,
        emitted: [],
      });
      oracle.afterEvent?.(actor.getSnapshot(), model, 'at the start');
      for (const [index, { event }] of path.steps.slice(1).entries()) {
        probeOnce(
          actor.getSnapshot(),
          model,
          path.steps.slice(0, index + 1),
          `before step ${index + 1}`,
        );
        emitted = [];
        oracle.beforeEvent?.(model, event);
        actor.send(event);
        const expected = oracle.step(model, event);
        model = expected.model;
        expect(actual(), `after step ${index + 1}: ${event.type}`).toEqual({
          state: expected.state,
          context: expected.context,
          emitted: expected.emitted,
        });
        oracle.afterEvent?.(actor.getSnapshot(), model, `after step ${index + 1}: ${event.type}`);
      }
      probeOnce(actor.getSnapshot(), model, path.steps, 'at the end');
      actor.stop();
      recordReplay('unit', {
        machine: plan.name,
        path: describePath(path),
        steps: path.steps.length,
        checkedSteps: path.steps.length,
      });
    });
  });
}

/**
 * Whether an event can reach the machine in this snapshot: an invoked actor's done or error event
 * only while that actor runs, a delayed event only while the state that set its timer is active;
 * events from outside at any time.
 */
function canOccur(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor) return actor[1]! in snapshot.children;
  const delayed = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type);
  if (delayed) return snapshot._nodes.some((node) => node.id === delayed[1]);
  return true;
}

/**
 * A replay alone cannot see a transition missing from the machine (the paths hold only what it
 * takes), so in every state a path passes each sample event is also tried on the side (xstate's
 * pure `transition`) and must do what the oracle says.
 */
function probeSampleEvents<Model>(
  plan: PathPlan,
  snapshot: AnyMachineSnapshot,
  model: Model,
  oracle: UnitOracle<Model>,
  where: string,
) {
  const machine = neutralized(plan.machine);
  const samples = typeof plan.events === 'function' ? plan.events(snapshot) : plan.events;
  for (const sample of samples.filter((event) => canOccur(snapshot, event))) {
    oracle.beforeEvent?.(model, sample);
    const [next, actions] = transition(machine, snapshot, sample);
    const expected = oracle.step(model, sample);
    expect(
      {
        state: stateName(next.value),
        context: next.context as unknown,
        // xstate's types leave `emit` out of the executable actions; at run time it is there.
        emitted: (actions as readonly { type: string; params: unknown }[])
          .filter((action) => action.type === 'xstate.emit')
          .map((action) => (action.params as { event: EventObject }).event),
      },
      `${where}, in ${stateName(snapshot.value)}, the sample event ${eventLabel(sample)}`,
    ).toEqual({ state: expected.state, context: expected.context, emitted: expected.emitted });
  }
}
