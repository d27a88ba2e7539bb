import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { callStepsAlongPaths } from '../../tests/model/call-snapshots';
import {
  CONNECTED,
  CONNECTING,
  IN_SESSION,
  type CallModel,
  type Phase,
} from '../../tests/expected/call.model';
import { acceptsStart, isStarting } from '../../tests/expected/call-surfaces.expected';
import { type callMachine } from './call.machine';
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
  selectRecap,
  selectToggleEnds,
  selectTranscript,
  selectVolume,
  type CallAnnouncement,
  type CallPhase,
} from './call.selectors';

/*
 * The selectors, read from the spec (sections 2 and 4): the call's covering paths (those
 * `call.paths.test.ts` replays) walked on a real actor, and after every step each selector must
 * say what the call's model (`tests/expected/call.model.ts`) says there. (The recap's figures:
 * call.recap.test.ts.)
 */

/** The status line's phase: joining is 'connecting', the network away still 'listening'. */
const PHASES: Record<Phase, CallPhase> = {
  sdkIdle: 'sdkIdle',
  sdkLoading: 'sdkLoading',
  sdkFailed: 'sdkFailed',
  ready: 'ready',
  requestingMic: 'requestingMic',
  starting: 'connecting',
  awaitingCallStart: 'connecting',
  cancelling: 'connecting',
  listening: 'listening',
  speaking: 'speaking',
  reconnecting: 'listening',
  ending: 'ending',
};

/** What a screen reader is told; 'ended' once a connected call is over (its recap is there). */
const ANNOUNCED: Partial<Record<Phase, CallAnnouncement>> = {
  starting: 'connecting',
  awaitingCallStart: 'connecting',
  cancelling: 'connecting',
  listening: 'listening',
  speaking: 'speaking',
  reconnecting: 'reconnecting',
};

function expected(model: CallModel) {
  const { phase, call } = model;
  const connected = CONNECTED.includes(phase);
  const starting = isStarting(model);
  return {
    phase: PHASES[phase],
    sdkReady: !['sdkIdle', 'sdkLoading', 'sdkFailed'].includes(phase),
    // The spinner: the SDK loading, the microphone prompt, joining, hanging up.
    busy: ['sdkLoading', 'requestingMic', ...CONNECTING, 'ending'].includes(phase),
    starting,
    connected,
    reconnecting: phase === 'reconnecting',
    toggleEnds: IN_SESSION.includes(phase),
    speaking: phase === 'speaking',
    canStart: acceptsStart(model),
    // Hang-up ends a call or cancels a start; not once a cancel or a hang-up is under way.
    canHangUp: connected || (starting && phase !== 'cancelling'),
    canToggleMute: connected,
    announcement: ANNOUNCED[phase] ?? (phase === 'ready' && call.recap ? 'ended' : null),
    muted: call.muted,
    volume: call.volume,
    micLevel: call.micLevel,
    unheard: call.micUnheard,
    transcript: call.transcript,
    captions: call.captions,
    draft: call.messageDraft,
    note: call.messageNote,
    error: call.error,
    // The call card's help after a refused microphone, until a new start begins.
    micBlocked: call.error?.code === 'micPermissionDenied',
    recapShown: !IN_SESSION.includes(phase) && call.recap !== null,
  };
}

const read = (s: SnapshotFrom<typeof callMachine>) => ({
  phase: selectPhase(s),
  sdkReady: selectIsSdkReady(s),
  busy: selectIsBusy(s),
  starting: selectIsStarting(s),
  connected: selectIsConnected(s),
  reconnecting: selectIsReconnecting(s),
  toggleEnds: selectToggleEnds(s),
  speaking: selectIsSpeaking(s),
  canStart: selectCanStart(s),
  canHangUp: selectCanHangUp(s),
  canToggleMute: selectCanToggleMute(s),
  announcement: selectAnnouncement(s),
  muted: selectIsMuted(s),
  volume: selectVolume(s),
  micLevel: selectMicLevel(s),
  unheard: selectMicUnheard(s),
  transcript: selectTranscript(s),
  captions: selectCaptions(s),
  draft: selectMessageDraft(s),
  note: selectMessageNote(s),
  error: selectError(s),
  micBlocked: selectMicBlocked(s),
  recapShown: selectRecap(s) !== null,
});

describe('call selectors along the covering paths', () => {
  it.each(callStepsAlongPaths())('%s', (_, steps) => {
    for (const { label, snapshot, model } of steps())
      expect(read(snapshot), label).toEqual(expected(model));
  });
});
