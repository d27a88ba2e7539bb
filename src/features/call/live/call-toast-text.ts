import { voice } from '@/content/de/voice';
import type { CallEmitted, CallErrorCode } from '@machines/call/call.types';

const { errors: e, toasts: t } = voice;

/** Where a call runs: the texts of its toasts differ. */
export type VoiceSurface = 'widget' | 'fullPage' | 'agentPage';

export interface VoiceToast {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

const error = (title: string, description?: string): VoiceToast =>
  description === undefined ? { kind: 'error', title } : { kind: 'error', title, description };
const success = (text: { title: string; description?: string }): VoiceToast => ({
  kind: 'success',
  ...text,
});

/**
 * The destructive toast for a call error code on a surface. `message` is the provider's message
 * the widget shows for "other" failures ('Unbekannter Fehler' without one; the app's own failures
 * have codes and German texts); `agent` the agent's name on agent pages.
 */
export function errorToast(
  surface: VoiceSurface,
  code: CallErrorCode,
  { message = '', agent = '' }: { message?: string; agent?: string } = {},
): VoiceToast {
  if (surface === 'agentPage') {
    if (code === 'providerConnectionFailed') return error(...pair(t.agent.connectionError(agent)));
    if (code === 'stopFailed') return error(e.stopFailed, e.stopFailedText);
    return error(t.agent.startFailed.title, t.agent.startFailed.description);
  }
  const full = surface === 'fullPage';
  switch (code) {
    case 'micPermissionDenied':
      return error(e.micPermissionDenied, full ? e.micPermissionFull : e.micPermissionRetry);
    case 'noMicrophone':
      return error(e.noMicrophone, e.noMicrophoneText);
    case 'micNotFound':
      return error(e.micNotFound, e.micNotFoundText);
    case 'providerConnectionFailed':
      return error(e.providerError, e.providerErrorText);
    case 'sdkNotReady':
      return full ? error(e.sdkNotReady) : error(e.sdkNotReady, e.sdkNotReadyWidget);
    case 'initFailed':
      return error(e.initFailed, e.initFailedText);
    case 'stopFailed':
      return error(e.stopFailed, e.stopFailedText);
    case 'connectTimeout':
    case 'endedEarly':
      // The app's own start failures, in German: the call could not connect.
      return error(e.connectionError, e.startFailedFull);
    case 'startFailed':
    case 'callFailed':
      return full
        ? error(e.connectionError, e.startFailedFull)
        : error(e.connectionError, message.trim() || e.unknownError);
  }
}

const pair = (text: { title: string; description: string }) =>
  [text.title, text.description] as const;

/**
 * The toast for anything the call machine emits on a surface, or null when that surface shows
 * none (e.g. mute toasts exist only on agent pages; a cancelled start shows nothing).
 */
export function callToast(
  surface: VoiceSurface,
  event: CallEmitted,
  agent = '',
): VoiceToast | null {
  switch (event.type) {
    case 'call.failed':
      return errorToast(surface, event.code, { message: event.message, agent });
    case 'call.started':
      return success(surface === 'agentPage' ? t.agent.started(agent) : t.connected);
    case 'call.ended':
      if (event.reason === 'pageLeft') return null;
      if (surface === 'agentPage') return success(t.agent.ended(agent));
      return success(surface === 'fullPage' ? t.endedFull : t.endedWidget);
    case 'sdk.ready':
      return surface === 'fullPage' ? success(t.sdkReady) : null;
    case 'mic.muted':
      return surface === 'agentPage' ? success(t.agent.muted) : null;
    case 'mic.unmuted':
      return surface === 'agentPage' ? success(t.agent.unmuted) : null;
    case 'call.cancelled':
    case 'call.degraded':
      return null;
  }
}
