import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  callMicrophoneMachine,
  type CallMicrophoneEvent,
  type InputDevice,
} from './call-microphone.machine';
import {
  selectCanChoose,
  selectChosen,
  selectInputs,
  selectNote,
  selectOffered,
} from './call-microphone.selectors';

/*
 * What the view reads, state by state: the inputs, the shown choice (a switch's
 * target while it is under way and listed), whether the select is offered, the offer, the note.
 * Switches are held open here, so the in-between states can be read.
 */

const BUILT_IN: InputDevice = { deviceId: 'built-in', label: 'Eingebautes Mikrofon' };
const HEADSET: InputDevice = { deviceId: 'headset', label: 'Headset' };
const USB: InputDevice = { deviceId: 'usb', label: 'USB-Mikrofon' };

const running: Array<{ stop(): void }> = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

async function held(listed: readonly InputDevice[] | 'refused') {
  const settle: Array<{ ok: () => void; fail: () => void }> = [];
  let report: (event: CallMicrophoneEvent) => void = () => {};
  const actor = createActor(
    callMicrophoneMachine.provide({
      actors: {
        listInputs: fromPromise<readonly InputDevice[]>(async () => {
          if (listed === 'refused') throw new Error('enumerateDevices is not available');
          return listed;
        }),
        switchInput: fromPromise<void, { deviceId: string | null }>(
          () =>
            new Promise<void>((resolve, reject) =>
              settle.push({ ok: resolve, fail: () => reject(new Error('refused')) }),
            ),
        ),
        watchDevices: fromCallback(({ sendBack }) => {
          report = sendBack;
        }),
      },
    }),
  ).start();
  running.push(actor);
  await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('listing'));
  const read = () => {
    const snapshot = actor.getSnapshot();
    return {
      state: snapshot.value,
      inputs: selectInputs(snapshot),
      chosen: selectChosen(snapshot),
      canChoose: selectCanChoose(snapshot),
      offered: selectOffered(snapshot),
      note: selectNote(snapshot),
    };
  };
  const settled = async (how: 'ok' | 'fail') => {
    settle.shift()![how]();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
  };
  return { actor, read, settled, report: (event: CallMicrophoneEvent) => report(event) };
}

describe('microphone choice: what the view reads in each state', () => {
  it('listing refused: unavailable, no choice offered', async () => {
    const { read } = await held('refused');
    expect(read()).toEqual({
      state: 'unavailable',
      inputs: [],
      chosen: null,
      canChoose: false,
      offered: null,
      note: null,
    });
  });

  it('a switch shows its target at once (the default too), the input in use once the target is unplugged', async () => {
    const { actor, read, settled, report } = await held([BUILT_IN, HEADSET]);
    expect(read()).toMatchObject({ state: 'ready', inputs: [BUILT_IN, HEADSET], canChoose: true });
    actor.send({ type: 'mic.choose', deviceId: 'headset' });
    expect(read()).toMatchObject({ state: 'switching', chosen: 'headset', canChoose: true });
    await settled('ok');
    actor.send({ type: 'mic.choose', deviceId: null });
    expect(read()).toMatchObject({ state: 'switching', chosen: null });
    await settled('ok');
    actor.send({ type: 'mic.choose', deviceId: 'headset' });
    report({ type: 'devices.changed', devices: [BUILT_IN] });
    expect(read()).toMatchObject({ state: 'switching', chosen: null, inputs: [BUILT_IN] });
    await settled('fail');
    expect(read()).toMatchObject({ state: 'ready', chosen: null, note: 'switchFailed' });
  });

  it('offering: the new device, still choosable, gone once used; falling back: choosable, no offer', async () => {
    const { actor, read, settled, report } = await held([BUILT_IN]);
    report({ type: 'devices.changed', devices: [BUILT_IN, USB] });
    expect(read()).toMatchObject({ state: 'offering', canChoose: true, offered: USB });
    actor.send({ type: 'mic.useOffered' });
    expect(read()).toMatchObject({ state: 'switching', chosen: 'usb', offered: null });
    await settled('ok');
    report({ type: 'devices.changed', devices: [BUILT_IN] });
    expect(read()).toMatchObject({ state: 'fallingBack', canChoose: true, offered: null });
  });
});
