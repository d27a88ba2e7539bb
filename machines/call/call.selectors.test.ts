import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import {
  instantCallFakes,
  loadDriverFakes,
  requestMicrophoneFake,
  startCallFakes,
  stopCallFakes,
} from './call.fakes';
import { callMachine } from './call.machine';
import {
  selectAnnouncement,
  selectCanHangUp,
  selectCanStart,
  selectCanToggleMute,
  selectError,
  selectIsBusy,
  selectIsConnected,
  selectIsMuted,
  selectIsSdkReady,
  selectIsSpeaking,
  selectIsStarting,
  selectMicBlocked,
  selectPhase,
  selectToggleEnds,
  selectTranscript,
  selectVolume,
  type CallAnnouncement,
  type CallPhase,
} from './call.selectors';
import type { CallInput } from './call.types';
import { stateName } from '../../tests/model/paths';

/*
 * The selectors, read from the spec (sections 2 and 4) on real actors: every state is reached by
 * the events a visitor and the voice service produce, with the machine's fakes for its actors.
 */

const settle = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/** Ready for a call: the SDK is loaded, nothing is under way (spec 4: idle/ready). */
const READY: Expected = {
  state: 'ready',
  phase: 'ready',
  sdkReady: true,
  busy: false,
  starting: false,
  connected: false,
  toggleEnds: false,
  speaking: false,
  canStart: true,
  canHangUp: false,
  canToggleMute: false,
  announcement: null,
};

/** In a call, the assistant not speaking (spec 4: connected). */
const LISTENING: Expected = {
  state: 'session.connected.listening',
  phase: 'listening',
  sdkReady: true,
  busy: false,
  starting: false,
  connected: true,
  toggleEnds: true,
  speaking: false,
  canStart: false,
  canHangUp: true,
  canToggleMute: true,
  announcement: 'listening',
};

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

type Fakes = Partial<
  Record<'loadDriver' | 'requestMicrophone' | 'startCall' | 'stopCall', AnyActorLogic>
>;

/** The injected clock: tests move it on. */
const clockNow = Date.UTC(2026, 10, 25, 11, 0, 0);

/** A call actor on the fakes (by default every step succeeds at once) and its driver line. */
function call(fakes: Fakes = {}, input: Partial<CallInput> = {}) {
  const { line, actors: provided } = instantCallFakes(fakes);
  const actor = createActor(callMachine.provide({ actors: provided as never }), {
    input: { agent: 'helvox', clock: () => clockNow, ...input },
  });
  actors.push(actor);
  actor.start();
  return { actor, line };
}

/** A connected call (the provider's call-start), listening. */
async function connected(fakes: Fakes = {}) {
  const c = call(fakes);
  c.actor.send({ type: 'call.start' });
  await settle();
  c.line.report({ type: 'driver.callStarted' });
  return c;
}

interface Expected {
  /** The machine's state, to show the scenario reaches what it names. */
  state: string;
  phase: CallPhase;
  sdkReady: boolean;
  busy: boolean;
  starting: boolean;
  connected: boolean;
  toggleEnds: boolean;
  speaking: boolean;
  canStart: boolean;
  canHangUp: boolean;
  canToggleMute: boolean;
  /** What the screen reader is told (a live region): null where nothing new is announced. */
  announcement: CallAnnouncement | null;
}

/** Every state a visitor can meet, how it is reached, and what each selector says there. */
const states: Array<[string, () => Promise<ReturnType<typeof call>>, Expected]> = [
  [
    'page opened, SDK not loaded (a click starts: the start loads it first)',
    async () => call(),
    {
      state: 'sdkIdle',
      phase: 'sdkIdle',
      sdkReady: false,
      busy: false,
      starting: false,
      connected: false,
      toggleEnds: false,
      speaking: false,
      canStart: true,
      canHangUp: false,
      canToggleMute: false,
      announcement: null,
    },
  ],
  [
    'SDK loading after a prefetch (hover): not a start, a click queues one',
    async () => {
      const c = call({ loadDriver: loadDriverFakes.pending });
      c.actor.send({ type: 'sdk.prefetch' });
      return c;
    },
    {
      state: 'sdkLoading',
      phase: 'sdkLoading',
      sdkReady: false,
      busy: true,
      starting: false,
      connected: false,
      toggleEnds: false,
      speaking: false,
      canStart: true,
      canHangUp: false,
      canToggleMute: false,
      announcement: null,
    },
  ],
  [
    'SDK loading with a start queued: starting, once; a hang-up drops the start',
    async () => {
      const c = call({ loadDriver: loadDriverFakes.pending });
      c.actor.send({ type: 'call.start' });
      return c;
    },
    {
      state: 'sdkLoading',
      phase: 'sdkLoading',
      sdkReady: false,
      busy: true,
      starting: true,
      connected: false,
      toggleEnds: false,
      speaking: false,
      canStart: false,
      canHangUp: true,
      canToggleMute: false,
      announcement: null,
    },
  ],
  [
    'SDK failed to load (prefetch): a click retries',
    async () => {
      const c = call({ loadDriver: loadDriverFakes.failing });
      c.actor.send({ type: 'sdk.prefetch' });
      await settle();
      return c;
    },
    {
      state: 'sdkFailed',
      phase: 'sdkFailed',
      sdkReady: false,
      busy: false,
      starting: false,
      connected: false,
      toggleEnds: false,
      speaking: false,
      canStart: true,
      canHangUp: false,
      canToggleMute: false,
      announcement: null,
    },
  ],
  [
    'SDK ready (idle/ready)',
    async () => {
      const c = call();
      c.actor.send({ type: 'sdk.prefetch' });
      await settle();
      return c;
    },
    READY,
  ],
  [
    'microphone permission requested (spec 4: before the call starts)',
    async () => {
      const c = call({ requestMicrophone: requestMicrophoneFake('pending') });
      c.actor.send({ type: 'call.start' });
      await settle();
      return c;
    },
    {
      state: 'requestingMic',
      phase: 'requestingMic',
      sdkReady: true,
      busy: true,
      starting: true,
      connected: false,
      toggleEnds: false,
      speaking: false,
      canStart: false,
      canHangUp: true,
      canToggleMute: false,
      announcement: null,
    },
  ],
  [
    'connecting, the provider start pending',
    async () => {
      const c = call({ startCall: startCallFakes.pending });
      c.actor.send({ type: 'call.start' });
      await settle();
      return c;
    },
    {
      state: 'session.connecting.starting',
      phase: 'connecting',
      sdkReady: true,
      busy: true,
      starting: true,
      connected: false,
      toggleEnds: true,
      speaking: false,
      canStart: false,
      canHangUp: true,
      canToggleMute: false,
      announcement: 'connecting',
    },
  ],
  [
    'connecting, started, waiting for the provider’s call-start',
    async () => {
      const c = call();
      c.actor.send({ type: 'call.start' });
      await settle();
      return c;
    },
    {
      state: 'session.connecting.awaitingCallStart',
      phase: 'connecting',
      sdkReady: true,
      busy: true,
      starting: true,
      connected: false,
      toggleEnds: true,
      speaking: false,
      canStart: false,
      canHangUp: true,
      canToggleMute: false,
      announcement: 'connecting',
    },
  ],
  [
    'a start being cancelled (hung up while the provider start is pending)',
    async () => {
      const c = call({ startCall: startCallFakes.pending });
      c.actor.send({ type: 'call.start' });
      await settle();
      c.actor.send({ type: 'call.hangUp' });
      return c;
    },
    {
      state: 'session.connecting.cancelling',
      phase: 'connecting',
      sdkReady: true,
      busy: true,
      starting: true,
      connected: false,
      toggleEnds: true,
      speaking: false,
      canStart: false,
      canHangUp: false,
      canToggleMute: false,
      announcement: 'connecting',
    },
  ],
  ['connected, listening (provider call-start)', async () => connected(), LISTENING],
  [
    'connected, the assistant speaking (speech-start)',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.speechStarted' });
      return c;
    },
    {
      state: 'session.connected.speaking',
      phase: 'speaking',
      sdkReady: true,
      busy: false,
      starting: false,
      connected: true,
      toggleEnds: true,
      speaking: true,
      canStart: false,
      canHangUp: true,
      canToggleMute: true,
      announcement: 'speaking',
    },
  ],
  [
    'back to listening on speech-end',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.speechStarted' });
      c.line.report({ type: 'driver.speechEnded' });
      return c;
    },
    LISTENING,
  ],
  [
    'hanging up (the provider stop pending)',
    async () => {
      const c = await connected({ stopCall: stopCallFakes.pending });
      c.actor.send({ type: 'call.hangUp' });
      return c;
    },
    {
      state: 'session.ending',
      phase: 'ending',
      sdkReady: true,
      busy: true,
      starting: false,
      connected: false,
      toggleEnds: true,
      speaking: false,
      canStart: false,
      canHangUp: false,
      canToggleMute: false,
      announcement: null,
    },
  ],
  [
    'idle again after the call ended (call-end): its end is announced (the recap is there)',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.callEnded' });
      return c;
    },
    { ...READY, announcement: 'ended' },
  ],
  [
    'idle again after a start error (permission denied)',
    async () => {
      const c = call({ requestMicrophone: requestMicrophoneFake('denied') });
      c.actor.send({ type: 'call.start' });
      await settle();
      return c;
    },
    READY,
  ],
];

describe('call selectors, state by state', () => {
  it.each(states)('%s', async (_, reach, expected) => {
    const { actor } = await reach();
    const s = actor.getSnapshot();
    expect({
      state: stateName(s.value),
      phase: selectPhase(s),
      sdkReady: selectIsSdkReady(s),
      busy: selectIsBusy(s),
      starting: selectIsStarting(s),
      connected: selectIsConnected(s),
      toggleEnds: selectToggleEnds(s),
      speaking: selectIsSpeaking(s),
      canStart: selectCanStart(s),
      canHangUp: selectCanHangUp(s),
      canToggleMute: selectCanToggleMute(s),
      announcement: selectAnnouncement(s),
    }).toEqual(expected);
  });
});

describe('call selectors on the call’s data', () => {
  it('mute toggles only while connected, and a new call starts unmuted', async () => {
    const { actor, line } = await connected();
    expect(selectIsMuted(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'mic.toggleMute' });
    expect(selectIsMuted(actor.getSnapshot())).toBe(true);
    expect(line.commands).toEqual([{ type: 'mute.set', muted: true }]);
    actor.send({ type: 'mic.toggleMute' });
    expect(selectIsMuted(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'mic.toggleMute' });
    expect(selectIsMuted(actor.getSnapshot())).toBe(true);
    line.report({ type: 'driver.callEnded' });
    expect(selectIsMuted(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'mic.toggleMute' });
    expect(selectIsMuted(actor.getSnapshot())).toBe(false);
  });

  it('the volume follows the assistant, capped at 1, and falls to 0 when the call ends', async () => {
    const { actor, line } = await connected();
    expect(selectVolume(actor.getSnapshot())).toBe(0);
    line.report({ type: 'driver.volume', volume: 0.4 });
    expect(selectVolume(actor.getSnapshot())).toBe(0.4);
    line.report({ type: 'driver.volume', volume: 1.7 });
    expect(selectVolume(actor.getSnapshot())).toBe(1);
    line.report({ type: 'driver.callEnded' });
    expect(selectVolume(actor.getSnapshot())).toBe(0);
  });

  it('the transcript holds the final lines of assistant and visitor, until the next call', async () => {
    const { actor, line } = await connected();
    expect(selectTranscript(actor.getSnapshot())).toEqual([]);
    const say = (role: string, transcript: string, transcriptType = 'final') =>
      line.report({
        type: 'driver.message',
        message: { type: 'transcript', role, transcriptType, transcript },
      });
    say('assistant', 'Grüezi, wie kann ich helfen?');
    say('user', 'Einen Ter', 'partial');
    say('user', ' Einen Termin bitte. ');
    const lines = [
      { role: 'assistant', text: 'Grüezi, wie kann ich helfen?', at: clockNow },
      { role: 'visitor', text: 'Einen Termin bitte.', at: clockNow },
    ];
    expect(selectTranscript(actor.getSnapshot())).toEqual(lines);
    line.report({ type: 'driver.callEnded' });
    expect(selectTranscript(actor.getSnapshot())).toEqual(lines);
    actor.send({ type: 'call.start' });
    expect(selectTranscript(actor.getSnapshot())).toEqual([]);
  });

  it('the error is the last failure’s code, none before and none once a new start begins', async () => {
    const { actor } = call({ requestMicrophone: requestMicrophoneFake('denied') });
    expect(selectError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'call.start' });
    await settle();
    expect(selectError(actor.getSnapshot())).toEqual({
      code: 'micPermissionDenied',
      message: 'Permission denied',
    });
    actor.send({ type: 'call.start' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('agent pages count a call connected on the first speech-start, already speaking', async () => {
    const { actor, line } = call({}, { connectOn: 'anyActivity' });
    actor.send({ type: 'call.start' });
    await settle();
    line.report({ type: 'driver.speechStarted' });
    const s = actor.getSnapshot();
    expect([selectPhase(s), selectIsConnected(s), selectIsSpeaking(s)]).toEqual([
      'speaking',
      true,
      true,
    ]);
  });

  // Issue 22: the call card's help after a refused microphone.
  it.each([
    ['denied', true],
    ['none', false],
    ['notFound', false],
  ] as const)(
    'the microphone help shows after a refusal only (%s: %s), until a new start begins',
    async (outcome, shown) => {
      const { actor } = call({ requestMicrophone: requestMicrophoneFake(outcome) });
      expect(selectMicBlocked(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'call.start' });
      await settle();
      expect(stateName(actor.getSnapshot().value)).toBe('ready');
      expect(selectMicBlocked(actor.getSnapshot())).toBe(shown);
      actor.send({ type: 'sdk.prefetch' });
      expect(selectMicBlocked(actor.getSnapshot())).toBe(shown);
      actor.send({ type: 'call.start' });
      expect(stateName(actor.getSnapshot().value)).toBe('requestingMic');
      expect(selectMicBlocked(actor.getSnapshot())).toBe(false);
    },
  );

  it('the microphone help does not show for other start failures', async () => {
    const { actor } = call({ startCall: startCallFakes.unauthorized });
    actor.send({ type: 'call.start' });
    await settle();
    expect(selectError(actor.getSnapshot())?.code).toBe('startFailed');
    expect(selectMicBlocked(actor.getSnapshot())).toBe(false);
  });
});
