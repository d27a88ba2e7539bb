import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import {
  ANSWER_LIMIT_EVENT,
  callPresenceAllPaths,
  callPresencePaths,
  callPresencePlan,
} from './call-presence.paths';

testPlan(callPresencePlan, callPresencePaths);

type State = 'visible' | 'hidden' | 'asking' | 'hangingUp';
interface Model {
  state: State;
  hiddenSince: number | null;
}

const at = (model: Model): UnitStep<Model> => ({
  model,
  state: model.state,
  context: { hiddenSince: model.hiddenSince },
  emitted: [],
});

/**
 * The presence question, as the spec says it: hidden, the page notes when; back after more than 60,000 ms it asks
 * 'Sind Sie noch da?' (at exactly 60,000 ms not yet); asking, 'Gespräch fortsetzen' goes on,
 * 'Jetzt auflegen' or 30 s without an answer hang up, hidden again counts anew.
 */
function step(model: Model, event: EventObject): UnitStep<Model> {
  const time = (event as { at?: number }).at ?? 0;
  switch (model.state) {
    case 'visible':
      return event.type === 'page.hidden' ? at({ state: 'hidden', hiddenSince: time }) : at(model);
    case 'hidden':
      if (event.type !== 'page.visible') return at(model);
      return at({
        state: time - model.hiddenSince! > 60_000 ? 'asking' : 'visible',
        hiddenSince: null,
      });
    case 'asking':
      if (event.type === 'presence.continue') return at({ state: 'visible', hiddenSince: null });
      if (event.type === 'presence.end' || event.type === ANSWER_LIMIT_EVENT)
        return at({ state: 'hangingUp', hiddenSince: null });
      if (event.type === 'page.hidden') return at({ state: 'hidden', hiddenSince: time });
      return at(model);
    case 'hangingUp':
      return at(model);
  }
}

testUnitReplays<Model>(callPresencePlan, callPresenceAllPaths, {
  initial: at({ state: 'visible', hiddenSince: null }),
  step,
});
