import type { AnyMachineSnapshot } from 'xstate';
import type { CallContext, CallEmitted, CallErrorCode } from '../../machines/call/call.types';
import {
  expectedCallFeaturesUi,
  expectedMicHelp,
  isReconnecting,
  RECONNECTING_STATUS,
  type CallFeaturesUi,
} from './call-features.expected';

/*
 * Test oracle: what the widget's dialog must show for a state of the call machine, written from
 * the spec (sections 2, 4, 8) with its German texts as literals. It reads only the machine's
 * state value, tags and context, never the views' selectors or the content module, so a wrong
 * selector or a typo in the copy fails the replays that use it.
 */

/** A toast as the visitor sees it: destructive unless marked success (spec section 8). */
export interface ExpectedToast {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

/** The colour of the activity ring and status dot (spec section 2). */
export type ActivityTone = 'idle' | 'loading' | 'connected' | 'speaking';

/** The call is connected (spec 4: on the provider's call-start), listening or speaking. */
export const isConnected = (snapshot: AnyMachineSnapshot) => snapshot.hasTag('live');

/** The assistant is speaking (spec 4: speech-start, until speech-end). */
export const isSpeaking = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ session: { connected: 'speaking' } });

/**
 * A start was asked for and the call is not connected yet: a start queued while the SDK loads,
 * the microphone request, joining (also a start being cancelled).
 */
export const isStarting = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('requestingMic') ||
  snapshot.matches({ session: 'connecting' }) ||
  (snapshot.matches('sdkLoading') && (snapshot.context as CallContext).startQueued);

/** A call can be started from here: no call is under way (a start while the SDK loads queues). */
export const acceptsStart = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('sdkIdle') ||
  snapshot.matches('sdkFailed') ||
  snapshot.matches('ready') ||
  (snapshot.matches('sdkLoading') && !(snapshot.context as CallContext).startQueued);

/**
 * The single microphone button acts: it starts (also queuing while the SDK loads), or it ends a
 * call that is joining or connected. Not during the microphone prompt (rapid clicks must not
 * start two calls), a queued start, a cancel under way or the hang-up.
 */
export const acceptsToggle = (snapshot: AnyMachineSnapshot) =>
  acceptsStart(snapshot) ||
  snapshot.matches({ session: { connecting: 'starting' } }) ||
  snapshot.matches({ session: { connecting: 'awaitingCallStart' } }) ||
  isConnected(snapshot);

/** From the start until the call is over the microphone button ends (or cancels) it. */
export const toggleEnds = (snapshot: AnyMachineSnapshot) => snapshot.matches('session');

/**
 * The status line (spec section 2), shared by the widget and the agent pages: speaking and
 * listening while connected, 'Verbinde...' from the click until connected, 'Lädt...' while only
 * the SDK loads and while hanging up, 'Bereit' otherwise.
 */
export function expectedStatusLine(snapshot: AnyMachineSnapshot): string {
  if (isReconnecting(snapshot)) return RECONNECTING_STATUS;
  if (isSpeaking(snapshot)) return 'KI spricht...';
  if (isConnected(snapshot)) return 'Am Zuhören';
  if (isStarting(snapshot)) return 'Verbinde...';
  if (snapshot.matches('sdkLoading') || snapshot.matches({ session: 'ending' })) return 'Lädt...';
  return 'Bereit';
}

/** The ring's and the dot's colour, state by state (spec 2: idle, loading, connected, speaking). */
export function expectedActivityTone(snapshot: AnyMachineSnapshot): ActivityTone {
  if (isReconnecting(snapshot)) return 'loading';
  if (isSpeaking(snapshot)) return 'speaking';
  if (isConnected(snapshot)) return 'connected';
  if (
    isStarting(snapshot) ||
    snapshot.matches('sdkLoading') ||
    snapshot.matches({ session: 'ending' })
  )
    return 'loading';
  return 'idle';
}

/** What the widget's dialog shows, as text. */
/**
 * What the call's polite live region says (issue 16: state changes announced once, in German):
 * connecting, listening, speaking, reconnecting, and ended once a connected call is over.
 */
export function expectedAnnouncement(snapshot: AnyMachineSnapshot): string {
  if (snapshot.matches({ session: 'connecting' })) return 'Verbindung wird hergestellt.';
  if (snapshot.matches({ session: { connected: 'reconnecting' } }))
    return 'Verbindung unterbrochen – wird wiederhergestellt.';
  if (snapshot.matches({ session: { connected: 'speaking' } })) return 'Die KI spricht.';
  if (snapshot.matches({ session: 'connected' })) return 'Verbunden. Die KI hört zu.';
  if (snapshot.matches('ready') && (snapshot.context as CallContext).recap !== null)
    return 'Gespräch beendet.';
  return '';
}

/**
 * The recap card (issue 16): after a call that connected, until the next call starts; its
 * title names the agent ('Ihr Gespräch mit Clara') or the assistant ('… mit dem Assistenten').
 */
export function expectedRecap(snapshot: AnyMachineSnapshot, withWhom: string): string[] | null {
  if (snapshot.matches('session') || (snapshot.context as CallContext).recap === null) return null;
  return [
    `Ihr Gespräch mit ${withWhom}`,
    'Transkript herunterladen',
    'Transkript kopieren',
    'Demo für mein Unternehmen anfragen',
  ];
}

export interface WidgetUi {
  status: string;
  /** The colour of the status dot. */
  tone: ActivityTone;
  mic: { label: string; disabled: boolean };
  talkDisabled: boolean;
  micPrompt: boolean;
  privacy: boolean;
  /** Issue 16: hear-check and the text field. */
  features: CallFeaturesUi;
  /** Issue 22: the compact live transcript's lines on screen (while connected), or null. */
  transcriptLines: number | null;
  /** The recap card (download, copy and the demo request). */
  recap: string[] | null;
  /** Issue 22: the help after a refused microphone (its texts and retry), or null. */
  micHelp: readonly string[] | null;
}

/** The UI a call state must show in the widget's dialog. */
export function expectedWidgetUi(snapshot: AnyMachineSnapshot): WidgetUi {
  return {
    status: expectedStatusLine(snapshot),
    tone: expectedActivityTone(snapshot),
    mic: {
      label: toggleEnds(snapshot) ? 'Gespräch beenden' : 'Gespräch starten',
      disabled: !acceptsToggle(snapshot),
    },
    // 'Sprich mit mir' also starts a talk: only when no call is under way.
    talkDisabled: !acceptsStart(snapshot),
    micPrompt: snapshot.matches('requestingMic'),
    privacy: !isConnected(snapshot),
    features: expectedCallFeaturesUi(snapshot, 'Nachricht an den Assistenten'),
    // Issue 22: during the call, the last four lines (typed lines and answers included).
    transcriptLines: isConnected(snapshot)
      ? Math.min(4, (snapshot.context as CallContext).transcript.length)
      : null,
    recap: expectedRecap(snapshot, 'dem Assistenten'),
    micHelp: expectedMicHelp(snapshot),
  };
}

const error = (title: string, description?: string): ExpectedToast =>
  description === undefined ? { kind: 'error', title } : { kind: 'error', title, description };

/**
 * The destructive toast per error code on the widget and the full page: spec section 8 lists
 * them together ("Widget and full page"), with the full page's own variants where it has them.
 */
export function callErrorToast(
  code: CallErrorCode,
  surface: 'widget' | 'fullPage',
  message = '',
): ExpectedToast {
  const full = surface === 'fullPage';
  switch (code) {
    case 'micPermissionDenied':
      return error(
        'Mikrofon-Berechtigung verweigert',
        full
          ? 'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon.'
          : 'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon und versuchen Sie es erneut.',
      );
    case 'noMicrophone':
      return error(
        'Kein Mikrofon gefunden',
        'Bitte schließen Sie ein Mikrofon an und versuchen Sie es erneut.',
      );
    case 'micNotFound':
      return error(
        'Mikrofon nicht verfügbar',
        'Ihr Mikrofon konnte nicht zugegriffen werden. Überprüfen Sie Ihre Browser-Einstellungen.',
      );
    case 'providerConnectionFailed':
      return error('Fehler', 'Verbindungsfehler aufgetreten. Bitte versuchen Sie es erneut.');
    case 'sdkNotReady':
      // "widget detail: 'Vapi ist noch nicht initialisiert.'"
      return full
        ? error('SDK nicht bereit')
        : error('SDK nicht bereit', 'Vapi ist noch nicht initialisiert.');
    case 'initFailed':
      return error('Initialisierungsfehler', 'Vapi konnte nicht initialisiert werden.');
    case 'stopFailed':
      return error(
        'Fehler beim Beenden',
        'Das Gespräch konnte nicht ordnungsgemäß beendet werden.',
      );
    // The app's own start failures (no answer in time, ended before connecting): German, no server text.
    case 'connectTimeout':
    case 'endedEarly':
      return error('Verbindungsfehler', 'Die Verbindung konnte nicht hergestellt werden.');
    case 'startFailed':
    case 'callFailed':
      // "Other start failure on the full page: 'Verbindungsfehler' / 'Die Verbindung konnte nicht
      // hergestellt werden.'"; "other widget start failure: 'Verbindungsfehler' with the error
      // message or 'Unbekannter Fehler'."
      return full
        ? error('Verbindungsfehler', 'Die Verbindung konnte nicht hergestellt werden.')
        : error('Verbindungsfehler', message.trim() || 'Unbekannter Fehler');
  }
}

/**
 * The toasts the widget must raise for what the call reported (spec section 8). A cancelled
 * start, a degraded call and the SDK's readiness show none; a call ended by leaving the page
 * shows none (the page is gone).
 */
export function expectedWidgetToasts(emitted: readonly CallEmitted[]): ExpectedToast[] {
  return emitted.flatMap((event): ExpectedToast[] => {
    switch (event.type) {
      case 'call.failed':
        return [callErrorToast(event.code, 'widget', event.message)];
      case 'call.started':
        return [
          {
            kind: 'success',
            title: 'Verbindung hergestellt',
            description: 'Sie können jetzt sprechen.',
          },
        ];
      case 'call.ended':
        return event.reason === 'pageLeft'
          ? []
          : [
              {
                kind: 'success',
                title: 'Gespräch beendet',
                description: 'Das Gespräch wurde beendet.',
              },
            ];
      default:
        return [];
    }
  });
}
