import { describe, expect, it } from 'vitest';
import { toVoiceError } from './vapi-errors';

/**
 * The driver judges its provider's errors (`outcome`); the call machine reads only the
 * judgement (machines/call/call.errors.test.ts: isRemoteEnd, isNonFatal).
 */
describe('Vapi / daily-js errors, judged by the driver', () => {
  it.each([
    // The service ended the call.
    [
      { type: 'daily-error', error: { message: { type: 'ejected', msg: 'Meeting has ended' } } },
      'remoteEnd',
    ],
    [{ type: 'ejected', message: '' }, 'remoteEnd'],
    [{ type: 'daily-error', message: 'Meeting has ended' }, 'remoteEnd'],
    [{ type: 'daily-error', message: 'x', details: 'ejected' }, 'remoteEnd'],
    [{ type: 'daily-error', message: 'Unexpected server response' }, undefined],
    // Noise filter, level meters, playback: never the end of a call, whatever the message.
    [
      {
        type: 'audio-processing-setup-error',
        error: { message: 'Canceled', name: 'KrispInitError' },
      },
      'nonFatal',
    ],
    [{ type: 'daily-error', message: 'x', cause: 'KrispInitError' }, 'nonFatal'],
    [{ type: 'audio-processor-error', message: '' }, 'nonFatal'],
    [{ type: 'audio-start-failed', message: 'NotAllowedError: play()' }, 'nonFatal'],
    [{ type: 'audio-processing-setup-error', message: 'x' }, 'nonFatal'],
    [{ type: 'local-audio-level-observer-error', message: 'x' }, 'nonFatal'],
    [{ type: 'audio-observer-setup-error', message: 'x' }, 'nonFatal'],
    [{ type: 'camera-error', message: 'x' }, 'nonFatal'],
    [{ type: 'video-recording-setup-error', message: 'x' }, 'nonFatal'],
    [{ type: 'daily-error', message: 'NoiseCancellation failed' }, 'nonFatal'],
    [{ type: 'daily-error', message: 'noise-cancel init' }, 'nonFatal'],
    [{ type: 'daily-error', message: 'AudioProcessor crashed' }, 'nonFatal'],
    [{ type: 'daily-error', message: 'audio processor crashed' }, 'nonFatal'],
    [{ type: 'daily-error', message: 'Failed to load call object bundle' }, undefined],
  ] as const)('%j: %s', (raw, outcome) => {
    expect(toVoiceError(raw).outcome).toBe(outcome);
  });

  it('says nothing of a network drop but maps it to the spec connection failure', () => {
    const drop = toVoiceError({ type: 'daily-error', error: { type: 'connection-error' } });
    expect(drop.type).toBe('connection_failed');
    expect(drop.outcome).toBeUndefined();
  });
});
