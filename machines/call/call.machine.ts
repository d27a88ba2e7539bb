import { and, not, type ActorRefFrom } from 'xstate';
import { NO_CAPTION_STARTS, NO_CAPTIONS } from './call.captions';
import { callSetup, EMPTY_RECAP_NOTES } from './call.setup';

/**
 * One voice call, shared by the widget, `/full`, the agent pages and the agents dialog: loads the
 * voice SDK (on a prefetch or the first start), asks for the microphone, starts the call and
 * counts it connected on the provider's call-start (or on any activity, for agent pages), tracks
 * speaking, volume, mute and the live transcript, and ends on hang-up, page exit, call-end or a
 * fatal error, always releasing the microphone: at once on a hang-up (also while the start is
 * still pending: that start is waited for, then ended). Connecting is
 * given up after `connectTimeout`. A failed prefetch is silent: only a pressed start reports it.
 * Failures are codes in `context.error`.
 */
/**
 * The visitor ends the session: 'Anruf beenden', a second press of the call button, or leaving
 * the page (recorded as such). `first`: what is let go before the session ends.
 */
function endedBy(
  target: string,
  reason: 'cancelled' | 'hungUp',
  first: readonly ('releaseMicrophone' | 'stopDriver')[],
) {
  const end = (params: 'cancelled' | 'hungUp' | 'pageLeft') => ({
    target,
    actions: [...first, { type: 'assignEndReason' as const, params }],
  });
  return { 'call.hangUp': end(reason), 'call.toggle': end(reason), 'page.left': end('pageLeft') };
}

export const callMachine = callSetup.createMachine({
  id: 'call',
  context: ({ input }) => ({
    agent: input.agent,
    connectOn: input.connectOn ?? 'callStart',
    enhancedAudio: input.enhancedAudio ?? false,
    error: null,
    startQueued: false,
    microphone: null,
    muted: false,
    volume: 0,
    transcript: [],
    captions: NO_CAPTIONS,
    captionStarts: NO_CAPTION_STARTS,
    endReason: null,
    micLevel: 0,
    micSilentSince: null,
    micUnheard: false,
    messageDraft: '',
    messageNote: null,
    clock: input.clock ?? Date.now,
    recapNotes: EMPTY_RECAP_NOTES,
    recap: null,
  }),
  // Outcome cards: a child for the surface's whole life, so the recap can list them.
  invoke: { id: 'outcomes', src: 'outcomes' },
  initial: 'sdkIdle',
  // Every press that starts (or queues) a call unlocks the audio output first, synchronously
  // inside that press (`unlockAudio`, a port: iOS Safari plays nothing otherwise).
  states: {
    sdkIdle: {
      on: {
        'sdk.prefetch': 'sdkLoading',
        'call.start': { target: 'sdkLoading', actions: ['unlockAudio', 'queueStart'] },
        'call.toggle': { target: 'sdkLoading', actions: ['unlockAudio', 'queueStart'] },
      },
    },
    sdkLoading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDriver',
        src: 'loadDriver',
        onDone: [
          {
            guard: 'isStartQueued',
            target: 'requestingMic',
            actions: ['emitSdkReady', 'beginCall'],
          },
          { target: 'ready', actions: 'emitSdkReady' },
        ],
        onError: [
          {
            guard: 'isStartQueued',
            target: 'sdkFailed',
            actions: ['unqueueStart', 'assignInitError', 'emitFailed'],
          },
          // Only a prefetch (hover, focus, a page that loads ahead): no toast without intent.
          { target: 'sdkFailed', actions: 'assignInitError' },
        ],
      },
      on: {
        // A hover prefetch is under way when the click arrives: the call begins once loaded.
        'call.start': { guard: not('isStartQueued'), actions: ['unlockAudio', 'queueStart'] },
        'call.toggle': { guard: not('isStartQueued'), actions: ['unlockAudio', 'queueStart'] },
        'call.hangUp': { guard: 'isStartQueued', actions: 'unqueueStart' },
      },
    },
    sdkFailed: {
      on: {
        'call.start': { target: 'sdkLoading', actions: ['unlockAudio', 'queueStart'] },
        'call.toggle': { target: 'sdkLoading', actions: ['unlockAudio', 'queueStart'] },
      },
    },
    ready: {
      on: {
        'call.start': { target: 'requestingMic', actions: ['unlockAudio', 'beginCall'] },
        'call.toggle': { target: 'requestingMic', actions: ['unlockAudio', 'beginCall'] },
      },
    },
    requestingMic: {
      tags: ['busy'],
      // A new call replaces the last recap (also when it never connects).
      entry: ['clearRecap', 'clearOutcomes'],
      invoke: {
        id: 'requestMicrophone',
        src: 'requestMicrophone',
        input: ({ context }) => ({ enhancedAudio: context.enhancedAudio }),
        onDone: { target: 'session', actions: 'assignMicrophone' },
        onError: { target: 'ready', actions: ['assignStartError', 'emitFailed'] },
      },
      on: {
        // Stopping the request makes the microphone actor release a late grant itself. The single
        // button does not cancel here: rapid clicks land here before the grant (one call starts).
        'call.hangUp': { target: 'ready', actions: 'emitCancelled' },
        'page.left': { target: 'ready' },
      },
    },
    session: {
      invoke: {
        id: 'driverEvents',
        src: 'driverEvents',
        input: ({ context }) => ({ microphone: context.microphone }),
      },
      exit: ['releaseMicrophone', 'resetCall'],
      on: {
        'driver.volume': { actions: 'assignVolume' },
        'driver.message': [
          { guard: 'isFinalTranscript', actions: ['appendTranscript', 'updateCaptions'] },
          // Live captions, and the service's end of the visitor's speech.
          { guard: 'isPartialTranscript', actions: 'updateCaptions' },
          { guard: 'isVisitorSpeechEnd', actions: 'noteServiceSpeechEnd' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['busy'],
          entry: 'clearEndReason',
          invoke: {
            id: 'startCall',
            src: 'startCall',
            input: ({ context }) => ({ agent: context.agent, microphone: context.microphone }),
            onDone: [{ guard: 'isCancelling', target: 'ending' }, { target: '.awaitingCallStart' }],
            onError: [
              { guard: 'isCancelling', target: '#call.ready', actions: 'emitEnded' },
              { target: '#call.ready', actions: ['assignStartError', 'emitFailed'] },
            ],
          },
          // No call hangs: leaving the session stops the driver's call (also a start still
          // pending, once it settles) and releases the microphone.
          after: {
            connectTimeout: [
              { guard: 'isCancelling', target: '#call.ready', actions: 'emitEnded' },
              { target: '#call.ready', actions: ['assignConnectTimeout', 'emitFailed'] },
            ],
          },
          initial: 'starting',
          states: {
            starting: {
              on: {
                // The SDK's stop does not cancel a pending start: the microphone is released and
                // the driver destroys what the start has built at once; the start is waited for.
                ...endedBy('cancelling', 'cancelled', ['releaseMicrophone', 'stopDriver']),
              },
            },
            awaitingCallStart: {
              on: {
                ...endedBy('#call.session.ending', 'cancelled', ['releaseMicrophone']),
              },
            },
            cancelling: {},
          },
          on: {
            'driver.callStarted': {
              guard: not('isCancelling'),
              target: 'connected',
            },
            'driver.speechStarted': {
              guard: and(['connectsOnActivity', not('isCancelling')]),
              target: 'connected.speaking',
            },
            'driver.message': {
              guard: and(['connectsOnActivity', 'isActivityMessage', not('isCancelling')]),
              target: 'connected',
              actions: ['appendTranscript', 'updateCaptions'],
            },
            // The service ended the call before it connected (also while the start is pending).
            'driver.callEnded': [
              { guard: 'isCancelling', target: '#call.ready', actions: 'emitEnded' },
              { target: '#call.ready', actions: ['assignEarlyEnd', 'emitFailed'] },
            ],
            'driver.error': [
              { guard: 'isNonFatalError', actions: 'emitDegraded' },
              {
                guard: not('isCancelling'),
                target: '#call.ready',
                actions: [
                  { type: 'assignDriverError', params: { connected: false } },
                  'emitFailed',
                ],
              },
            ],
          },
        },
        connected: {
          tags: ['live'],
          entry: ['emitStarted', 'noteRecapConnected'],
          // The screen stays awake; back after a long absence, 'Sind Sie noch da?'.
          // And the microphone choice, which also decides what the call's input ending means;
          // and whether the call can be heard (its sound may not start: 'Ton einschalten').
          invoke: [
            { id: 'presence', src: 'presence' },
            { id: 'microphones', src: 'microphones' },
            { id: 'output', src: 'output' },
          ],
          // However it ends (hang-up, remote end, failure, page exit): the recap is kept.
          exit: 'holdRecap',
          initial: 'listening',
          states: {
            listening: {
              on: {
                'driver.speechStarted': { target: 'speaking', actions: 'noteRecapAnswer' },
                'driver.networkInterrupted': 'reconnecting',
                'message.send': { guard: 'hasMessageText', actions: 'sendMessage' },
              },
            },
            speaking: {
              on: {
                'driver.speechEnded': 'listening',
                'driver.networkInterrupted': 'reconnecting',
                'message.send': { guard: 'hasMessageText', actions: 'sendMessage' },
              },
            },
            // Reconnecting: the network is gone; the call resumes when it returns, or
            // ends after `reconnectTimeout` (leaving the session releases the microphone). A
            // message sent meanwhile stays in the field, with a note.
            reconnecting: {
              tags: ['reconnecting'],
              exit: 'clearMessageNote',
              after: {
                reconnectTimeout: {
                  target: '#call.ready',
                  actions: ['assignReconnectTimeout', 'emitFailed'],
                },
              },
              on: {
                'driver.networkRestored': 'listening',
                'message.send': { actions: 'noteMessageWhileReconnecting' },
              },
            },
          },
          on: {
            // Hear-check: the visitor's own level, and silence without mute.
            'driver.micLevel': { actions: ['assignMicLevel', 'noteVisitorLevel'] },
            // Type instead of talk.
            'message.draftChanged': { actions: 'assignMessageDraft' },
            'driver.messageFailed': { guard: 'isSentMessage', actions: 'restoreUnsentMessage' },
            // Outcome cards: only a connected call's tool calls count.
            'driver.toolCall': { actions: 'forwardToolCall' },
            'mic.toggleMute': {
              actions: ['toggleMuted', 'applyMute', 'emitMuteChanged', 'resetHearCheck'],
            },
            ...endedBy('ending', 'hungUp', ['releaseMicrophone']),
            'driver.callEnded': { target: '#call.ready', actions: 'emitEndedRemotely' },
            'driver.error': [
              { guard: 'isNonFatalError', actions: 'emitDegraded' },
              { guard: 'isRemoteEnd', target: '#call.ready', actions: 'emitEndedRemotely' },
              {
                target: '#call.ready',
                actions: [{ type: 'assignDriverError', params: { connected: true } }, 'emitFailed'],
              },
            ],
          },
        },
        ending: {
          tags: ['busy'],
          invoke: {
            id: 'stopCall',
            src: 'stopCall',
            onDone: { target: '#call.ready', actions: 'emitEnded' },
            // The call is reset all the same: the session's exit releases the microphone.
            onError: { target: '#call.ready', actions: ['assignStopError', 'emitFailed'] },
          },
        },
      },
    },
  },
});

export type CallMachine = typeof callMachine;

/** A running call actor (one per surface: widget, agents dialog, agent page, `/full`). */
export type CallActorRef = ActorRefFrom<CallMachine>;
