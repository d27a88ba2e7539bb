import type { CallEmitted, CallErrorCode } from '../../machines/call/call.types';
import { CONNECTED, CONNECTING, IN_SESSION, type CallModel, type CallRules } from './call.model';
import {
  expectedCallFeaturesUi,
  expectedMicHelp,
  isReconnecting,
  RECONNECTING_STATUS,
  type CallFeaturesUi,
} from './call-features.expected';

/*
 * Test oracle: what the widget's dialog must show at each step of a path, written from the spec
 * (sections 2, 4, 8) with its German texts as literals. It reads the call's model
 * (`call.model.ts`: the spec's call played along the path's events) and what the model says the
 * call reported, never the machine's state, tags or context, the views' selectors or the content
 * module: a machine bug that moves the screen, a wrong selector or a typo in the copy fails the
 * replays that use it.
 */

/** The widget's call (spec sections 2 and 4): the site's assistant, connected on call-start. */
export const WIDGET_CALL: CallRules = { agent: 'helvox', connectOn: 'callStart' };

/** A toast as the visitor sees it: destructive unless marked success (spec section 8). */
export interface ExpectedToast {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

/** Toasts as a screen `compareScreen` can compare: no description is `null`. */
export const toastScreen = (toasts: readonly ExpectedToast[]) => ({
  toasts: toasts.map(({ kind, title, description }) => ({
    kind,
    title,
    description: description ?? null,
  })),
});

/** The colour of the activity ring and status dot (spec section 2). */
export type ActivityTone = 'idle' | 'loading' | 'connected' | 'speaking';

/** The call is connected (spec 4: on the provider's call-start), listening or speaking. */
export const isConnected = (model: CallModel) => CONNECTED.includes(model.phase);

/** The assistant is speaking (spec 4: speech-start, until speech-end). */
export const isSpeaking = (model: CallModel) => model.phase === 'speaking';

/**
 * A start was asked for and the call is not connected yet: a start queued while the SDK loads,
 * the microphone request, joining (also a start being cancelled).
 */
export const isStarting = ({ phase, call }: CallModel) =>
  phase === 'requestingMic' ||
  CONNECTING.includes(phase) ||
  (phase === 'sdkLoading' && call.startQueued);

/** A call can be started from here: no call is under way (a start while the SDK loads queues). */
export const acceptsStart = ({ phase, call }: CallModel) =>
  phase === 'sdkIdle' ||
  phase === 'sdkFailed' ||
  phase === 'ready' ||
  (phase === 'sdkLoading' && !call.startQueued);

/**
 * The single microphone button acts: it starts (also queuing while the SDK loads), or it ends a
 * call that is joining or connected. Not during the microphone prompt (rapid clicks must not
 * start two calls), a queued start, a cancel under way or the hang-up.
 */
export const acceptsToggle = (model: CallModel) =>
  acceptsStart(model) ||
  model.phase === 'starting' ||
  model.phase === 'awaitingCallStart' ||
  isConnected(model);

/** From the start until the call is over the microphone button ends (or cancels) it. */
export const toggleEnds = (model: CallModel) => IN_SESSION.includes(model.phase);

/** The SDK loads, or the call is being hung up. */
const loadingOrEnding = (model: CallModel) =>
  model.phase === 'sdkLoading' || model.phase === 'ending';

/**
 * The status line (spec section 2), shared by the widget and the agent pages: speaking and
 * listening while connected, 'Verbinde...' from the click until connected, 'Lädt...' while only
 * the SDK loads and while hanging up, 'Bereit' otherwise.
 */
export function expectedStatusLine(model: CallModel): string {
  if (isReconnecting(model)) return RECONNECTING_STATUS;
  if (isSpeaking(model)) return 'KI spricht...';
  if (isConnected(model)) return 'Am Zuhören';
  if (isStarting(model)) return 'Verbinde...';
  if (loadingOrEnding(model)) return 'Lädt...';
  return 'Bereit';
}

/** The ring's and the dot's colour, state by state (spec 2: idle, loading, connected, speaking). */
export function expectedActivityTone(model: CallModel): ActivityTone {
  if (isReconnecting(model)) return 'loading';
  if (isSpeaking(model)) return 'speaking';
  if (isConnected(model)) return 'connected';
  if (isStarting(model) || loadingOrEnding(model)) return 'loading';
  return 'idle';
}

/**
 * What the call's polite live region says (issue 16: state changes announced once, in German):
 * connecting, listening, speaking, reconnecting, and ended once a connected call is over.
 */
export function expectedAnnouncement(model: CallModel): string {
  if (CONNECTING.includes(model.phase)) return 'Verbindung wird hergestellt.';
  if (isReconnecting(model)) return 'Verbindung unterbrochen – wird wiederhergestellt.';
  if (isSpeaking(model)) return 'Die KI spricht.';
  if (isConnected(model)) return 'Verbunden. Die KI hört zu.';
  if (model.phase === 'ready' && model.call.recap !== null) return 'Gespräch beendet.';
  return '';
}

/**
 * The recap card (issue 16): after a call that connected, until the next call starts; its
 * title names the agent ('Ihr Gespräch mit Clara') or the assistant ('… mit dem Assistenten').
 */
export function expectedRecap(model: CallModel, withWhom: string): string[] | null {
  if (IN_SESSION.includes(model.phase) || model.call.recap === null) return null;
  return [
    `Ihr Gespräch mit ${withWhom}`,
    'Transkript herunterladen',
    'Transkript kopieren',
    'Demo für mein Unternehmen anfragen',
  ];
}

/** What the widget's dialog shows, as text. */
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
export function expectedWidgetUi(model: CallModel): WidgetUi {
  return {
    status: expectedStatusLine(model),
    tone: expectedActivityTone(model),
    mic: {
      label: toggleEnds(model) ? 'Gespräch beenden' : 'Gespräch starten',
      disabled: !acceptsToggle(model),
    },
    // 'Sprich mit mir' also starts a talk: only when no call is under way.
    talkDisabled: !acceptsStart(model),
    micPrompt: model.phase === 'requestingMic',
    privacy: !isConnected(model),
    features: expectedCallFeaturesUi(model, 'Nachricht an den Assistenten'),
    // Issue 22: during the call, the last four lines (typed lines and answers included).
    transcriptLines: isConnected(model) ? Math.min(4, model.call.transcript.length) : null,
    recap: expectedRecap(model, 'dem Assistenten'),
    micHelp: expectedMicHelp(model),
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
 * The toasts the widget must raise for what the call reported at a step (the model's `emitted`;
 * spec section 8). A cancelled
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
