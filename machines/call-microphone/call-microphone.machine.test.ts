import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { callMachine } from '../call/call.machine';
import { instantCallFakes } from '../call/call.fakes';
import {
  callMicrophoneInCall,
  callMicrophoneMachine,
  OFFER_LIMIT_MS,
  type CallMicrophoneEvent,
  type CallMicrophoneRef,
  type InputDevice,
} from './call-microphone.machine';
import { selectChosen, selectNote, selectOffered } from './call-microphone.selectors';

const BUILT_IN: InputDevice = { deviceId: 'built-in', label: 'Eingebautes Mikrofon' };
const HEADSET: InputDevice = { deviceId: 'headset', label: 'Headset' };

const running: Array<{ stop(): void }> = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

/** Ports that list `listed`, record every switch and answer it (ok, or a refusal). */
function ports(listed: readonly InputDevice[], { refuse = [] as Array<string | null> } = {}) {
  const switches: Array<string | null> = [];
  let report: (event: CallMicrophoneEvent) => void = () => {};
  return {
    switches,
    report: (event: CallMicrophoneEvent) => report(event),
    actors: {
      listInputs: fromPromise<readonly InputDevice[]>(async () => listed),
      switchInput: fromPromise<void, { deviceId: string | null }>(async ({ input }) => {
        switches.push(input.deviceId);
        if (refuse.includes(input.deviceId)) throw new Error('OverconstrainedError');
      }),
      watchDevices: fromCallback(({ sendBack }) => {
        report = sendBack;
      }),
    },
  };
}

async function microphones(
  listed: readonly InputDevice[],
  options?: { refuse?: Array<string | null> },
) {
  const fake = ports(listed, options);
  const actor = createActor(callMicrophoneMachine.provide({ actors: fake.actors })).start();
  running.push(actor);
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
  return { actor, ...fake };
}

describe('microphone choice (issue 24)', () => {
  it('switches to the chosen device; a refused switch keeps the old one, with a note', async () => {
    const { actor, switches } = await microphones([BUILT_IN, HEADSET], { refuse: ['built-in'] });
    actor.send({ type: 'mic.choose', deviceId: 'headset' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(selectChosen(actor.getSnapshot())).toBe('headset');
    actor.send({ type: 'mic.choose', deviceId: 'built-in' });
    await vi.waitFor(() => expect(selectNote(actor.getSnapshot())).toBe('switchFailed'));
    expect(selectChosen(actor.getSnapshot())).toBe('headset');
    expect(switches).toEqual(['headset', 'built-in']);
  });

  it('the same device again is no switch', async () => {
    const { actor, switches } = await microphones([BUILT_IN, HEADSET]);
    actor.send({ type: 'mic.choose', deviceId: null });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(switches).toEqual([]);
  });

  it('a device plugged in is offered for 15 s: 14,999 ms still, 15,000 ms gone', async () => {
    const { actor, report } = await microphones([BUILT_IN]);
    vi.useFakeTimers();
    report({ type: 'devices.changed', devices: [BUILT_IN, HEADSET] });
    expect(selectOffered(actor.getSnapshot())).toEqual(HEADSET);
    vi.advanceTimersByTime(OFFER_LIMIT_MS - 1);
    expect(selectOffered(actor.getSnapshot())).toEqual(HEADSET);
    vi.advanceTimersByTime(1);
    expect(selectOffered(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it("one press on the offer switches to it ('Verwenden')", async () => {
    const { actor, report, switches } = await microphones([BUILT_IN]);
    report({ type: 'devices.changed', devices: [BUILT_IN, HEADSET] });
    actor.send({ type: 'mic.useOffered' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect([switches, selectChosen(actor.getSnapshot())]).toEqual([['headset'], 'headset']);
  });

  it('the chosen device unplugged falls back to the default, with a note', async () => {
    const { actor, report, switches } = await microphones([BUILT_IN, HEADSET]);
    actor.send({ type: 'mic.choose', deviceId: 'headset' });
    await vi.waitFor(() => expect(selectChosen(actor.getSnapshot())).toBe('headset'));
    report({ type: 'devices.changed', devices: [BUILT_IN] });
    await vi.waitFor(() => expect(selectNote(actor.getSnapshot())).toBe('fellBack'));
    expect([switches, selectChosen(actor.getSnapshot())]).toEqual([['headset', null], null]);
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
