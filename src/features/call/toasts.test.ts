import { describe, expect, it } from 'vitest';
import type { CallErrorCode } from '@machines/call/call.types';
import { callToast, errorToast } from './toasts';

const codes: CallErrorCode[] = [
  'micPermissionDenied',
  'noMicrophone',
  'micNotFound',
  'providerConnectionFailed',
  'sdkNotReady',
  'initFailed',
  'startFailed',
  'callFailed',
  'stopFailed',
];

describe('voice error toasts (spec section 8)', () => {
  it('widget', () => {
    const table = Object.fromEntries(
      codes.map((code) => [code, errorToast('widget', code, { message: 'boom' })]),
    );
    expect(table).toEqual({
      micPermissionDenied: {
        kind: 'error',
        title: 'Mikrofon-Berechtigung verweigert',
        description: 'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon und versuchen Sie es erneut.',
      },
      noMicrophone: {
        kind: 'error',
        title: 'Kein Mikrofon gefunden',
        description: 'Bitte schließen Sie ein Mikrofon an und versuchen Sie es erneut.',
      },
      micNotFound: {
        kind: 'error',
        title: 'Mikrofon nicht verfügbar',
        description:
          'Ihr Mikrofon konnte nicht zugegriffen werden. Überprüfen Sie Ihre Browser-Einstellungen.',
      },
      providerConnectionFailed: {
        kind: 'error',
        title: 'Fehler',
        description: 'Verbindungsfehler aufgetreten. Bitte versuchen Sie es erneut.',
      },
      sdkNotReady: {
        kind: 'error',
        title: 'SDK nicht bereit',
        description: 'Vapi ist noch nicht initialisiert.',
      },
      initFailed: {
        kind: 'error',
        title: 'Initialisierungsfehler',
        description: 'Vapi konnte nicht initialisiert werden.',
      },
      startFailed: { kind: 'error', title: 'Verbindungsfehler', description: 'boom' },
      callFailed: { kind: 'error', title: 'Verbindungsfehler', description: 'boom' },
      stopFailed: {
        kind: 'error',
        title: 'Fehler beim Beenden',
        description: 'Das Gespräch konnte nicht ordnungsgemäß beendet werden.',
      },
    });
    expect(errorToast('widget', 'startFailed').description).toBe('Unbekannter Fehler');
  });

  it('full page differs in permission, SDK-not-ready and start-failure texts', () => {
    expect(errorToast('fullPage', 'micPermissionDenied')).toEqual({
      kind: 'error',
      title: 'Mikrofon-Berechtigung verweigert',
      description: 'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon.',
    });
    expect(errorToast('fullPage', 'sdkNotReady')).toEqual({
      kind: 'error',
      title: 'SDK nicht bereit',
    });
    expect(errorToast('fullPage', 'startFailed', { message: 'boom' })).toEqual({
      kind: 'error',
      title: 'Verbindungsfehler',
      description: 'Die Verbindung konnte nicht hergestellt werden.',
    });
    expect(errorToast('fullPage', 'providerConnectionFailed')).toEqual(
      errorToast('widget', 'providerConnectionFailed'),
    );
  });

  it('agent pages: a start failure or a connection error naming the agent', () => {
    for (const code of codes.filter(
      (c) => c !== 'providerConnectionFailed' && c !== 'stopFailed',
    )) {
      expect(errorToast('agentPage', code, { agent: 'Clara' })).toEqual({
        kind: 'error',
        title: 'Fehler',
        description: 'Anruf konnte nicht gestartet werden.',
      });
    }
    expect(errorToast('agentPage', 'providerConnectionFailed', { agent: 'Clara' })).toEqual({
      kind: 'error',
      title: 'Verbindungsfehler',
      description: 'Es gab ein Problem bei der Verbindung zu Clara.',
    });
  });
});

describe('voice error toasts show German only', () => {
  it('a connect timeout: the connection could not be made, on every surface', () => {
    expect(errorToast('widget', 'connectTimeout')).toEqual({
      kind: 'error',
      title: 'Verbindungsfehler',
      description: 'Die Verbindung konnte nicht hergestellt werden.',
    });
    expect(errorToast('fullPage', 'connectTimeout')).toEqual({
      kind: 'error',
      title: 'Verbindungsfehler',
      description: 'Die Verbindung konnte nicht hergestellt werden.',
    });
    expect(errorToast('agentPage', 'connectTimeout', { agent: 'Clara' })).toEqual({
      kind: 'error',
      title: 'Fehler',
      description: 'Anruf konnte nicht gestartet werden.',
    });
  });

  it('the app’s own start failures never show their technical (English) message', () => {
    const failed = (code: 'endedEarly' | 'connectTimeout', message: string) =>
      callToast('widget', { type: 'call.failed', code, message });
    expect(failed('connectTimeout', 'The call did not connect within 25 s')).toEqual({
      kind: 'error',
      title: 'Verbindungsfehler',
      description: 'Die Verbindung konnte nicht hergestellt werden.',
    });
    expect(failed('endedEarly', 'The call ended before it was connected')).toEqual({
      kind: 'error',
      title: 'Verbindungsfehler',
      description: 'Die Verbindung konnte nicht hergestellt werden.',
    });
    expect(errorToast('agentPage', 'endedEarly', { agent: 'Clara' })?.title).toBe('Fehler');
  });
});

describe('voice success toasts', () => {
  it('widget and full page', () => {
    expect(callToast('widget', { type: 'call.started' })).toEqual({
      kind: 'success',
      title: 'Verbindung hergestellt',
      description: 'Sie können jetzt sprechen.',
    });
    expect(callToast('widget', { type: 'call.ended', reason: 'hungUp' })).toEqual({
      kind: 'success',
      title: 'Gespräch beendet',
      description: 'Das Gespräch wurde beendet.',
    });
    expect(callToast('fullPage', { type: 'call.ended', reason: 'remote' })).toEqual({
      kind: 'success',
      title: 'Verbindung beendet',
      description: 'Das Gespräch wurde beendet.',
    });
    expect(callToast('fullPage', { type: 'sdk.ready' })).toEqual({
      kind: 'success',
      title: 'Sichere Verbindung',
    });
    expect(callToast('widget', { type: 'sdk.ready' })).toBeNull();
    expect(callToast('widget', { type: 'mic.muted' })).toBeNull();
    expect(callToast('widget', { type: 'call.cancelled' })).toBeNull();
    expect(callToast('widget', { type: 'call.ended', reason: 'pageLeft' })).toBeNull();
  });

  it('agent pages', () => {
    const toast = (event: Parameters<typeof callToast>[1]) => callToast('agentPage', event, 'Mia');
    expect(toast({ type: 'call.started' })).toEqual({
      kind: 'success',
      title: 'Anruf gestartet',
      description: 'Sie sind nun mit Mia verbunden.',
    });
    expect(toast({ type: 'call.ended', reason: 'hungUp' })).toEqual({
      kind: 'success',
      title: 'Anruf beendet',
      description: 'Die Verbindung zu Mia wurde getrennt.',
    });
    expect(toast({ type: 'mic.unmuted' })).toEqual({
      kind: 'success',
      title: 'Mikrofon aktiviert',
      description: 'Sie können wieder sprechen.',
    });
    expect(toast({ type: 'mic.muted' })).toEqual({
      kind: 'success',
      title: 'Mikrofon stummgeschaltet',
      description: 'Ihr Mikrofon ist stumm.',
    });
    expect(toast({ type: 'call.failed', code: 'micNotFound', message: '' })?.title).toBe('Fehler');
  });
});
