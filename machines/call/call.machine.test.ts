import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import {
  FakeDriverLine,
  FakeMicrophone,
  loadDriverFakes,
  requestMicrophoneFake,
  stopCallFakes,
  thrown,
  voiceErrors,
} from './call.fakes';
import { callMachine } from './call.machine';
import { CONNECT_TIMEOUT_MS } from './call.setup';
import { selectPhase } from './call.selectors';
import type { CallEmitted, CallInput, StartCallInput, VoiceMessage } from './call.types';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));
/** The injected clock's fixed time: transcript lines are stamped with it. */
const NOW = Date.UTC(2026, 10, 25, 11, 0, 0);

function setUp(
  input: Partial<CallInput> = {},
  overrides: Record<string, AnyActorLogic> = {},
  clock?: SimulatedClock,
) {
  const line = new FakeDriverLine();
  const microphones: FakeMicrophone[] = [];
  const starts: StartCallInput[] = [];
  const pendingStarts: Deferred[] = [];
  let stops = 0;
  let loads = 0;
  const machine = callMachine.provide({
    actors: {
      loadDriver: fromPromise<void>(async () => {
        loads += 1;
      }),
      requestMicrophone: requestMicrophoneFake('granted', (m) => microphones.push(m)),
      startCall: fromPromise<void, StartCallInput>(({ input }) => {
        starts.push(input);
        return new Promise<void>((resolve, reject) => pendingStarts.push({ resolve, reject }));
      }),
      stopCall: fromPromise<void>(async () => {
        stops += 1;
      }),
      driverEvents: line.driverEvents,
      ...overrides,
    } as never,
  });
  const actor = createActor(machine, {
    input: { agent: 'helvox', clock: () => NOW, ...input },
    ...(clock ? { clock } : {}),
  });
  actors.push(actor);
  const emitted: CallEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const phase = () => selectPhase(actor.getSnapshot());
  /** Starts a call and lets the microphone be granted: the start is then pending. */
  const startCall = async () => {
    actor.send({ type: 'call.start' });
    await flush();
    await flush();
  };
  /** Starts and connects a call. */
  const connect = async () => {
    await startCall();
    pendingStarts.at(-1)?.resolve();
    await flush();
    line.report({ type: 'driver.callStarted' });
  };
  return {
    actor,
    line,
    microphones,
    starts,
    pendingStarts,
    emitted,
    phase,
    startCall,
    connect,
    counts: () => ({ loads, stops }),
    types: () => emitted.map((e) => e.type),
    noLiveMicrophone: () => microphones.every((m) => !m.live),
  };
}

const transcript = (role: string, text: string, transcriptType = 'final'): VoiceMessage => ({
  type: 'transcript',
  role,
  transcriptType,
  transcript: text,
});

describe('call machine: SDK loading', () => {
  it('loads the SDK on the first start, then asks for the microphone, then starts', async () => {
    const { actor, phase, starts, counts, types } = setUp({ agent: 'clara' });
    expect(phase()).toBe('sdkIdle');
    actor.send({ type: 'call.start' });
    expect(phase()).toBe('sdkLoading');
    expect(actor.getSnapshot().context.startQueued).toBe(true);
    await flush();
    await flush();
    expect(phase()).toBe('connecting');
    expect(counts().loads).toBe(1);
    expect(starts).toHaveLength(1);
    expect(starts[0]?.agent).toBe('clara');
    expect(starts[0]?.microphone).toBeInstanceOf(FakeMicrophone);
    expect(types()).toEqual(['sdk.ready']);
  });

  it('prefetches on intent and is then ready without starting', async () => {
    const { actor, phase, starts, types } = setUp();
    actor.send({ type: 'sdk.prefetch' });
    actor.send({ type: 'sdk.prefetch' });
    await flush();
    expect(phase()).toBe('ready');
    expect(starts).toEqual([]);
    expect(types()).toEqual(['sdk.ready']);
  });

  it('queues a start that arrives while the SDK loads, once, and drops it on hang-up', async () => {
    const { actor, phase, starts } = setUp({}, { loadDriver: loadDriverFakes.pending });
    actor.send({ type: 'sdk.prefetch' });
    actor.send({ type: 'call.start' });
    expect(actor.getSnapshot().can({ type: 'call.start' })).toBe(false);
    actor.send({ type: 'call.hangUp' });
    expect(actor.getSnapshot().context.startQueued).toBe(false);
    expect(phase()).toBe('sdkLoading');
    expect(starts).toEqual([]);
  });
});

describe('call machine: connecting', () => {
  it('is connected only on call-start by default', async () => {
    const { line, phase, startCall, pendingStarts, types } = setUp();
    await startCall();
    line.report({ type: 'driver.speechStarted' });
    line.report({ type: 'driver.message', message: { type: 'conversation-update' } });
    line.report({ type: 'driver.message', message: transcript('assistant', 'Grüezi') });
    expect(phase()).toBe('connecting');
    pendingStarts[0]?.resolve();
    await flush();
    expect(phase()).toBe('connecting');
    line.report({ type: 'driver.callStarted' });
    expect(phase()).toBe('listening');
    expect(types()).toEqual(['sdk.ready', 'call.started']);
  });

  it('never starts two calls on double clicks', async () => {
    const { actor, starts, microphones, startCall } = setUp();
    actor.send({ type: 'call.start' });
    actor.send({ type: 'call.start' });
    actor.send({ type: 'call.toggle' });
    await startCall();
    actor.send({ type: 'call.start' });
    await flush();
    expect(starts).toHaveLength(1);
    expect(microphones).toHaveLength(1);
  });

  it('waits for a pending start to settle before ending it', async () => {
    const { actor, line, phase, startCall, pendingStarts, counts, types, noLiveMicrophone } =
      setUp();
    await startCall();
    actor.send({ type: 'call.hangUp' });
    expect(actor.getSnapshot().matches({ session: { connecting: 'cancelling' } })).toBe(true);
    line.report({ type: 'driver.callStarted' });
    line.report({ type: 'driver.error', error: voiceErrors.other });
    expect(phase()).toBe('connecting');
    expect(counts().stops).toBe(0);
    pendingStarts[0]?.resolve();
    await flush();
    await flush();
    expect(counts().stops).toBe(1);
    expect(phase()).toBe('ready');
    expect(types()).toEqual(['sdk.ready', 'call.cancelled']);
    expect(noLiveMicrophone()).toBe(true);
    expect(line.connected).toBe(false);
  });

  it('needs no stop when a cancelled start fails on its own', async () => {
    const { actor, phase, startCall, pendingStarts, counts, types, noLiveMicrophone } = setUp();
    await startCall();
    actor.send({ type: 'call.hangUp' });
    pendingStarts[0]?.reject(thrown(voiceErrors.connectionFailed));
    await flush();
    expect(phase()).toBe('ready');
    expect(counts().stops).toBe(0);
    expect(types()).toEqual(['sdk.ready', 'call.cancelled']);
    expect(noLiveMicrophone()).toBe(true);
  });

  it('ends a joined call that has not said call-start yet', async () => {
    const { actor, phase, startCall, pendingStarts, counts, types } = setUp();
    await startCall();
    pendingStarts[0]?.resolve();
    await flush();
    actor.send({ type: 'call.hangUp' });
    expect(phase()).toBe('ending');
    await flush();
    expect(counts().stops).toBe(1);
    expect(types()).toEqual(['sdk.ready', 'call.cancelled']);
  });
});

describe('call machine: no call hangs', () => {
  it('gives up a start that never settles after connectTimeout, stopping it and the microphone', async () => {
    const clock = new SimulatedClock();
    const { actor, line, phase, startCall, emitted, noLiveMicrophone } = setUp({}, {}, clock);
    await startCall();
    clock.increment(CONNECT_TIMEOUT_MS - 1);
    expect(phase()).toBe('connecting');
    expect(noLiveMicrophone()).toBe(false);
    clock.increment(1);
    expect(phase()).toBe('ready');
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'connectTimeout',
      message: 'The call did not connect within 25 s',
    });
    expect(emitted.at(-1)).toEqual({
      type: 'call.failed',
      code: 'connectTimeout',
      message: 'The call did not connect within 25 s',
    });
    expect(noLiveMicrophone()).toBe(true);
    // The driver line's cleanup stops the driver's call (its stop awaits the pending start).
    expect(line.cleanups).toBe(1);
    expect(actor.getSnapshot().can({ type: 'call.start' })).toBe(true);
  });

  it('gives up a joined call that never says call-start', async () => {
    const clock = new SimulatedClock();
    const { line, phase, startCall, pendingStarts, types, noLiveMicrophone } = setUp({}, {}, clock);
    await startCall();
    pendingStarts[0]?.resolve();
    await flush();
    clock.increment(CONNECT_TIMEOUT_MS);
    expect(phase()).toBe('ready');
    expect(types()).toEqual(['sdk.ready', 'call.failed']);
    expect(noLiveMicrophone()).toBe(true);
    expect(line.cleanups).toBe(1);
  });

  it('ends a cancelled start that never settles at the timeout, without a failure', async () => {
    const clock = new SimulatedClock();
    const { actor, phase, startCall, types } = setUp({}, {}, clock);
    await startCall();
    actor.send({ type: 'call.hangUp' });
    clock.increment(CONNECT_TIMEOUT_MS);
    expect(phase()).toBe('ready');
    expect(types()).toEqual(['sdk.ready', 'call.cancelled']);
  });

  it('releases the microphone at once on a hang-up while the start is pending', async () => {
    const { actor, line, startCall, microphones, pendingStarts, counts, types } = setUp();
    await startCall();
    expect(line.commands).toEqual([]);
    actor.send({ type: 'call.hangUp' });
    expect(microphones[0]?.live).toBe(false);
    // The driver is told to stop now: the SDK's pending call and its microphone go at once.
    expect(line.commands).toEqual([{ type: 'driver.stop' }]);
    expect(actor.getSnapshot().context.microphone).toBeNull();
    expect(actor.getSnapshot().matches({ session: { connecting: 'cancelling' } })).toBe(true);
    pendingStarts[0]?.resolve();
    await flush();
    await flush();
    expect(counts().stops).toBe(1);
    expect(types()).toEqual(['sdk.ready', 'call.cancelled']);
  });

  it.each([
    // A pending start: the driver is told to stop at once, as on a hang-up.
    ['starting', 'starting', [{ type: 'driver.stop' }]],
    // Joined: the stop actor ends the call (no command before it).
    ['joined, before call-start', 'awaitingCallStart', []],
  ] as const)('cancels with the single button while %s', async (_, where, commands) => {
    const { actor, line, phase, startCall, pendingStarts, microphones, types, noLiveMicrophone } =
      setUp();
    await startCall();
    if (where === 'awaitingCallStart') {
      pendingStarts[0]?.resolve();
      await flush();
    }
    expect(actor.getSnapshot().can({ type: 'call.toggle' })).toBe(true);
    actor.send({ type: 'call.toggle' });
    expect(microphones.every((m) => !m.live)).toBe(true);
    expect(line.commands).toEqual(commands);
    pendingStarts[0]?.resolve();
    await flush();
    await flush();
    expect(phase()).toBe('ready');
    expect(types()).toEqual(['sdk.ready', 'call.cancelled']);
    expect(noLiveMicrophone()).toBe(true);
  });

  it('ignores the single button while the microphone is asked for (rapid clicks start one call)', () => {
    const { actor } = setUp({}, { requestMicrophone: requestMicrophoneFake('pending') });
    actor.send({ type: 'sdk.prefetch' });
    return flush().then(() => {
      actor.send({ type: 'call.toggle' });
      expect(actor.getSnapshot().value).toBe('requestingMic');
      expect(actor.getSnapshot().can({ type: 'call.toggle' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'call.hangUp' })).toBe(true);
    });
  });

  it('treats a call-end while the start is pending as a failed start', async () => {
    const { line, phase, startCall, emitted, noLiveMicrophone } = setUp();
    await startCall();
    line.report({ type: 'driver.callEnded' });
    expect(phase()).toBe('ready');
    expect(emitted.at(-1)).toMatchObject({ type: 'call.failed', code: 'endedEarly' });
    expect(noLiveMicrophone()).toBe(true);
    expect(line.cleanups).toBe(1);
  });

  it('fails on a fatal provider error while the start is pending', async () => {
    const { line, phase, startCall, emitted, noLiveMicrophone } = setUp();
    await startCall();
    line.report({ type: 'driver.error', error: voiceErrors.ejected });
    expect(phase()).toBe('ready');
    expect(emitted.at(-1)).toMatchObject({ type: 'call.failed', code: 'startFailed' });
    expect(noLiveMicrophone()).toBe(true);
  });
});

describe('call machine: no error toast without intent', () => {
  it('says nothing when a prefetch fails; a pressed start then loads again and reports', async () => {
    let loads = 0;
    const { actor, phase, emitted } = setUp(
      {},
      {
        loadDriver: fromPromise<void>(async () => {
          loads += 1;
          throw Object.assign(new Error('chunk failed'), { name: 'VoiceInitError' });
        }),
      },
    );
    actor.send({ type: 'sdk.prefetch' });
    await flush();
    expect(phase()).toBe('sdkFailed');
    expect(emitted).toEqual([]);
    actor.send({ type: 'call.start' });
    await flush();
    expect(loads).toBe(2);
    expect(emitted).toEqual([{ type: 'call.failed', code: 'initFailed', message: 'chunk failed' }]);
  });
});

describe('call machine: start errors reset everything', () => {
  it.each([
    ['a start that cannot join', voiceErrors.connectionFailed, 'providerConnectionFailed'],
    ['a 401', voiceErrors.unauthorized, 'startFailed'],
  ] as const)('%s → %s', async (_, error, code) => {
    const { actor, phase, emitted, startCall, pendingStarts, line, noLiveMicrophone } = setUp();
    await startCall();
    line.report({ type: 'driver.volume', volume: 0.5 });
    pendingStarts[0]?.reject(thrown(error));
    await flush();
    const { context } = actor.getSnapshot();
    expect(phase()).toBe('ready');
    expect(context.error).toEqual({ code, message: error.message });
    expect([context.muted, context.volume, context.microphone]).toEqual([false, 0, null]);
    expect(emitted.at(-1)).toEqual({ type: 'call.failed', code, message: error.message });
    expect(noLiveMicrophone()).toBe(true);
    expect(line.cleanups).toBe(1);
  });

  it('clears the last error when a new call starts', async () => {
    const { actor, startCall, pendingStarts } = setUp();
    await startCall();
    pendingStarts[0]?.reject(thrown(voiceErrors.unauthorized));
    await flush();
    await startCall();
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('call machine: connected', () => {
  it('mutes only while connected', async () => {
    const { actor, line, startCall, pendingStarts, types } = setUp();
    await startCall();
    expect(actor.getSnapshot().can({ type: 'mic.toggleMute' })).toBe(false);
    actor.send({ type: 'mic.toggleMute' });
    expect(actor.getSnapshot().context.muted).toBe(false);
    pendingStarts[0]?.resolve();
    await flush();
    line.report({ type: 'driver.callStarted' });
    actor.send({ type: 'mic.toggleMute' });
    expect(actor.getSnapshot().context.muted).toBe(true);
    actor.send({ type: 'mic.toggleMute' });
    expect(line.commands).toEqual([
      { type: 'mute.set', muted: true },
      { type: 'mute.set', muted: false },
    ]);
    expect(types().slice(-2)).toEqual(['mic.muted', 'mic.unmuted']);
  });

  it('keeps the volume (0…1) and the final transcript lines', async () => {
    const { actor, line, connect, startCall } = setUp();
    await connect();
    line.report({ type: 'driver.volume', volume: 0.4 });
    line.report({ type: 'driver.volume', volume: 3 });
    expect(actor.getSnapshot().context.volume).toBe(1);
    line.report({ type: 'driver.message', message: transcript('assistant', 'Grüezi!', 'partial') });
    line.report({ type: 'driver.message', message: transcript('assistant', ' Grüezi! ') });
    line.report({ type: 'driver.message', message: transcript('user', 'Hallo') });
    line.report({ type: 'driver.message', message: transcript('user', '  ') });
    expect(actor.getSnapshot().context.transcript).toEqual([
      { role: 'assistant', text: 'Grüezi!', at: NOW },
      { role: 'visitor', text: 'Hallo', at: NOW },
    ]);
    line.report({ type: 'driver.callEnded' });
    expect(actor.getSnapshot().context.volume).toBe(0);
    expect(actor.getSnapshot().context.transcript).toHaveLength(2);
    await startCall();
    expect(actor.getSnapshot().context.transcript).toEqual([]);
  });

  it('hangs up: stops the call, releases the microphone, resets mute', async () => {
    const { actor, line, phase, connect, counts, types, noLiveMicrophone } = setUp();
    await connect();
    actor.send({ type: 'mic.toggleMute' });
    actor.send({ type: 'call.toggle' });
    expect(phase()).toBe('ending');
    await flush();
    expect(phase()).toBe('ready');
    expect(counts().stops).toBe(1);
    expect(types().at(-1)).toBe('call.ended');
    expect(actor.getSnapshot().context.muted).toBe(false);
    expect(noLiveMicrophone()).toBe(true);
    expect(line.connected).toBe(false);
  });

  // (A provider error the sample events do not carry: its type says the connection failed.)
  it('ends on a fatal provider error of type connection_failed', async () => {
    const { line, phase, connect, emitted, noLiveMicrophone } = setUp();
    await connect();
    line.report({
      type: 'driver.error',
      error: { type: 'connection_failed', message: 'Connection lost' },
    });
    expect(phase()).toBe('ready');
    expect(emitted.at(-1)).toMatchObject({ type: 'call.failed', code: 'providerConnectionFailed' });
    expect(noLiveMicrophone()).toBe(true);
  });
});

describe('call machine: leaving the page', () => {
  it('releases the microphone at once on pagehide, then hangs up', async () => {
    const { actor, phase, connect, microphones, counts, emitted } = setUp(
      {},
      { stopCall: stopCallFakes.pending },
    );
    await connect();
    actor.send({ type: 'page.left' });
    expect(microphones[0]?.live).toBe(false);
    expect(phase()).toBe('ending');
    expect(counts().stops).toBe(0); // the pending fake does not count
    expect(emitted.at(-1)).toEqual({ type: 'call.started' });
  });

  it('releases the microphone and the driver when the actor is stopped (route change)', async () => {
    const { actor, line, connect, microphones } = setUp();
    await connect();
    actor.stop();
    expect(line.cleanups).toBe(1);
    expect(microphones[0]?.live).toBe(false);
  });
});
