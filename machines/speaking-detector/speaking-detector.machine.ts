import { assign, emit, fromCallback, sendTo, setup } from 'xstate';
import type {
  LevelSamplerRequest,
  SpeakingDetectorContext,
  SpeakingDetectorEmitted,
  SpeakingDetectorEvent,
  StatusUpdateMessage,
} from './speaking-detector.types';

/** Spec section 9: remote levels are read this often. */
export const SAMPLE_INTERVAL_MS = 100;
/** Spec section 9: speech ends this long after the last level above the threshold. */
export const SPEAKING_TIMEOUT_MS = 1000;
/** Spec section 9: a summed level strictly above this is speech. */
export const SPEECH_THRESHOLD = 0.01;
/** Spec section 9: the summed level divided by this (capped at 1) is the volume. */
export const VOLUME_DIVISOR = 0.15;

/** The summed level of one sample. */
export const sumLevels = (levels: readonly number[]) =>
  levels.reduce((sum, level) => sum + level, 0);

/** Volume for a summed level: sum / 0.15, capped at 1 (never below 0). */
export const toVolume = (sum: number) => Math.max(0, Math.min(1, sum / VOLUME_DIVISOR));

export const ENDED_STATUS: StatusUpdateMessage = {
  type: 'status-update',
  status: 'ended',
  endedReason: 'customer-ended-call',
};

const sampledSum = (event: SpeakingDetectorEvent) =>
  event.type === 'levels.sampled' ? sumLevels(event.levels) : 0;

/**
 * A voice session's speaking detection (spec section 4, "Speaking detection"): every 100 ms it
 * asks its level sampler for the remote levels, sums them, reports the volume, starts speech
 * above 0.01 and ends it 1000 ms after the last such level. Starting a started session is
 * ignored; ending posts call-end and the `status-update` message, then stops sampling.
 */
export const speakingDetectorMachine = setup({
  types: {
    context: {} as SpeakingDetectorContext,
    events: {} as SpeakingDetectorEvent,
    emitted: {} as SpeakingDetectorEmitted,
  },
  actors: {
    // Reads the remote audio level when asked (`levels.read`) and answers `levels.sampled`.
    // By default nothing answers: the owner may send `levels.sampled` itself instead.
    levelSampler: fromCallback<LevelSamplerRequest>(() => {}),
  },
  delays: {
    sampleInterval: SAMPLE_INTERVAL_MS,
    speakingTimeout: SPEAKING_TIMEOUT_MS,
  },
  guards: {
    isSpeech: ({ event }) => sampledSum(event) > SPEECH_THRESHOLD,
  },
  actions: {
    requestLevels: sendTo('levelSampler', { type: 'levels.read' } satisfies LevelSamplerRequest),
    assignVolume: assign({ volume: ({ event }) => toVolume(sampledSum(event)) }),
    emitVolume: emit(({ context }) => ({
      type: 'volume.measured' as const,
      volume: context.volume,
    })),
    emitSpeechStarted: emit({ type: 'speech.started' }),
    emitSpeechEnded: emit({ type: 'speech.ended' }),
    emitCallEnded: emit({ type: 'call.ended' }),
    emitStatusEnded: emit({ type: 'message.received', message: ENDED_STATUS }),
    disableNoiseCancellation: assign({ noiseCancellation: false }),
    emitNoiseCancellationDisabled: emit({ type: 'noiseCancellation.disabled' }),
    cleanUp: assign({ volume: 0, noiseCancellation: true }),
  },
}).createMachine({
  id: 'speakingDetector',
  context: { volume: 0, noiseCancellation: true },
  initial: 'idle',
  states: {
    idle: {
      on: { 'session.start': 'active' },
    },
    active: {
      type: 'parallel',
      invoke: { id: 'levelSampler', src: 'levelSampler' },
      on: {
        // Leaving `active` stops the sampler and cancels both timers.
        'session.end': {
          target: 'idle',
          actions: ['emitCallEnded', 'emitStatusEnded', 'cleanUp'],
        },
        'audioProcessor.failed': {
          actions: ['disableNoiseCancellation', 'emitNoiseCancellationDisabled'],
        },
      },
      states: {
        sampling: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                sampleInterval: { target: 'waiting', reenter: true, actions: 'requestLevels' },
              },
            },
          },
        },
        speech: {
          initial: 'silent',
          states: {
            silent: {
              on: {
                'levels.sampled': [
                  {
                    guard: 'isSpeech',
                    target: 'speaking',
                    actions: ['assignVolume', 'emitVolume', 'emitSpeechStarted'],
                  },
                  { actions: ['assignVolume', 'emitVolume'] },
                ],
              },
            },
            speaking: {
              on: {
                // Re-entering restarts the speaking timeout: it counts from the last speech level.
                'levels.sampled': [
                  {
                    guard: 'isSpeech',
                    target: 'speaking',
                    reenter: true,
                    actions: ['assignVolume', 'emitVolume'],
                  },
                  { actions: ['assignVolume', 'emitVolume'] },
                ],
              },
              after: {
                speakingTimeout: { target: 'silent', actions: 'emitSpeechEnded' },
              },
            },
          },
        },
      },
    },
  },
});

export type SpeakingDetectorMachine = typeof speakingDetectorMachine;
