import type { CallError, CallErrorCode, VoiceError } from './call.types';

const PERMISSION_DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const MIC_UNAVAILABLE = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'NotReadableError',
  'TrackStartError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
]);
/** Names the app's own code gives its errors (see `src/features/call/devices/microphone-lease.ts`, the drivers). */
export const ERROR_NAMES = {
  noMicrophone: 'NoMicrophoneError',
  sdkNotReady: 'SdkNotReadyError',
  initFailed: 'VoiceInitError',
} as const;

/**
 * The error type the drivers report when the call's microphone track ends by itself mid-call
 * (permission revoked, device unplugged): the "microphone not available" toast.
 */
export const MICROPHONE_ENDED = 'microphone-ended';

const field = (error: unknown, key: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The most telling text of any thrown value or provider error. */
export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = text(field(error, 'message'));
  if (message) return message;
  const nested = field(error, 'error');
  if (nested !== undefined && nested !== error) return messageOf(nested);
  return '';
}

/** Spec section 8: type `connection_failed`, or a message containing "failed" (any case). */
export function isConnectionFailure(error: unknown): boolean {
  return field(error, 'type') === 'connection_failed' || /failed/i.test(messageOf(error));
}

/** The service ended the call (the driver recognised it): a normal end, not a crash. */
export function isRemoteEnd(error: VoiceError): boolean {
  return error.outcome === 'remoteEnd';
}

/** A feature failed (noise filter, level meter …; the driver recognised it): the call goes on. */
export function isNonFatal(error: VoiceError): boolean {
  return error.outcome === 'nonFatal';
}

function codeOf(error: unknown, fallback: CallErrorCode): CallErrorCode {
  const name = text(field(error, 'name'));
  if (PERMISSION_DENIED.has(name)) return 'micPermissionDenied';
  if (name === ERROR_NAMES.noMicrophone) return 'noMicrophone';
  if (MIC_UNAVAILABLE.has(name) || field(error, 'type') === MICROPHONE_ENDED) return 'micNotFound';
  if (name === ERROR_NAMES.sdkNotReady) return 'sdkNotReady';
  if (name === ERROR_NAMES.initFailed) return 'initFailed';
  if (isConnectionFailure(error)) return 'providerConnectionFailed';
  return fallback;
}

/**
 * Classifies a failure of the microphone request or of the driver's start (spec section 8):
 * permission denied, no microphone, microphone unavailable, SDK not ready or not initialised,
 * provider connection failure, otherwise a start failure.
 */
export function classifyStartError(error: unknown): CallError {
  return { code: codeOf(error, 'startFailed'), message: messageOf(error) };
}

/** Classifies a provider error reported during a call that is already connecting or connected. */
export function classifyCallError(error: VoiceError, connected: boolean): CallError {
  return {
    code: codeOf(error, connected ? 'callFailed' : 'startFailed'),
    message: messageOf(error),
  };
}

/** A failure to load or construct the SDK. */
export function classifyInitError(error: unknown): CallError {
  return { code: 'initFailed', message: messageOf(error) };
}

/** A failure to hang up. */
export function classifyStopError(error: unknown): CallError {
  return { code: 'stopFailed', message: messageOf(error) };
}
