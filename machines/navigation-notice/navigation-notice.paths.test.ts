import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import {
  navigationNoticeAllPaths,
  navigationNoticePaths,
  navigationNoticePlan,
} from './navigation-notice.paths';

testPlan(navigationNoticePlan, navigationNoticePaths);

/**
 * The navigation notice: a navigation whose page code did not load shows the notice with the navigation it
 * remembers; 'Erneut versuchen' asks for the same navigation again and waits; a navigation that
 * happens or closing the notice takes it away; a later failure replaces the remembered one.
 * Without a notice, 'Erneut versuchen' does nothing.
 */
interface Model {
  state: 'idle' | 'failed' | 'retrying';
  location: { href: string; replace: boolean } | null;
}

const at = (model: Model, emitted: EventObject[] = []): UnitStep<Model> => ({
  model,
  state: model.state,
  context: { location: model.location },
  emitted,
});

testUnitReplays<Model>(navigationNoticePlan, navigationNoticeAllPaths, {
  initial: at({ state: 'idle', location: null }),
  step: (model, event) => {
    switch (event.type) {
      case 'navigation.failed': {
        const { location } = event as EventObject & { location: Model['location'] };
        return at({ state: 'failed', location });
      }
      case 'retry':
        // Only from the notice: asked once, then it waits.
        if (model.state !== 'failed') return at(model);
        return at({ state: 'retrying', location: model.location }, [
          { type: 'navigation.retry', location: model.location } as EventObject,
        ]);
      case 'navigation.succeeded':
      case 'dismiss':
        return at({ state: 'idle', location: null });
      default:
        throw new Error(`unexpected event ${event.type}`);
    }
  },
});
