import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type EventObject } from 'xstate';
import { callMachine } from '../call/call.machine';
import { instantCallFakes } from '../call/call.fakes';
import { selectIsAskingToContinue } from './call-presence.selectors';
import {
  callPresenceInCall,
  callPresenceMachine,
  HIDDEN_LIMIT_MS,
  type CallPresenceEvent,
} from './call-presence.machine';

/** A wake lock that counts what it holds: taken on start, released on stop. */
function fakeWakeLock() {
  const lock = {
    taken: 0,
    released: 0,
    get held() {
      return lock.taken - lock.released;
    },
  };
  return {
    lock,
    logic: fromCallback(() => {
      lock.taken += 1;
      return () => {
        lock.released += 1;
      };
    }),
  };
}

const running: Array<{ stop(): void }> = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

function presence() {
  const { lock, logic } = fakeWakeLock();
  const actor = createActor(callPresenceMachine.provide({ actors: { wakeLock: logic } })).start();
  running.push(actor);
  const send = (event: CallPresenceEvent) => actor.send(event);
  return { actor, lock, send };
}

// The states and the 60 s boundary: call-presence.paths.test.ts. Here what the paths leave out.
describe('call presence: the screen kept awake, a long absence asked about', () => {
  it('holds the wake lock while visible or asking, lets it go while hidden, releases it on stop', () => {
    const { actor, lock, send } = presence();
    expect(lock.held).toBe(1);
    send({ type: 'page.hidden', at: 1_000 });
    expect(lock.held).toBe(0);
    send({ type: 'page.visible', at: 2_000 });
    expect([lock.taken, lock.held, selectIsAskingToContinue(actor.getSnapshot())]).toEqual([
      2,
      1,
      false,
    ]);
    send({ type: 'page.hidden', at: 0 });
    send({ type: 'page.visible', at: HIDDEN_LIMIT_MS + 1 });
    expect([lock.held, selectIsAskingToContinue(actor.getSnapshot())]).toEqual([1, true]);
    actor.send({ type: 'presence.continue' });
    expect(lock.held).toBe(1);
    actor.stop();
    expect(lock.held).toBe(0);
  });
});

describe("call presence in a call: its hang-up is the call's", () => {
  /** A parent standing in for the call: it records what the presence sends it. */
  function inParent() {
    const { lock, logic } = fakeWakeLock();
    const received: EventObject[] = [];
    const parent = setup({
      actors: { presence: callPresenceInCall({ wakeLock: logic }) },
    }).createMachine({
      invoke: { id: 'presence', src: 'presence' },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    });
    const actor = createActor(parent).start();
    running.push(actor);
    const child = actor.getSnapshot().children.presence!;
    return { child, received, lock };
  }

  it('no answer within 30 s hangs up; an answer in time does not', () => {
    vi.useFakeTimers();
    const { child, received } = inParent();
    child.send({ type: 'page.hidden', at: 0 });
    child.send({ type: 'page.visible', at: 90_000 });
    vi.advanceTimersByTime(29_999);
    expect(received).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(received.map((event) => event.type)).toEqual(['call.hangUp']);
  });

  it('a connected call runs it, and stops it (wake lock released) when the call ends', async () => {
    const { lock, logic } = fakeWakeLock();
    const fakes = instantCallFakes({ presence: callPresenceInCall({ wakeLock: logic }) });
    const call = createActor(callMachine.provide({ actors: fakes.actors as never }), {
      input: { agent: 'helvox' },
    }).start();
    running.push(call);
    call.send({ type: 'call.start' });
    await vi.waitFor(() =>
      expect(call.getSnapshot().matches({ session: { connecting: 'awaitingCallStart' } })).toBe(
        true,
      ),
    );
    fakes.line.report({ type: 'driver.callStarted' });
    expect(call.getSnapshot().hasTag('live')).toBe(true);
    expect(call.getSnapshot().children.presence).toBeDefined();
    expect(lock.held).toBe(1);
    // Away for two minutes, then 'Jetzt auflegen': the call hangs up.
    const presenceRef = call.getSnapshot().children.presence!;
    presenceRef.send({ type: 'page.hidden', at: 0 });
    presenceRef.send({ type: 'page.visible', at: 120_000 });
    presenceRef.send({ type: 'presence.end' });
    await vi.waitFor(() => expect(call.getSnapshot().matches('ready')).toBe(true));
    expect(call.getSnapshot().children.presence).toBeUndefined();
    expect(lock.held).toBe(0);
  });
});
