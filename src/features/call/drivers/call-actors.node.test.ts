import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCallActors } from '@machines/call/call.actors';
import { callMachine } from '@machines/call/call.machine';
import { selectPhase } from '@machines/call/call.selectors';
import type { CallEmitted } from '@machines/call/call.types';
import type { VoiceDriver } from './driver';
import { fakeDriver } from '@tests/voice/fake-driver';
import { fakeLease } from '@tests/voice/fake-media';
import { deferred } from '@tests/voice/latest-promise';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

function setUp(driver: VoiceDriver, connectOn: 'callStart' | 'anyActivity' = 'callStart') {
  const leases: ReturnType<typeof fakeLease>[] = [];
  const machine = callMachine.provide({
    actors: createCallActors(driver, {
      assistantIdFor: (agent) => `assistant-${agent}`,
      requestMicrophone: async () => {
        const lease = fakeLease();
        leases.push(lease);
        return lease.lease;
      },
    }),
  });
  const actor = createActor(machine, { input: { agent: 'clara', connectOn } });
  actors.push(actor);
  const emitted: CallEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, leases, emitted, phase: () => selectPhase(actor.getSnapshot()) };
}

describe('call machine bound to a driver', () => {
  it('stops the driver at once when the visitor hangs up while the start is pending', async () => {
    const { driver, log } = fakeDriver();
    const joined = deferred();
    driver.start = (assistantId, options) => {
      log.push(`start ${assistantId} ${options.agent}`);
      return joined.promise;
    };
    const { actor, leases } = setUp(driver);
    actor.send({ type: 'call.start' });
    await flush();
    expect(log).toEqual(['load', 'start assistant-clara clara']);
    actor.send({ type: 'call.hangUp' });
    // Not after the start settles: now, with the microphone released.
    expect(log.at(-1)).toBe('stop');
    expect(leases[0]?.track.readyState).toBe('ended');
    joined.resolve();
  });

  it('starts with the configured assistant id, follows the driver and mutes it', async () => {
    const { driver, log } = fakeDriver();
    const { actor, phase } = setUp(driver);
    actor.send({ type: 'call.start' });
    await flush();
    expect(log).toEqual(['load', 'start assistant-clara clara']);
    driver.emit('call-start');
    driver.emit('speech-start');
    expect(phase()).toBe('speaking');
    driver.emit('volume-level', 0.7);
    expect(actor.getSnapshot().context.volume).toBe(0.7);
    actor.send({ type: 'mic.toggleMute' });
    expect(log.at(-1)).toBe('muted true');
  });

  it('stamps the visitor’s level, follows the network, sends typed lines', async () => {
    vi.useFakeTimers({ now: 50_000 });
    try {
      const { driver, log } = fakeDriver();
      const { actor, phase } = setUp(driver);
      actor.send({ type: 'call.start' });
      await vi.advanceTimersByTimeAsync(0);
      driver.emit('call-start');
      driver.emit('mic-level', 0);
      await vi.advanceTimersByTimeAsync(8_000);
      driver.emit('mic-level', 0.001);
      expect(actor.getSnapshot().context.micUnheard).toBe(true);
      driver.emit('network', 'interrupted');
      expect(actor.getSnapshot().matches({ session: { connected: 'reconnecting' } })).toBe(true);
      driver.emit('network', 'restored');
      expect(phase()).toBe('listening');
      actor.send({ type: 'message.draftChanged', text: 'Hallo' });
      actor.send({ type: 'message.send' });
      expect(log.at(-1)).toBe('send Hallo');
      // The driver throws: the line goes back into the field, with the note.
      actor.send({ type: 'message.draftChanged', text: 'refused line' });
      actor.send({ type: 'message.send' });
      expect(actor.getSnapshot().context).toMatchObject({
        messageDraft: 'refused line',
        messageNote: 'failed',
        transcript: [{ role: 'visitor', text: 'Hallo' }],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('forwards driver errors, and a second actor (StrictMode) changes nothing', async () => {
    const { driver } = fakeDriver();
    setUp(driver).actor.stop();
    const { actor, emitted, phase } = setUp(driver);
    actor.send({ type: 'call.start' });
    await flush();
    driver.emit('call-start');
    driver.emit('error', {
      type: 'daily-error',
      message: 'Meeting has ended',
      details: ['ejected'],
      outcome: 'remoteEnd',
    });
    expect(phase()).toBe('ready');
    expect(emitted.at(-1)).toEqual({ type: 'call.ended', reason: 'remote' });
  });
});
