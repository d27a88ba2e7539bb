import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { islandAllPaths, islandPaths, islandPlan } from './island.paths';

testPlan(islandPlan, islandPaths);

/**
 * The start-up guard's rules (docs/start-up.md), per state: what registering, coming near, the
 * page's idle time, being reached for, a tap, mounting, failing, the next task and a retry do.
 * Written out, not read from the machine or its table.
 */
type State =
  'unregistered' | 'wanted' | 'waiting' | 'loading' | 'ready' | 'open' | 'failed' | 'retrying';
interface Model {
  state: State;
  taps: number;
}

const TAP = { button: 'Tippen' };
const at = ({ state, taps }: Model): UnitStep<Model> => ({
  model: { state, taps },
  state,
  context: { taps: Array.from({ length: taps }, () => TAP) },
  emitted: [],
});

/** Before it is ready: mounting makes it ready, failing (not while wanted) shows the notice. */
const settles = (state: State, type: string): State | undefined =>
  type === 'island.mounted'
    ? 'ready'
    : type === 'island.failed' && state !== 'wanted'
      ? 'failed'
      : undefined;

function next({ state, taps }: Model, { type }: EventObject): Model {
  const tap = type === 'tap.held' ? taps + 1 : taps;
  switch (state) {
    case 'unregistered': {
      const to =
        type === 'island.registered'
          ? 'waiting'
          : type === 'island.reached' || type === 'tap.held'
            ? 'wanted'
            : settles(state, type);
      return { state: to ?? state, taps: tap };
    }
    case 'wanted':
      return {
        state: type === 'island.registered' ? 'loading' : (settles(state, type) ?? state),
        taps: tap,
      };
    case 'waiting': {
      const woken = ['island.near', 'island.idle', 'island.reached', 'tap.held'].includes(type);
      return { state: woken ? 'loading' : (settles(state, type) ?? state), taps: tap };
    }
    case 'loading':
      return { state: settles(state, type) ?? state, taps: tap };
    case 'ready':
      return type === 'island.opened' ? { state: 'open', taps: 0 } : { state, taps: tap };
    case 'open':
      return { state, taps };
    case 'failed':
      if (type === 'island.opened') return { state, taps: 0 };
      return { state: type === 'island.retry' ? 'retrying' : state, taps };
    case 'retrying':
      return {
        state: settles(state, type) === 'ready' ? 'open' : (settles(state, type) ?? state),
        taps,
      };
  }
}

testUnitReplays<Model>(islandPlan, islandAllPaths, {
  initial: at({ state: 'unregistered', taps: 0 }),
  step: (model, event) => at(next(model, event)),
});
