import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { callMachine } from '../call/call.machine';
import { instantCallFakes } from '../call/call.fakes';
import {
  callMicrophoneInCall,
  callMicrophoneMachine,
  type CallMicrophoneEvent,
  type CallMicrophoneRef,
  type InputDevice,
} from './call-microphone.machine';
import {
  selectCanChoose,
  selectChosen,
  selectInputs,
  selectNote,
  selectOffered,
} from './call-microphone.selectors';

const BUILT_IN: InputDevice = { deviceId: 'built-in', label: 'Eingebautes Mikrofon' };
const HEADSET: InputDevice = { deviceId: 'headset', label: 'Headset' };
const USB: InputDevice = { deviceId: 'usb', label: 'USB-Mikrofon' };

const running: Array<{ stop(): void }> = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

/**
 * Ports that list `listed` (or refuse to) and record every switch: accepted at once, or held
 * open until the test settles it (`hold`), so that the in-between states can be read.
 */
function ports(listed: readonly InputDevice[] | 'refused', hold = false) {
  const switches: Array<string | null> = [];
  const held: Array<{ ok: () => void; fail: () => void }> = [];
  let report: (event: CallMicrophoneEvent) => void = () => {};
  return {
    switches,
    held,
    report: (event: CallMicrophoneEvent) => report(event),
    actors: {
      listInputs: fromPromise<readonly InputDevice[]>(async () => {
        if (listed === 'refused') throw new Error('enumerateDevices is not available');
        return listed;
      }),
      switchInput: fromPromise<void, { deviceId: string | null }>(async ({ input }) => {
        switches.push(input.deviceId);
        if (hold)
          await new Promise<void>((resolve, reject) =>
            held.push({ ok: resolve, fail: () => reject(new Error('refused')) }),
          );
      }),
      watchDevices: fromCallback(({ sendBack }) => {
        report = sendBack;
      }),
    },
  };
}

async function microphones(listed: readonly InputDevice[] | 'refused', hold = false) {
  const fake = ports(listed, hold);
  const actor = createActor(callMicrophoneMachine.provide({ actors: fake.actors })).start();
  running.push(actor);
  await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('listing'));
  return { actor, ...fake };
}

// Each choice, refusal, offer and fall-back, state and context: call-microphone.paths.test.ts.
// Here what the paths leave out: what the ports are asked, and the offer's 15 s.
describe('microphone choice', () => {
  it('asks the port for the chosen device, the same one again not at all, the default on fall-back', async () => {
    const { actor, report, switches } = await microphones([BUILT_IN, HEADSET]);
    actor.send({ type: 'mic.choose', deviceId: null });
    actor.send({ type: 'mic.choose', deviceId: 'headset' });
    await vi.waitFor(() => expect(selectChosen(actor.getSnapshot())).toBe('headset'));
    report({ type: 'devices.changed', devices: [BUILT_IN] });
    await vi.waitFor(() => expect(selectNote(actor.getSnapshot())).toBe('fellBack'));
    expect(switches).toEqual(['headset', null]);
  });

  it('a device plugged in is offered for 15 s: 14,999 ms still, 15,000 ms gone', async () => {
    const { actor, report } = await microphones([BUILT_IN]);
    vi.useFakeTimers();
    report({ type: 'devices.changed', devices: [BUILT_IN, HEADSET] });
    vi.advanceTimersByTime(14_999);
    expect(selectOffered(actor.getSnapshot())).toEqual(HEADSET);
    vi.advanceTimersByTime(1);
    expect(selectOffered(actor.getSnapshot())).toBeNull();
  });
});

describe("the call's input ending: fall back only where another input is listed", () => {
  /** The microphone child in a call: what the call does when its input ends. */
  async function inCall(listed: readonly InputDevice[]) {
    const fake = ports(listed);
    let ended: () => void = () => {};
    const watchInput = fromCallback(({ sendBack }) => {
      ended = () => sendBack({ type: 'input.ended' });
    });
    const fakes = instantCallFakes({
      microphones: callMicrophoneInCall({ ...fake.actors, watchInput }),
    });
    const call = createActor(callMachine.provide({ actors: fakes.actors as never }), {
      input: { agent: 'helvox' },
    }).start();
    running.push(call);
    const failed: string[] = [];
    call.on('call.failed', (event) => failed.push(event.code));
    call.send({ type: 'call.start' });
    await vi.waitFor(() =>
      expect(call.getSnapshot().matches({ session: { connecting: 'awaitingCallStart' } })).toBe(
        true,
      ),
    );
    fakes.line.report({ type: 'driver.callStarted' });
    const child = () => call.getSnapshot().children.microphones as CallMicrophoneRef;
    await vi.waitFor(() => expect(child().getSnapshot().value).toBe('ready'));
    return { call, child, failed, ended: () => ended(), switches: fake.switches };
  }

  it.each([
    // [what was chosen, what is listed, the call goes on?]
    ['the default', [BUILT_IN, HEADSET], null, false],
    ['the headset, the built-in one listed', [BUILT_IN, HEADSET], 'headset', true],
    ['the headset, nothing else listed', [HEADSET], 'headset', false],
  ] as const)('%s', async (_, listed, chosen, goesOn) => {
    const { call, child, failed, ended, switches } = await inCall(listed);
    if (chosen) {
      child().send({ type: 'mic.choose', deviceId: chosen });
      await vi.waitFor(() => expect(child().getSnapshot().context.chosen).toBe(chosen));
    }
    ended();
    if (goesOn) {
      await vi.waitFor(() => expect(child().getSnapshot().context.note).toBe('fellBack'));
      expect(switches.at(-1)).toBeNull();
      expect(call.getSnapshot().hasTag('live')).toBe(true);
    } else {
      await vi.waitFor(() => expect(call.getSnapshot().matches('ready')).toBe(true));
      // As any microphone that stops mid-call: 'Mikrofon nicht verfügbar'.
      expect(failed).toEqual(['micNotFound']);
      expect(call.getSnapshot().children.microphones).toBeUndefined();
    }
  });
});

/*
 * What the view reads, state by state: the inputs, the shown choice (a switch's target while it
 * is under way and listed), whether the select is offered, the offer, the note.
 */
describe('microphone choice: what the view reads in each state', () => {
  async function held(listed: readonly InputDevice[] | 'refused') {
    const mics = await microphones(listed, true);
    const read = () => {
      const snapshot = mics.actor.getSnapshot();
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
      await vi.waitFor(() => expect(mics.held).not.toEqual([]));
      mics.held.shift()![how]();
      await vi.waitFor(() => expect(mics.actor.getSnapshot().hasTag('busy')).toBe(false));
    };
    return { ...mics, read, settled };
  }
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
