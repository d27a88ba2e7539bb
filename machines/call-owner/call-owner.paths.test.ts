import type { EventObject, SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import { callOwnerAllPaths, callOwnerPaths, callOwnerPlan } from './call-owner.paths';
import type { callOwnerMachine } from './call-owner.machine';
import { selectIsHandingOver, selectOwner, selectWaiting } from './call-owner.selectors';
import type { CallRequestIntent, CallSurfaceRef } from './call-owner.types';

testPlan(callOwnerPlan, callOwnerPaths);

interface Model {
  owner: CallSurfaceRef | null;
  next: { surface: CallSurfaceRef; intent: CallRequestIntent } | null;
}
type State = 'free' | 'owned' | 'handingOver';

const at = (state: State, model: Model): UnitStep<Model> => ({
  model,
  state,
  context: { owner: model.owner, next: model.next },
  emitted: [],
});
const handingOver = (model: Model) => model.next !== null;

/**
 * Spec: one call at a time across the surfaces. A request with no owner, or from the owner,
 * makes (keeps) it the owner; a request from another surface hands over (the owner hangs up, the
 * requester waits); the wait ends when the owner's call is over, when it leaves, or after 60 s,
 * and the waiting surface owns the call; a waiting surface that leaves, or the page being left,
 * drops the wait; the owner leaving with no hand-over frees the call.
 */
function step(model: Model, event: EventObject): UnitStep<Model> {
  const { surface, intent } = event as EventObject & {
    surface?: CallSurfaceRef;
    intent?: CallRequestIntent;
  };
  const promoted = () => at('owned', { owner: model.next!.surface, next: null });
  switch (event.type) {
    case 'call.requested':
      // While the owner hangs up its controls are busy; another surface replaces the waiting one.
      if (handingOver(model))
        return surface === model.owner
          ? at('handingOver', model)
          : at('handingOver', { ...model, next: { surface: surface!, intent: intent! } });
      if (model.owner === null || model.owner === surface)
        return at('owned', { owner: surface!, next: null });
      return at('handingOver', {
        owner: model.owner,
        next: { surface: surface!, intent: intent! },
      });
    case 'surface.left':
      if (handingOver(model) && surface === model.owner) return promoted();
      if (handingOver(model) && surface === model.next!.surface)
        return at('owned', { owner: model.owner, next: null });
      if (handingOver(model)) return at('handingOver', model);
      // A surface that owns nothing leaving changes nothing.
      if (surface !== model.owner) return at(model.owner ? 'owned' : 'free', model);
      return at('free', { owner: null, next: null });
    case 'page.left':
      if (model.owner === null) return at('free', model);
      return at('owned', { owner: model.owner, next: null });
    case 'xstate.done.actor.awaitRelease':
    case 'xstate.after.handOverTimeout.callOwner.handingOver':
      return promoted();
    default:
      throw new Error(`no expectation written for ${event.type}`);
  }
}

testUnitReplays<Model>(callOwnerPlan, callOwnerAllPaths, {
  initial: at('free', { owner: null, next: null }),
  step,
  // The selectors: who owns the call, who waits, whether a hand-over is under way.
  afterEvent: (snapshot, model, where) => {
    const s = snapshot as SnapshotFrom<typeof callOwnerMachine>;
    expect([selectOwner(s), selectWaiting(s), selectIsHandingOver(s)], where).toEqual([
      model.owner,
      model.next?.surface ?? null,
      handingOver(model),
    ]);
  },
});
