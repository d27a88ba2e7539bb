import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createCallActions } from './call.actors';
import type { CallDriver } from './call.driver';
import { instantCallFakes, loadDriverFakes } from './call.fakes';
import { callMachine } from './call.machine';
import type { CallEvent } from './call.types';

/**
 * The audio output is unlocked inside the press that starts a call (iOS Safari plays
 * nothing otherwise). The machine runs its `unlockAudio` port synchronously while the press's
 * event is handled, for every press that starts or queues a call, and for no other event.
 */

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp(loadDriver = loadDriverFakes.ok) {
  const unlocks: Array<object | undefined> = [];
  const machine = callMachine.provide({
    actors: instantCallFakes({ loadDriver }).actors,
    actions: {
      unlockAudio: ({ event }) => {
        unlocks.push((event as { audio?: object }).audio);
      },
    },
  });
  const actor = createActor(machine, { input: { agent: 'clara' } });
  actors.push(actor);
  actor.start();
  return { actor, unlocks };
}

describe('call machine: the audio output is unlocked in the press that starts a call', () => {
  const audio = { unlocked: true };

  // After a failed load (sdkFailed) the press tries again.
  it.each([
    ['call.start', 'sdkIdle', loadDriverFakes.ok],
    ['call.toggle', 'sdkIdle', loadDriverFakes.ok],
    ['call.start', 'sdkFailed', loadDriverFakes.failing],
    ['call.toggle', 'sdkFailed', loadDriverFakes.failing],
  ] as const)(
    '%s in %s: unlocked within the send, with the press’s own output',
    async (type, where, loadDriver) => {
      const { actor, unlocks } = setUp(loadDriver);
      if (where === 'sdkFailed') actor.send({ type: 'sdk.prefetch' });
      await flush();
      expect(actor.getSnapshot().value).toBe(where);
      actor.send({ type, audio });
      // Synchronous: the port has run before `send` returns, still inside the press.
      expect(unlocks).toEqual([audio]);
      expect(actor.getSnapshot().value).toBe('sdkLoading');
    },
  );

  it('a press while a prefetch is loading (the start queued) unlocks; a second press before the load does not', () => {
    const { actor, unlocks } = setUp(fromPromise(() => new Promise<void>(() => {})));
    actor.send({ type: 'sdk.prefetch' });
    expect(unlocks).toEqual([]);
    actor.send({ type: 'call.start' });
    expect(unlocks).toEqual([undefined]);
    actor.send({ type: 'call.toggle' });
    expect(unlocks).toHaveLength(1);
  });

  it('a press when ready unlocks before the microphone is asked for; hanging up and the other intents do not', async () => {
    const { actor, unlocks } = setUp();
    actor.send({ type: 'sdk.prefetch' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'call.start' });
    expect(unlocks).toEqual([undefined]);
    expect(actor.getSnapshot().value).toBe('requestingMic');
    await flush();
    await flush();
    // Connecting or connected: the toggle hangs up, the start is not taken; neither unlocks.
    actor.send({ type: 'call.start' });
    actor.send({ type: 'mic.toggleMute' });
    actor.send({ type: 'call.toggle' });
    actor.send({ type: 'call.hangUp' });
    expect(unlocks).toHaveLength(1);
  });
});

describe('createCallActions: the port hands the press to the driver', () => {
  const driverWith = (unlocks: Array<object | undefined>) =>
    ({ unlockAudio: (given?: object) => unlocks.push(given) }) as unknown as CallDriver;
  const run = (driver: CallDriver, event: CallEvent) =>
    (createCallActions(driver).unlockAudio as (args: { event: CallEvent }) => void)({ event });

  it('passes the output a start or toggle carries, or none; ignores other events, and a driver without an unlock', () => {
    const unlocks: Array<object | undefined> = [];
    const audio = {};
    run(driverWith(unlocks), { type: 'call.start', audio });
    run(driverWith(unlocks), { type: 'call.toggle' });
    run(driverWith(unlocks), { type: 'call.hangUp' });
    expect(unlocks).toEqual([audio, undefined]);
    expect(() => run({} as CallDriver, { type: 'call.start' })).not.toThrow();
  });
});
