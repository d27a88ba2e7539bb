import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorLogic } from 'xstate';
import { controlledPromise } from '../../tests/model/controlled';
import { FakeDriverLine, FakeMicrophone, loadDriverFakes } from './call.fakes';
import { callMachine } from './call.machine';
import type {
  CallEmitted,
  CallInput,
  MicrophoneHandle,
  RequestMicrophoneInput,
  StartCallInput,
  VoiceMessage,
} from './call.types';

/*
 * What the generated paths cannot see (their replays settle no actor and compare state, context
 * and emitted events): what the call hands its actors and the driver, when it lets the
 * microphone go and stops the call, its timers, and driver messages outside the sample events.
 */

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const running: Array<{ stop(): void }> = [];
/** The injected clock's fixed time: transcript lines are stamped with it. */
const NOW = Date.UTC(2026, 10, 25, 11, 0, 0);
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

/** A call whose microphone request, start and stop the test answers, one step at a time. */
function call(
  input: Partial<CallInput> = {},
  { loadDriver = loadDriverFakes.ok as AnyActorLogic, clock = new SimulatedClock() } = {},
) {
  const line = new FakeDriverLine();
  const mic = controlledPromise<MicrophoneHandle, RequestMicrophoneInput>();
  const start = controlledPromise<void, StartCallInput>();
  const stop = controlledPromise<void>();
  const machine = callMachine.provide({
    actors: {
      loadDriver,
      requestMicrophone: mic.logic,
      startCall: start.logic,
      stopCall: stop.logic,
      driverEvents: line.driverEvents,
    } as never,
  });
  const actor = createActor(machine, {
    input: { agent: 'mia', clock: () => NOW, ...input },
    clock,
  });
  running.push(actor);
  const emitted: CallEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const microphone = new FakeMicrophone();
  /** Start, load the SDK, grant the microphone: the start is then pending. */
  const starting = async () => {
    actor.send({ type: 'call.start' });
    await flush();
    mic.resolve(microphone);
    await flush();
  };
  /** The start has joined; call-start has not come yet. */
  const joined = async () => {
    await starting();
    start.resolve();
    await flush();
  };
  const connected = async () => {
    await joined();
    line.report({ type: 'driver.callStarted' });
  };
  const snapshot = () => actor.getSnapshot();
  const reach = { starting, joined, connected };
  return { actor, line, mic, start, stop, emitted, microphone, snapshot, reach, clock };
}

describe('call machine: what it hands its actors', () => {
  it.each([
    [{}, { enhancedAudio: false }, { agent: 'mia' }],
    [{ agent: 'luca', enhancedAudio: true }, { enhancedAudio: true }, { agent: 'luca' }],
  ])(
    'asks for the microphone, then starts with the agent and that microphone',
    async (input, asked, started) => {
      const { mic, start, reach, microphone } = call(input);
      await reach.starting();
      expect(mic.started).toEqual([asked]);
      expect(start.started).toEqual([{ ...started, microphone }]);
    },
  );

  it('fails safe when no actors are provided: the SDK counts as not loadable', async () => {
    const actor = createActor(callMachine, { input: { agent: 'mia' } });
    running.push(actor);
    actor.start();
    actor.send({ type: 'call.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('sdkFailed');
    expect(actor.getSnapshot().context.error?.code).toBe('initFailed');
  });
});

describe('call machine: ending lets the microphone go at once, then stops the call', () => {
  it.each([
    // A pending start: the driver drops what it has built at once; the stop waits for the start.
    ['hang-up', 'starting', 'call.hangUp', true, { type: 'call.cancelled' }],
    ['the call button', 'starting', 'call.toggle', true, { type: 'call.cancelled' }],
    ['page exit', 'starting', 'page.left', true, { type: 'call.ended', reason: 'pageLeft' }],
    // Joined or connected: the stop actor ends the call (no command before it).
    ['the call button', 'joined', 'call.toggle', false, { type: 'call.cancelled' }],
    ['hang-up', 'connected', 'call.hangUp', false, { type: 'call.ended', reason: 'hungUp' }],
    ['page exit', 'connected', 'page.left', false, { type: 'call.ended', reason: 'pageLeft' }],
  ] as const)('%s while %s', async (_, where, type, pending, ended) => {
    const { actor, line, start, stop, snapshot, emitted, reach, microphone } = call();
    await reach[where]();
    actor.send({ type });
    expect(microphone.live).toBe(false);
    expect(snapshot().context.microphone).toBeNull();
    expect(line.commands).toEqual(pending ? [{ type: 'driver.stop' }] : []);
    if (pending) {
      await flush();
      expect(stop.started).toEqual([]);
      start.resolve();
    }
    await flush();
    expect(stop.started).toHaveLength(1);
    stop.resolve();
    await flush();
    expect(snapshot().value).toBe('ready');
    expect(emitted.at(-1)).toEqual(ended);
    expect(line.connected).toBe(false);
  });

  it('lets the microphone and the driver go when the actor is stopped (route change)', async () => {
    const { actor, line, reach, microphone } = call();
    await reach.connected();
    actor.stop();
    expect(line.cleanups).toBe(1);
    expect(microphone.live).toBe(false);
  });

  it('gives up connecting after 25 s (spec section 9), letting the microphone and driver go', async () => {
    const { snapshot, line, emitted, reach, microphone, clock } = call();
    await reach.starting();
    clock.increment(24_999);
    expect(snapshot().matches({ session: 'connecting' })).toBe(true);
    expect(microphone.live).toBe(true);
    clock.increment(1);
    expect(snapshot().value).toBe('ready');
    expect(emitted.at(-1)).toEqual({
      type: 'call.failed',
      code: 'connectTimeout',
      message: 'The call did not connect within 25 s',
    });
    expect(microphone.live).toBe(false);
    expect(line.cleanups).toBe(1);
  });
});

describe('call machine: driver messages outside the sample events', () => {
  it('on agent pages, is not connected by a status message', async () => {
    const { line, snapshot, reach } = call({ connectOn: 'anyActivity' });
    await reach.starting();
    line.report({ type: 'driver.message', message: { type: 'status-update', status: 'queued' } });
    expect(snapshot().matches({ session: 'connecting' })).toBe(true);
  });

  it('keeps only final transcript lines with text, trimmed, and the volume within 0…1', async () => {
    const { line, snapshot, reach } = call();
    await reach.connected();
    const messages: VoiceMessage[] = [
      { type: 'transcript', transcriptType: 'final' },
      { type: 'model-output', transcriptType: 'final', transcript: 'Hallo' },
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: '  ' },
      { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: ' Grüezi! ' },
    ];
    for (const message of messages) line.report({ type: 'driver.message', message });
    expect(snapshot().context.transcript).toEqual([
      { role: 'assistant', text: 'Grüezi!', at: NOW },
    ]);
    line.report({ type: 'driver.volume', volume: -0.3 });
    expect(snapshot().context.volume).toBe(0);
    line.report({ type: 'driver.volume', volume: 3 });
    expect(snapshot().context.volume).toBe(1);
  });

  // (A provider error the sample events do not carry: its type says the connection failed.)
  it('gives up on a connection_failed provider error', async () => {
    const { line, snapshot, emitted, reach } = call();
    await reach.joined();
    line.report({ type: 'driver.error', error: { type: 'connection_failed', message: 'Lost' } });
    const failure = { code: 'providerConnectionFailed', message: 'Lost' };
    expect(snapshot().context.error).toEqual(failure);
    expect(emitted.at(-1)).toEqual({ type: 'call.failed', ...failure });
  });
});

describe('call machine: type instead of talk', () => {
  it('keeps the cleaned draft as typed, sends it trimmed to the driver, empties the field; mute and unmute go to the driver too', async () => {
    const { actor, line, snapshot, reach } = call();
    await reach.connected();
    actor.send({ type: 'mic.toggleMute' });
    actor.send({ type: 'mic.toggleMute' });
    actor.send({ type: 'message.draftChanged', text: '  Haben Sie <b>morgen</b> Zeit? ' });
    expect(snapshot().context.messageDraft).toBe('  Haben Sie bmorgen/b Zeit? ');
    actor.send({ type: 'message.send' });
    expect(snapshot().context.transcript.at(-1)?.text).toBe('Haben Sie bmorgen/b Zeit?');
    expect(line.commands).toEqual([
      { type: 'mute.set', muted: true },
      { type: 'mute.set', muted: false },
      { type: 'message.send', text: 'Haben Sie bmorgen/b Zeit?' },
    ]);
    expect(snapshot().context.messageDraft).toBe('');
  });

  it('keeps the first 500 characters of a longer paste and says so, until the line fits', async () => {
    const { actor, snapshot, reach } = call();
    await reach.connected();
    const draft = (text: string) => {
      actor.send({ type: 'message.draftChanged', text });
      return [snapshot().context.messageDraft, snapshot().context.messageNote];
    };
    expect(draft('c'.repeat(500))).toEqual(['c'.repeat(500), null]);
    expect(draft('c'.repeat(5_000))).toEqual(['c'.repeat(500), 'cut']);
    // Removed control characters do not count towards the limit.
    expect(draft(`${'c'.repeat(499)}\u0000\u202E`)).toEqual(['c'.repeat(499), null]);
  });

  it('puts a refused line back before what was typed since, without the spaces around it', async () => {
    const { actor, line, snapshot, reach } = call();
    await reach.connected();
    const refused = (text: string, typedSince: string) => {
      actor.send({ type: 'message.draftChanged', text });
      actor.send({ type: 'message.send' });
      actor.send({ type: 'message.draftChanged', text: typedSince });
      line.report({ type: 'driver.messageFailed', text });
      return snapshot().context.messageDraft;
    };
    expect(refused('Hallo', '  noch etwas  ')).toBe('Hallo noch etwas');
    expect(refused('Zweitens', '   ')).toBe('Zweitens');
  });
});

describe('call machine: reconnecting', () => {
  // (Leaving the session releases the microphone: the 25 s bound above.)
  it('ends the call after 15 s with the connection error', async () => {
    const { line, snapshot, clock, emitted, reach } = call();
    await reach.connected();
    line.report({ type: 'driver.networkInterrupted' });
    clock.increment(14_999);
    expect(snapshot().matches({ session: { connected: 'reconnecting' } })).toBe(true);
    clock.increment(1);
    expect(snapshot().value).toBe('ready');
    expect(emitted.at(-1)).toEqual({
      type: 'call.failed',
      code: 'providerConnectionFailed',
      message: 'The network did not return within 15 s',
    });
  });
});
