import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { SENT, waitlistAllPaths, waitlistPaths, waitlistPlan } from './waitlist.paths';

testPlan(waitlistPlan, waitlistPaths);

type Phase = 'idle' | 'sending' | 'joined';
interface Model {
  phase: Phase;
  email: string;
}

const at = (model: Model, emitted: EventObject[] = []): UnitStep<Model> => ({
  model,
  state: model.phase,
  context: { email: model.email },
  emitted,
});

/**
 * Spec: sending for 1 second (simulated), then success and the field cleared; an empty address
 * is not sent. While sending, typing and pressing again do nothing; the same value again is no
 * change; typing after success starts anew.
 */
function step(model: Model, event: EventObject): UnitStep<Model> {
  if (event.type === 'email.change') {
    const { value } = event as EventObject & { value: string };
    if (model.phase === 'sending' || value === model.email) return at(model);
    return at({ phase: 'idle', email: value });
  }
  if (event.type === 'form.submit') {
    return at(
      model.phase === 'idle' && model.email.trim() !== '' ? { ...model, phase: 'sending' } : model,
    );
  }
  if (event.type === SENT) return at({ phase: 'joined', email: '' }, [{ type: 'waitlist.joined' }]);
  throw new Error(`no expectation written for ${event.type}`);
}

testUnitReplays<Model>(waitlistPlan, waitlistAllPaths, {
  initial: at({ phase: 'idle', email: '' }),
  step,
});
