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
  selectCaptions,
  selectError,
  selectIsBusy,
  selectIsConnected,
  selectIsMuted,
  selectIsReconnecting,
  selectIsSdkReady,
  selectIsSpeaking,
  selectIsStarting,
  selectMessageDraft,
  selectMessageNote,
  selectMicBlocked,
  selectMicLevel,
  selectMicUnheard,
  selectPhase,
  selectToggleEnds,
  selectTranscript,
  selectVolume,
  type CallAnnouncement,
  type CallPhase,
} from './call.selectors';
import { stateName } from '../../tests/model/paths';

/*
 * The selectors, read from the spec (sections 2 and 4) on real actors: every state is reached by
 * the events a visitor and the voice service produce, with the machine's fakes for its actors.
 * (What the machine holds in each state is the generated paths' claim: call.paths.test.ts.)
 */

const settle = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

type Fakes = Partial<
  Record<'loadDriver' | 'requestMicrophone' | 'startCall' | 'stopCall', AnyActorLogic>
>;

/** A call actor on the fakes (by default every step succeeds at once) and its driver line. */
function call(fakes: Fakes = {}) {
  const { line, actors: provided } = instantCallFakes(fakes);
  const actor = createActor(callMachine.provide({ actors: provided as never }), {
    input: { agent: 'helvox', clock: () => 1_000 },
  });
  actors.push(actor);
  actor.start();
  return { actor, line };
}

/** A call with `event` sent and its actors settled. */
async function sent(type: 'sdk.prefetch' | 'call.start', fakes: Fakes = {}) {
  const c = call(fakes);
  c.actor.send({ type });
  await settle();
  return c;
}

/** A connected call (the provider's call-start), listening. */
async function connected(fakes: Fakes = {}) {
  const c = await sent('call.start', fakes);
  c.line.report({ type: 'driver.callStarted' });
  return c;
}

/** The boolean selectors; a row of the table lists those that are true. */
const FLAGS = {
  sdkReady: selectIsSdkReady,
  busy: selectIsBusy,
  starting: selectIsStarting,
  connected: selectIsConnected,
  reconnecting: selectIsReconnecting,
  toggleEnds: selectToggleEnds,
  speaking: selectIsSpeaking,
  canStart: selectCanStart,
  canHangUp: selectCanHangUp,
  canToggleMute: selectCanToggleMute,
};

/** Every state a visitor can meet: how it is reached, the state, phase, true flags, announcement. */
const states: Array<
  [
    string,
    () => Promise<ReturnType<typeof call>>,
    string,
    CallPhase,
    string,
    CallAnnouncement | null,
  ]
> = [
  ['page opened, SDK not loaded', async () => call(), 'sdkIdle', 'sdkIdle', 'canStart', null],
  [
    'SDK loading after a prefetch (hover): a click queues a start',
    () => sent('sdk.prefetch', { loadDriver: loadDriverFakes.pending }),
    'sdkLoading',
    'sdkLoading',
    'busy canStart',
    null,
  ],
  [
    'SDK loading with a start queued: starting, once; a hang-up drops the start',
    () => sent('call.start', { loadDriver: loadDriverFakes.pending }),
    'sdkLoading',
    'sdkLoading',
    'busy starting canHangUp',
    null,
  ],
  [
    'SDK failed to load (prefetch): a click retries',
    () => sent('sdk.prefetch', { loadDriver: loadDriverFakes.failing }),
    'sdkFailed',
    'sdkFailed',
    'canStart',
    null,
  ],
  ['SDK ready', () => sent('sdk.prefetch'), 'ready', 'ready', 'sdkReady canStart', null],
  [
    'microphone permission requested',
    () => sent('call.start', { requestMicrophone: requestMicrophoneFake('pending') }),
    'requestingMic',
    'requestingMic',
    'sdkReady busy starting canHangUp',
    null,
  ],
  [
    'connecting, the provider start pending',
    () => sent('call.start', { startCall: startCallFakes.pending }),
    'session.connecting.starting',
    'connecting',
    'sdkReady busy starting toggleEnds canHangUp',
    'connecting',
  ],
  [
    'connecting, started, waiting for the provider’s call-start',
    () => sent('call.start'),
    'session.connecting.awaitingCallStart',
    'connecting',
    'sdkReady busy starting toggleEnds canHangUp',
    'connecting',
  ],
  [
    'a start being cancelled (hung up while the provider start is pending)',
    async () => {
      const c = await sent('call.start', { startCall: startCallFakes.pending });
      c.actor.send({ type: 'call.hangUp' });
      return c;
    },
    'session.connecting.cancelling',
    'connecting',
    'sdkReady busy starting toggleEnds',
    'connecting',
  ],
  [
    'connected, listening',
    () => connected(),
    'session.connected.listening',
    'listening',
    'sdkReady connected toggleEnds canHangUp canToggleMute',
    'listening',
  ],
  [
    'connected, the assistant speaking',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.speechStarted' });
      return c;
    },
    'session.connected.speaking',
    'speaking',
    'sdkReady connected toggleEnds speaking canHangUp canToggleMute',
    'speaking',
  ],
  [
    'back to listening on speech-end',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.speechStarted' });
      c.line.report({ type: 'driver.speechEnded' });
      return c;
    },
    'session.connected.listening',
    'listening',
    'sdkReady connected toggleEnds canHangUp canToggleMute',
    'listening',
  ],
  [
    'back to listening when the network returns',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.networkInterrupted' });
      c.line.report({ type: 'driver.networkRestored' });
      return c;
    },
    'session.connected.listening',
    'listening',
    'sdkReady connected toggleEnds canHangUp canToggleMute',
    'listening',
  ],
  [
    'connected, the network gone',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.networkInterrupted' });
      return c;
    },
    'session.connected.reconnecting',
    'listening',
    'sdkReady connected reconnecting toggleEnds canHangUp canToggleMute',
    'reconnecting',
  ],
  [
    'hanging up (the provider stop pending)',
    async () => {
      const c = await connected({ stopCall: stopCallFakes.pending });
      c.actor.send({ type: 'call.hangUp' });
      return c;
    },
    'session.ending',
    'ending',
    'sdkReady busy toggleEnds',
    null,
  ],
  [
    'ready again after a connected call ended: its end is announced (the recap is there)',
    async () => {
      const c = await connected();
      c.line.report({ type: 'driver.callEnded' });
      return c;
    },
    'ready',
    'ready',
    'sdkReady canStart',
    'ended',
  ],
];

describe('call selectors, state by state', () => {
  it.each(states)('%s', async (_, reach, state, phase, flags, announcement) => {
    const s = (await reach()).actor.getSnapshot();
    const trueFlags = Object.entries(FLAGS)
      .filter(([, select]) => select(s))
      .map(([name]) => name);
    expect([
      stateName(s.value),
      selectPhase(s),
      trueFlags.join(' '),
      selectAnnouncement(s),
    ]).toEqual([state, phase, flags, announcement]);
  });
});

describe('call selectors on the call’s data', () => {
  it('read what the call holds', async () => {
    const { actor, line } = await connected();
    actor.send({ type: 'mic.toggleMute' });
    line.report({ type: 'driver.volume', volume: 0.4 });
    line.report({ type: 'driver.micLevel', level: 0.3, at: 0 });
    const say = (role: string, transcriptType: string, transcript: string) =>
      line.report({
        type: 'driver.message',
        message: { type: 'transcript', role, transcriptType, transcript },
      });
    say('assistant', 'final', 'Grüezi');
    say('user', 'partial', 'Einen Ter');
    actor.send({ type: 'message.draftChanged', text: 'c'.repeat(501) });
    const s = actor.getSnapshot();
    expect({
      muted: selectIsMuted(s),
      volume: selectVolume(s),
      micLevel: selectMicLevel(s),
      unheard: selectMicUnheard(s),
      transcript: selectTranscript(s),
      captions: selectCaptions(s),
      draft: selectMessageDraft(s),
      note: selectMessageNote(s),
    }).toEqual({
      muted: true,
      volume: 0.4,
      micLevel: 0.3,
      unheard: false,
      transcript: [{ role: 'assistant', text: 'Grüezi', at: 1_000 }],
      captions: { assistant: null, visitor: 'Einen Ter' },
      draft: 'c'.repeat(500),
      note: 'cut',
    });
  });

  // The call card's help after a refused microphone, until a new start begins.
  it.each([
    ['refused', { requestMicrophone: requestMicrophoneFake('denied') }, 'micPermissionDenied'],
    ['none', { requestMicrophone: requestMicrophoneFake('none') }, 'noMicrophone'],
    ['not found', { requestMicrophone: requestMicrophoneFake('notFound') }, 'micNotFound'],
    ['a 401', { startCall: startCallFakes.unauthorized }, 'startFailed'],
  ] as const)(
    'the error, and the microphone help only when refused: %s',
    async (_, fakes, code) => {
      const { actor } = call(fakes);
      expect([selectError(actor.getSnapshot()), selectMicBlocked(actor.getSnapshot())]).toEqual([
        null,
        false,
      ]);
      actor.send({ type: 'call.start' });
      await settle();
      const s = actor.getSnapshot();
      expect([stateName(s.value), selectError(s)?.code, selectMicBlocked(s)]).toEqual([
        'ready',
        code,
        code === 'micPermissionDenied',
      ]);
      actor.send({ type: 'call.start' });
      expect([selectError(actor.getSnapshot()), selectMicBlocked(actor.getSnapshot())]).toEqual([
        null,
        false,
      ]);
    },
  );
});
