import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import {
  callForwardingAllPaths,
  callForwardingPaths,
  callForwardingPlan,
} from './call-forwarding.paths';

testPlan(callForwardingPlan, callForwardingPaths);

type Phase = 'empty' | 'typing' | 'invalid' | 'valid';
interface Model {
  phase: Phase;
  typed: string;
  error: string | null;
  rule: string;
  delay: number;
}

/** What each sample number is, written from the spec (E.164, or the first rule it breaks). */
const PARSED: Record<string, { number: string } | { error: string }> = {
  '': { error: 'empty' },
  '044 12': { error: 'tooShort' },
  '+49 30 1234567': { error: 'foreignCountry' },
  '044 123 45 67': { number: '+41441234567' },
  '+423 234 56 78': { number: '+4232345678' },
};

const parsed = (typed: string) => {
  const known = PARSED[typed];
  if (!known) throw new Error(`no expectation written for the number ${JSON.stringify(typed)}`);
  return known;
};

const at = (model: Model): UnitStep<Model> => {
  const result = parsed(model.typed);
  return {
    model,
    state: model.phase,
    context: {
      typed: model.typed,
      number: model.phase === 'valid' && 'number' in result ? result.number : null,
      error: model.error,
      rule: model.rule,
      delay: model.delay,
    },
    emitted: [],
  };
};

const errorOf = (typed: string) => {
  const result = parsed(typed);
  return 'error' in result ? result.error : null;
};

/**
 * Spec: codes only for a valid number (at once when it becomes one); the error shown once the
 * visitor leaves the field or asks for the codes, then kept up to date; a blank field shows
 * the hint again; the rule and the no-reply time (5–30 s) stay whatever the number does; the
 * time is chosen only with 'Wenn Sie nicht abnehmen'.
 */
function step(model: Model, event: EventObject): UnitStep<Model> {
  const payload = event as EventObject & { value?: string; rule?: string; seconds?: number };
  switch (event.type) {
    case 'number.change': {
      const typed = payload.value ?? '';
      if (typed === model.typed) return at(model);
      if (errorOf(typed) === null) return at({ ...model, phase: 'valid', typed, error: null });
      if (typed.trim() === '') return at({ ...model, phase: 'empty', typed, error: null });
      if (model.phase === 'invalid') return at({ ...model, typed, error: errorOf(typed) });
      return at({ ...model, phase: 'typing', typed, error: null });
    }
    case 'number.blur':
      return model.phase === 'typing'
        ? at({ ...model, phase: 'invalid', error: errorOf(model.typed) })
        : at(model);
    case 'form.submit':
      return model.phase === 'typing' || model.phase === 'empty'
        ? at({ ...model, phase: 'invalid', error: errorOf(model.typed) })
        : at(model);
    case 'rule.choose':
      return at({ ...model, rule: payload.rule ?? '' });
    case 'delay.choose':
      return model.rule === 'noAnswer' ? at({ ...model, delay: payload.seconds ?? 0 }) : at(model);
    default:
      throw new Error(`no expectation written for ${event.type}`);
  }
}

testUnitReplays<Model>(callForwardingPlan, callForwardingAllPaths, {
  initial: at({ phase: 'empty', typed: '', error: null, rule: 'noAnswer', delay: 20 }),
  step,
});
