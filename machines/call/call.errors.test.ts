import { describe, expect, it } from 'vitest';
import {
  classifyCallError,
  classifyInitError,
  classifyStartError,
  classifyStopError,
  isNonFatal,
  isRemoteEnd,
  messageOf,
} from './call.errors';
import { voiceErrors } from './call.fakes';

const domError = (name: string, message = name) => Object.assign(new Error(message), { name });

describe('classifyStartError', () => {
  it.each([
    ['NotAllowedError', 'micPermissionDenied'],
    ['PermissionDeniedError', 'micPermissionDenied'],
    ['SecurityError', 'micPermissionDenied'],
    ['NoMicrophoneError', 'noMicrophone'],
    ['NotFoundError', 'micNotFound'],
    ['DevicesNotFoundError', 'micNotFound'],
    ['NotReadableError', 'micNotFound'],
    ['OverconstrainedError', 'micNotFound'],
    ['SdkNotReadyError', 'sdkNotReady'],
    ['VoiceInitError', 'initFailed'],
  ])('%s → %s', (name, code) => {
    expect(classifyStartError(domError(name, 'msg'))).toEqual({ code, message: 'msg' });
  });

  it('sees a provider connection failure in type connection_failed or a message with "failed"', () => {
    expect(classifyStartError({ type: 'connection_failed', message: 'x' }).code).toBe(
      'providerConnectionFailed',
    );
    expect(classifyStartError(voiceErrors.connectionFailed).code).toBe('providerConnectionFailed');
    expect(classifyStartError(new TypeError('Failed to fetch')).code).toBe(
      'providerConnectionFailed',
    );
    expect(classifyStartError({ type: 'daily-error', message: 'join failed' }).code).toBe(
      'providerConnectionFailed',
    );
  });

  it('calls anything else a start failure and keeps its message', () => {
    expect(classifyStartError(voiceErrors.unauthorized)).toEqual({
      code: 'startFailed',
      message: voiceErrors.unauthorized.message,
    });
    expect(
      classifyStartError(new Error('Assistant or Squad or Workflow must be provided.')),
    ).toEqual({ code: 'startFailed', message: 'Assistant or Squad or Workflow must be provided.' });
    expect(classifyStartError(undefined)).toEqual({ code: 'startFailed', message: '' });
    expect(classifyStartError('boom')).toEqual({ code: 'startFailed', message: 'boom' });
  });
});

describe('provider errors during a call', () => {
  it('takes the driver’s word that the service ended the call', () => {
    expect(isRemoteEnd(voiceErrors.ejected)).toBe(true);
    expect(isRemoteEnd({ type: 'daily-error', message: 'x', outcome: 'remoteEnd' })).toBe(true);
    expect(isRemoteEnd(voiceErrors.other)).toBe(false);
    // The machine knows no provider spelling: unjudged, "Meeting has ended" is a failure.
    expect(isRemoteEnd({ type: 'ejected', message: 'Meeting has ended' })).toBe(false);
  });

  it('takes the driver’s word that the call goes on (noise filter and the like)', () => {
    expect(isNonFatal(voiceErrors.krisp)).toBe(true);
    expect(isNonFatal({ type: 'daily-error', message: 'x', outcome: 'nonFatal' })).toBe(true);
    expect(isNonFatal(voiceErrors.connectionFailed)).toBe(false);
    expect(isNonFatal(voiceErrors.ejected)).toBe(false);
    expect(isNonFatal({ type: 'audio-processor-error', message: 'KrispInitError' })).toBe(false);
  });

  it('reads a microphone track that ended mid-call as the microphone not available', () => {
    // The drivers' word for a track that ended by itself (permission revoked, device unplugged).
    expect(classifyCallError({ type: 'microphone-ended', message: 'Track ended' }, true)).toEqual({
      code: 'micNotFound',
      message: 'Track ended',
    });
  });

  it('classifies other errors by whether the call was connected', () => {
    expect(classifyCallError(voiceErrors.other, true).code).toBe('callFailed');
    expect(classifyCallError(voiceErrors.other, false).code).toBe('startFailed');
    expect(classifyCallError(voiceErrors.connectionFailed, true).code).toBe(
      'providerConnectionFailed',
    );
  });
});

describe('init and stop failures', () => {
  it('are their own codes, whatever the error', () => {
    expect(classifyInitError(new Error('chunk failed'))).toEqual({
      code: 'initFailed',
      message: 'chunk failed',
    });
    expect(classifyStopError(new Error('destroy'))).toEqual({
      code: 'stopFailed',
      message: 'destroy',
    });
  });
});

describe('messageOf', () => {
  it('finds a nested message', () => {
    expect(messageOf({ error: { message: 'inner' } })).toBe('inner');
    expect(messageOf({ error: 'plain' })).toBe('plain');
    expect(messageOf(42)).toBe('');
  });

  it('reads nothing, and throws nothing, from null, a null cause or a non-text message', () => {
    expect(messageOf(null)).toBe('');
    expect(messageOf({ error: null })).toBe('');
    expect(messageOf({ message: 42, error: { message: 'inner' } })).toBe('inner');
    expect(messageOf({ message: undefined })).toBe('');
  });

  it('stops at an error that wraps itself', () => {
    const error: Record<string, unknown> = { name: 'Weird' };
    error.error = error;
    expect(messageOf(error)).toBe('');
  });
});
