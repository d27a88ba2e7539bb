import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
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

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const running: Array<{ stop(): void }> = [];
/** The injected clock's fixed time: transcript lines are stamped with it. */
const NOW = Date.UTC(2026, 10, 25, 11, 0, 0);
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

/** A call whose microphone request, start and stop the test answers, one step at a time. */
function call(input: Partial<CallInput> = {}, loadDriver: AnyActorLogic = loadDriverFakes.ok) {
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
  const actor = createActor(machine, { input: { agent: 'mia', clock: () => NOW, ...input } });
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
  return {
    actor,
    line,
    mic,
    start,
    stop,
    emitted,
    microphone,
    snapshot,
    starting,
    joined,
    connected,
  };
}

const finalLine = (text: string): VoiceMessage => ({
  type: 'transcript',
  role: 'assistant',
  transcriptType: 'final',
  transcript: text,
});

describe('call machine: before the call', () => {
  it('asks for the microphone with enhanced audio only when the surface wants it', async () => {
    for (const [input, enhancedAudio] of [
      [{}, false],
      [{ enhancedAudio: true }, true],
    ] as const) {
      const { actor, mic } = call(input);
      actor.send({ type: 'call.start' });
      await flush();
      expect(mic.started).toEqual([{ enhancedAudio }]);
    }
  });

  it('is busy while loading, asking, connecting and ending, and live only when connected', async () => {
    const { actor, snapshot, mic, start, line, microphone } = call();
    const tags = () => [snapshot().hasTag('busy'), snapshot().hasTag('live')];
    expect(tags()).toEqual([false, false]);
    actor.send({ type: 'call.start' });
    expect(tags()).toEqual([true, false]);
    await flush();
    expect(snapshot().value).toBe('requestingMic');
    expect(tags()).toEqual([true, false]);
    mic.resolve(microphone);
    await flush();
    expect(tags()).toEqual([true, false]);
    start.resolve();
    await flush();
    line.report({ type: 'driver.callStarted' });
    expect(tags()).toEqual([false, true]);
    actor.send({ type: 'call.hangUp' });
    expect(tags()).toEqual([true, false]);
  });

  it('offers hang-up while the SDK loads only once a start is queued', () => {
    const { actor, snapshot } = call({}, loadDriverFakes.pending);
    actor.send({ type: 'sdk.prefetch' });
    expect(snapshot().can({ type: 'call.hangUp' })).toBe(false);
    actor.send({ type: 'call.toggle' });
    expect(snapshot().context.startQueued).toBe(true);
    expect(snapshot().can({ type: 'call.hangUp' })).toBe(true);
  });

  it('retries a failed SDK load on the next start and clears the error once the call begins', async () => {
    let loads = 0;
    const loadDriver = fromPromise<void>(async () => {
      loads += 1;
      if (loads === 1) throw Object.assign(new Error('chunk failed'), { name: 'VoiceInitError' });
    });
    const { actor, snapshot } = call({}, loadDriver);
    actor.send({ type: 'call.start' });
    await flush();
    expect(snapshot().context.error?.code).toBe('initFailed');
    actor.send({ type: 'call.start' });
    expect(snapshot().context.startQueued).toBe(true);
    await flush();
    expect(snapshot().value).toBe('requestingMic');
    expect(snapshot().context.error).toBeNull();
  });

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

describe('call machine: connecting', () => {
  it('hands the start the agent and the granted microphone', async () => {
    const { start, starting, microphone } = call({ agent: 'luca' });
    await starting();
    expect(start.started).toEqual([{ agent: 'luca', microphone }]);
  });

  // (A provider error the sample events do not carry: its type says the connection failed.)
  it('gives up on a connection_failed provider error before call-start', async () => {
    const { line, snapshot, emitted, joined, microphone } = call();
    await joined();
    const error = { type: 'connection_failed', message: 'Connection lost' };
    line.report({ type: 'driver.error', error });
    expect(snapshot().value).toBe('ready');
    const failure = { code: 'providerConnectionFailed', message: 'Connection lost' };
    expect(snapshot().context.error).toEqual(failure);
    expect(emitted.at(-1)).toEqual({ type: 'call.failed', ...failure });
    expect(microphone.live).toBe(false);
  });

  it('on agent pages, is not connected by a status message', async () => {
    const { line, snapshot, starting } = call({ connectOn: 'anyActivity' });
    await starting();
    line.report({ type: 'driver.message', message: { type: 'status-update', status: 'queued' } });
    expect(snapshot().matches({ session: 'connecting' })).toBe(true);
  });

  it.each([
    [
      'a partial line',
      { type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Grü' },
    ],
    ['a conversation-update', { type: 'conversation-update' }],
  ] as const)('on agent pages, is connected by %s without adding a line', async (_, message) => {
    const { line, snapshot, starting } = call({ connectOn: 'anyActivity' });
    await starting();
    line.report({ type: 'driver.message', message });
    expect(snapshot().hasTag('live')).toBe(true);
    expect(snapshot().context.transcript).toEqual([]);
  });

  it('on the widget, keeps a final line before call-start without connecting', async () => {
    const { line, snapshot, starting } = call();
    await starting();
    line.report({ type: 'driver.message', message: finalLine('Grüezi') });
    expect(snapshot().matches({ session: 'connecting' })).toBe(true);
    expect(snapshot().context.transcript).toEqual([{ role: 'assistant', text: 'Grüezi', at: NOW }]);
  });

  it('on agent pages, counts no activity as connected once the visitor hung up', async () => {
    const { actor, line, snapshot, starting, emitted } = call({ connectOn: 'anyActivity' });
    await starting();
    actor.send({ type: 'call.hangUp' });
    line.report({ type: 'driver.speechStarted' });
    line.report({ type: 'driver.message', message: { type: 'conversation-update' } });
    expect(snapshot().matches({ session: { connecting: 'cancelling' } })).toBe(true);
    expect(emitted.map((event) => event.type)).not.toContain('call.started');
  });
});

describe('call machine: ending', () => {
  it('on a page exit during a pending start: frees the microphone at once, stops after the start', async () => {
    const { actor, line, start, stop, snapshot, emitted, starting, microphone } = call();
    await starting();
    actor.send({ type: 'page.left' });
    expect(microphone.live).toBe(false);
    expect(snapshot().context.microphone).toBeNull();
    // The driver drops what the start has built at once (the SDK's stop waits for nothing).
    expect(line.commands).toEqual([{ type: 'driver.stop' }]);
    expect(stop.started).toEqual([]);
    start.resolve();
    await flush();
    expect(stop.started).toHaveLength(1);
    stop.resolve();
    await flush();
    expect(emitted.at(-1)).toEqual({ type: 'call.ended', reason: 'pageLeft' });
  });
});

describe('call machine: while connected', () => {
  it('keeps only final transcript messages that carry text', async () => {
    const { line, snapshot, connected } = call();
    await connected();
    line.report({
      type: 'driver.message',
      message: { type: 'transcript', transcriptType: 'final' },
    });
    line.report({
      type: 'driver.message',
      message: { type: 'model-output', transcriptType: 'final', transcript: 'Hallo' },
    });
    expect(snapshot().status).toBe('active');
    expect(snapshot().hasTag('live')).toBe(true);
    expect(snapshot().context.transcript).toEqual([]);
  });

  it('keeps the volume within 0…1', async () => {
    const { line, snapshot, connected } = call();
    await connected();
    line.report({ type: 'driver.volume', volume: -0.3 });
    expect(snapshot().context.volume).toBe(0);
    line.report({ type: 'driver.volume', volume: 0.25 });
    expect(snapshot().context.volume).toBe(0.25);
  });
});
