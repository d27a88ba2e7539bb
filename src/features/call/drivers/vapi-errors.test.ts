import { describe, expect, it } from 'vitest';
import { isNonFatal, isRemoteEnd } from '@machines/call/call.errors';
import { toVoiceError } from './vapi-errors';

/** The driver judges its provider's errors; the call machine reads only the judgement. */
describe('Vapi / daily-js errors, judged by the driver', () => {
  it('recognises the service ending the call', () => {
    const ejected = toVoiceError({
      type: 'daily-error',
      error: { message: { type: 'ejected', msg: 'Meeting has ended' } },
    });
    expect(ejected.outcome).toBe('remoteEnd');
    expect(isRemoteEnd(ejected)).toBe(true);
    expect(toVoiceError({ type: 'ejected', message: '' }).outcome).toBe('remoteEnd');
    expect(toVoiceError({ type: 'daily-error', message: 'Meeting has ended' }).outcome).toBe(
      'remoteEnd',
    );
    expect(toVoiceError({ type: 'daily-error', message: 'x', details: 'ejected' }).outcome).toBe(
      'remoteEnd',
    );
    expect(
      toVoiceError({ type: 'daily-error', message: 'Unexpected server response' }).outcome,
    ).toBeUndefined();
  });

  it('treats noise-filter and audio-processing errors as non-fatal', () => {
    const krisp = toVoiceError({
      type: 'audio-processing-setup-error',
      error: { message: 'Canceled', name: 'KrispInitError' },
    });
    expect(krisp.outcome).toBe('nonFatal');
    expect(isNonFatal(krisp)).toBe(true);
    expect(
      toVoiceError({ type: 'daily-error', message: 'x', cause: 'KrispInitError' }).outcome,
    ).toBe('nonFatal');
    expect(toVoiceError({ type: 'audio-processor-error', message: '' }).outcome).toBe('nonFatal');
    expect(
      toVoiceError({ type: 'audio-start-failed', message: 'NotAllowedError: play()' }).outcome,
    ).toBe('nonFatal');
    expect(
      toVoiceError({ type: 'daily-error', message: 'Failed to load call object bundle' }).outcome,
    ).toBeUndefined();
  });

  it.each([
    'audio-processing-setup-error',
    'local-audio-level-observer-error',
    'audio-observer-setup-error',
    'camera-error',
    'video-recording-setup-error',
  ])('treats provider error type %s as non-fatal, whatever its message', (type) => {
    expect(toVoiceError({ type, message: 'x' }).outcome).toBe('nonFatal');
  });

  it.each([
    'NoiseCancellation failed',
    'noise-cancel init',
    'AudioProcessor crashed',
    'audio processor crashed',
  ])('recognises noise-filter trouble in the text %j', (message) => {
    expect(toVoiceError({ type: 'daily-error', message }).outcome).toBe('nonFatal');
  });

  it('says nothing of a network drop but maps it to the spec connection failure', () => {
    const drop = toVoiceError({ type: 'daily-error', error: { type: 'connection-error' } });
    expect(drop.type).toBe('connection_failed');
    expect(drop.outcome).toBeUndefined();
  });
});
