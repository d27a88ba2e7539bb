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
import { BUILT_IN, HEADSET } from './call-microphone.paths';
import { selectChosen, selectNote, selectOffered } from './call-microphone.selectors';

const running: Array<{ stop(): void }> = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

/** Ports that list `listed` and record every switch (accepted at once). */
function ports(listed: readonly InputDevice[]) {
  const switches: Array<string | null> = [];
  let report: (event: CallMicrophoneEvent) => void = () => {};
  return {
    switches,
    report: (event: CallMicrophoneEvent) => report(event),
    actors: {
      listInputs: fromPromise<readonly InputDevice[]>(async () => listed),
      switchInput: fromPromise<void, { deviceId: string | null }>(async ({ input }) => {
        switches.push(input.deviceId);
      }),
      watchDevices: fromCallback(({ sendBack }) => {
        report = sendBack;
      }),
    },
  };
}

/** The machine on those ports, listed; `actors` replaces some of them. */
async function microphones(listed: readonly InputDevice[], actors: object = {}) {
  const fake = ports(listed);
  const actor = createActor(
    callMicrophoneMachine.provide({ actors: { ...fake.actors, ...actors } }),
  ).start();
  running.push(actor);
  await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('listing'));
  return { actor, ...fake };
}

// Each choice, refusal, offer and fall-back, state and context: call-microphone.paths.test.ts.
// Here what the paths leave out: what the ports are asked, and the offer's 15 s.
describe('microphone choice', () => {
  it('asks the port for the chosen device, and for the default on fall-back', async () => {
    const { actor, report, switches } = await microphones([BUILT_IN, HEADSET]);
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
