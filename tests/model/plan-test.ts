import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { coverageOf, neutralized } from './coverage';
import { describePath, stateName, type MachinePath, type PathPlan } from './paths';
import { recordReplay } from './records';

/**
 * The standard unit test of a machine's generated paths: the sample events reach every declared
 * transition, and the covering paths every reachable state and transition. (A real actor walking
 * a path through the states the same graph predicted is no test: it compares the machine with
 * itself, so it is neither run nor counted as unit coverage.)
 */
export function testPlan(plan: PathPlan, paths: readonly MachinePath[]) {
  testPlans([[plan, paths]]);
}

/**
 * The same for a machine explored from more than one input (each plan has one): together the
 * plans reach every declared transition, and each plan's covering paths cover what it reaches.
 */
export function testPlans(plans: readonly (readonly [PathPlan, readonly MachinePath[]])[]) {
  const [first] = plans[0] ?? [];
  if (!first) throw new Error('testPlans: no plan');
  const names = plans.map(([plan]) => plan.name).join(' + ');
  describe(`${names} generated paths`, () => {
    it('are plans of one machine', () => {
      for (const [plan] of plans) expect(plan.machine.id, plan.name).toBe(first.machine.id);
    });

    it('cover every declared transition and every reachable state', () => {
      const coverages = plans.map(([plan, paths]) => coverageOf(plan, paths));
      const reachable = [...new Set(coverages.flatMap((c) => c.transitions.reachable))].sort();
      const declared = coverages[0]!.transitions.declared;
      expect(reachable, 'declared transitions the sample events never reach').toEqual(declared);
      for (const [index, coverage] of coverages.entries()) {
        const name = plans[index]![0].name;
        expect(coverage.transitions.covered, name).toEqual(coverage.transitions.reachable);
        expect(coverage.states.covered, name).toEqual(coverage.states.reachable);
      }
    });
  });
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
}

/**
 * Unit replays that check what the machine does: a real actor walks each path, and after every
 * event its state, context and the events it emitted must equal the oracle's. Each replayed path
 * is recorded on the `unit` surface with every step checked.
 */
export function testUnitReplays<Model>(
  plan: PathPlan,
  paths: readonly MachinePath[],
  oracle: UnitOracle<Model>,
) {
  describe(`${plan.name} paths: state, context and emitted events per step`, () => {
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
      for (const [index, { event }] of path.steps.slice(1).entries()) {
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
      }
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
