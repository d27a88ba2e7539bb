import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { callOutputAllPaths, callOutputPaths, callOutputPlan } from './call-output.paths';

testPlan(callOutputPlan, callOutputPaths);

type State = 'unknown' | 'playing' | 'blocked' | 'enabling';

const at = (state: State): UnitStep<State> => ({ model: state, state, context: {}, emitted: [] });

/**
 * Written out: the first report decides (sound, or blocked); playing, a later refusal blocks;
 * blocked, only the visitor's 'Ton einschalten' asks again (or the sound starts on its own);
 * asked, the driver's answer decides.
 */
function step(state: State, event: EventObject): UnitStep<State> {
  switch (state) {
    case 'unknown':
      if (event.type === 'output.started') return at('playing');
      return at(event.type === 'output.blocked' ? 'blocked' : state);
    case 'playing':
      return at(event.type === 'output.blocked' ? 'blocked' : state);
    case 'blocked':
      if (event.type === 'output.enable') return at('enabling');
      return at(event.type === 'output.started' ? 'playing' : state);
    case 'enabling':
      if (event.type === 'output.started') return at('playing');
      return at(event.type === 'output.blocked' ? 'blocked' : state);
  }
}

testUnitReplays<State>(callOutputPlan, callOutputAllPaths, { initial: at('unknown'), step });
