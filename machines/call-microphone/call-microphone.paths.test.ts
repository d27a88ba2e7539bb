import type { EventObject, SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import type { callMicrophoneMachine, InputDevice } from './call-microphone.machine';
import {
  callMicrophoneAllPaths,
  callMicrophonePaths,
  callMicrophonePlan,
  OFFER_LIMIT_EVENT,
} from './call-microphone.paths';
import {
  selectCanChoose,
  selectChosen,
  selectInputs,
  selectNote,
  selectOffered,
} from './call-microphone.selectors';

testPlan(callMicrophonePlan, callMicrophonePaths);

type State =
  'listing' | 'ready' | 'offering' | 'switching' | 'fallingBack' | 'unavailable' | 'lost';
interface Model {
  state: State;
  devices: readonly InputDevice[];
  chosen: string | null;
  offered: InputDevice | null;
  switchingTo: string | null;
  note: 'fellBack' | 'switchFailed' | null;
}

const at = (model: Model): UnitStep<Model> => {
  const { state, ...context } = model;
  return { model, state, context, emitted: [] };
};

const ids = (devices: readonly InputDevice[]) => devices.map((d) => d.deviceId);

/**
 * The microphone choice, as the spec says it: listed, the select offers the inputs; a choice
 * switches (kept on failure, with 'Das Mikrofon konnte nicht gewechselt werden.'); a device
 * plugged in is offered ('Neues Mikrofon erkannt: …': one press, dismissed, or 15 s); the chosen
 * one unplugged (gone from the list, or its track ended while another input is listed) falls
 * back to the default with its note; the default's own end, or a fall-back that fails, loses
 * the microphone (the call ends). Unlisted, there is no choice.
 */
function step(model: Model, event: EventObject): UnitStep<Model> {
  const e = event as EventObject & {
    devices?: InputDevice[];
    deviceId?: string | null;
    output?: InputDevice[];
  };
  const same = at(model);
  const next = (change: Partial<Model>) => at({ ...model, ...change });
  const listChange = (): UnitStep<Model> | null => {
    if (e.type !== 'devices.changed') return null;
    const devices = e.devices!;
    if (model.chosen !== null && !ids(devices).includes(model.chosen))
      return next({ state: 'fallingBack', devices, offered: null });
    const fresh = devices.find(
      (d) => !ids(model.devices).includes(d.deviceId) && d.deviceId !== model.chosen,
    );
    if (fresh) return next({ state: 'offering', devices, offered: fresh });
    if (model.offered && !ids(devices).includes(model.offered.deviceId))
      return next({ state: 'ready', devices, offered: null });
    return next({ devices });
  };
  const inputEnded = () =>
    model.chosen !== null && model.devices.some((d) => d.deviceId !== model.chosen)
      ? next({ state: 'fallingBack', offered: null })
      : next({ state: 'lost' });
  const choose = () =>
    e.deviceId !== model.chosen && (e.deviceId === null || ids(model.devices).includes(e.deviceId!))
      ? next({ state: 'switching', switchingTo: e.deviceId!, offered: null, note: null })
      : same;
  switch (model.state) {
    case 'listing':
      if (e.type === 'xstate.done.actor.listInputs')
        return next({ state: 'ready', devices: e.output! });
      if (e.type === 'xstate.error.actor.listInputs') return next({ state: 'unavailable' });
      if (e.type === 'input.ended') return next({ state: 'lost' });
      return same;
    case 'ready':
      if (e.type === 'mic.choose') return choose();
      if (e.type === 'input.ended') return inputEnded();
      return listChange() ?? same;
    case 'offering':
      if (e.type === 'mic.useOffered')
        return next({
          state: 'switching',
          switchingTo: model.offered!.deviceId,
          offered: null,
          note: null,
        });
      if (e.type === 'mic.dismissOffer' || e.type === OFFER_LIMIT_EVENT)
        return next({ state: 'ready', offered: null });
      if (e.type === 'mic.choose') return choose();
      if (e.type === 'input.ended') return inputEnded();
      return listChange() ?? same;
    case 'switching':
      if (e.type === 'xstate.done.actor.switchInput')
        return next({ state: 'ready', chosen: model.switchingTo, switchingTo: null });
      if (e.type === 'xstate.error.actor.switchInput')
        return next({ state: 'ready', switchingTo: null, note: 'switchFailed' });
      if (e.type === 'devices.changed') return next({ devices: e.devices! });
      return same;
    case 'fallingBack':
      if (e.type === 'xstate.done.actor.fallBack')
        return next({ state: 'ready', chosen: null, note: 'fellBack' });
      if (e.type === 'xstate.error.actor.fallBack') return next({ state: 'lost' });
      if (e.type === 'devices.changed') return next({ devices: e.devices! });
      return same;
    case 'unavailable':
      return e.type === 'input.ended' ? next({ state: 'lost' }) : same;
    case 'lost':
      return same;
  }
}

testUnitReplays<Model>(callMicrophonePlan, callMicrophoneAllPaths, {
  initial: at({
    state: 'listing',
    devices: [],
    chosen: null,
    offered: null,
    switchingTo: null,
    note: null,
  }),
  step,
  // What the view reads: the select (its inputs, the one it shows, whether it is offered), the
  // offer and the note. A switch shows its target while it is listed (gone meanwhile, the input
  // still in use); falling back shows the default.
  afterEvent: (snapshot, model, where) => {
    const s = snapshot as SnapshotFrom<typeof callMicrophoneMachine>;
    const target = model.switchingTo;
    const switchShown =
      target === null || ids(model.devices).includes(target) ? target : model.chosen;
    const shown = { switching: switchShown, fallingBack: null }[model.state as string];
    expect(
      [selectInputs(s), selectChosen(s), selectCanChoose(s), selectOffered(s), selectNote(s)],
      where,
    ).toEqual([
      model.devices,
      shown === undefined ? model.chosen : shown,
      ['ready', 'offering', 'switching', 'fallingBack'].includes(model.state),
      model.state === 'offering' ? model.offered : null,
      model.note,
    ]);
  },
});
