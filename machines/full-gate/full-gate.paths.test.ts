import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { fullGateAllPaths, fullGatePaths, fullGatePlan } from './full-gate.paths';

testPlan(fullGatePlan, fullGatePaths);

type Phase = 'locked' | 'asking' | 'checking' | 'opened';
/** sha256("helvox-demo"): the configured password of the paths. */
const HASH = '92b665094c65506c96700d542888ad7dbda2473b625aa36560d51491d77939ac';

const at = (phase: Phase, emitted: EventObject[] = []): UnitStep<Phase> => ({
  model: phase,
  state: phase,
  context: { passwordSha256: HASH },
  emitted,
});
const open = () => at('opened', [{ type: 'gate.opened' }]);

/**
 * Spec: Shift+D opens /full at once; the dot asks for a password, whose hash must match; a
 * cancelled, wrong or failed entry leaves the gate locked. Both act only on a locked gate: not
 * while a password is asked or checked, and an open gate stays open.
 */
function step(phase: Phase, event: EventObject): UnitStep<Phase> {
  const { output } = event as EventObject & { output?: string | null };
  switch (event.type) {
    case 'shortcut.press':
      return phase === 'locked' ? open() : at(phase);
    case 'dot.press':
      return at(phase === 'locked' ? 'asking' : phase);
    case 'xstate.done.actor.askPassword':
      return at(output ? 'checking' : 'locked');
    case 'xstate.done.actor.hashPassword':
      return output === HASH ? open() : at('locked');
    case 'xstate.error.actor.askPassword':
    case 'xstate.error.actor.hashPassword':
      return at('locked');
    default:
      throw new Error(`no expectation written for ${event.type} in ${phase}`);
  }
}

testUnitReplays<Phase>(fullGatePlan, fullGateAllPaths, { initial: at('locked'), step });
