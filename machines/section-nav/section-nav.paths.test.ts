import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { sectionNavAllPaths, sectionNavPaths, sectionNavPlan } from './section-nav.paths';

testPlan(sectionNavPlan, sectionNavPaths);

type State = 'idle' | 'navigating' | 'waiting' | 'following';
interface Model {
  state: State;
  section: string | null;
  motion: 'smooth' | 'instant';
  navigation: { section: string; replace: boolean; state?: object } | null;
}

const at = (model: Model, emitted: EventObject[] = []): UnitStep<Model> => ({
  model,
  state: model.state,
  context: { section: model.section, motion: model.motion, navigation: model.navigation },
  emitted,
});
const scroll = (model: Model, focus: boolean) => ({
  type: 'scroll.requested',
  section: model.section,
  motion: model.motion,
  focus,
});
const idle: Model = { state: 'idle', section: null, motion: 'smooth', navigation: null };

/**
 * Spec section 2: a section link on `/` scrolls there (smoothly); from another route it opens `/`
 * (the header's entries replace the history entry) and scrolls about 100 ms later, at once.
 * Decision 0018: then the section is kept in view while it moves, until the visitor takes over or
 * six seconds have passed; a page opened at `/#section` is kept on it the same way, and on the
 * next section when the address changes to it meanwhile. The first
 * scroll of a choice moves the focus to the section, corrections do not.
 */
function step(model: Model, event: EventObject): UnitStep<Model> {
  const e = event as EventObject & {
    section?: string;
    from?: string;
    replace?: boolean;
    state?: object;
  };
  switch (event.type) {
    case 'section.go': {
      if (e.from === 'home') {
        const next: Model = {
          state: 'following',
          section: 'demo',
          motion: 'smooth',
          navigation: null,
        };
        return at(next, [scroll(next, true)]);
      }
      return at({
        state: 'navigating',
        section: 'demo',
        motion: 'instant',
        navigation: {
          section: 'demo',
          replace: e.replace ?? true,
          ...(e.state ? { state: e.state } : {}),
        },
      });
    }
    case 'section.arrived': {
      // Followed from idle, or instead of another section being followed; ignored while the
      // machine's own navigation is under way.
      const other = model.state === 'following' && e.section !== model.section;
      if (model.state !== 'idle' && !other) return at(model);
      const next: Model = {
        state: 'following',
        section: e.section!,
        motion: 'instant',
        navigation: null,
      };
      return at(next, [scroll(next, false)]);
    }
    case 'xstate.done.actor.navigateHome':
      return at({ ...model, state: 'waiting', navigation: null });
    case 'xstate.after.scrollDelay.sectionNav.waiting': {
      const next: Model = { ...model, state: 'following' };
      return at(next, [scroll(next, true)]);
    }
    // Moves are watched, and the visitor can take over, only while the section is followed.
    case 'section.moved':
      return model.state === 'following' ? at(model, [scroll(model, false)]) : at(model);
    case 'visitor.tookOver':
      return model.state === 'following' ? at(idle) : at(model);
    case 'xstate.after.followSection.sectionNav.following':
      return at(idle);
    default:
      throw new Error(`no expectation written for ${event.type}`);
  }
}

testUnitReplays<Model>(sectionNavPlan, sectionNavAllPaths, {
  initial: at(idle),
  step,
});
