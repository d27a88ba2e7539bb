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
 * Test oracle: what each call surface (agent page, widget dialog, `/full`) must show and raise
 * at each step of a path, written from the spec (sections 2, 4, 8) with its German texts as
 * literals. It reads the call's model (`call.model.ts`: the spec's call played along the path's
 * events) and what the model says the call reported, never the machine's state, tags or
 * context, the views' selectors, `full-call.status.ts` or the content module: a machine bug that
 * moves the screen, a wrong selector or a typo in the copy fails the replays that use it
 * (`src/features/agents/call-surfaces.view.test.tsx`). A fact the surfaces share is stated once;
 * what differs is a row of `SURFACES` or a surface's own facts in `surfaceUi`.
 */

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

/** The status lights' colours on `/full` (spec section 2: grey, blue, yellow or green by state). */
export type LightColour = 'grey' | 'blue' | 'yellow' | 'green';

export interface Light {
  text: string;
  colour: LightColour;
}

/**
 * What a call surface shows, as text. The first block every surface shows; the rest only the
 * surfaces named beside it.
 */
export interface CallUi {
  micPrompt: boolean;
  privacy: boolean;
  /** The live transcript's lines on screen; null where there is none (the widget between calls). */
  transcriptLines: number | null;
  /** The hear-check and the text field. */
  features: CallFeaturesUi;
  /** The recap card after a connected call: its title and its actions, in order. */
  recap: string[] | null;
  /** The help after a refused microphone (its texts and retry), or null. */
  micHelp: readonly string[] | null;
  /** Agent page, widget: the activity line (the widget's status) and its dot's colour. */
  activity?: string;
  tone?: ActivityTone;
  /** Widget, `/full`: the one microphone button, its name and whether it is disabled. */
  mic?: { label: string; disabled: boolean };
  /** Agent page, `/full`: the mute toggle's name, only while connected. */
  mute?: string | null;
  /** Agent page, `/full`: what the polite live region says (empty between announcements). */
  announcement?: string;
  /** Agent page: 'Verbunden' or 'Nicht verbunden'. */
  connection?: string;
  /** Agent page: 'Anruf starten' / 'Verbinde...' and whether it is disabled; null once connected. */
  start?: { label: string; disabled: boolean } | null;
  /** Agent page: the hang-up button ('Anruf beenden'), while connected or starting. */
  hangUp?: { disabled: boolean } | null;
  /** Agent page: the live captions in the list, in the order they began ('Sie: …', 'Assistent: …'). */
  captions?: string[];
  /** Widget: 'Sprich mit mir' is disabled. */
  talkDisabled?: boolean;
  /** `/full`: the status sentence, and the call light, then the SDK light. */
  status?: string;
  lights?: Light[];
}

/** The call is connected (spec 4: on the provider's call-start), listening or speaking. */
export const isConnected = (model: CallModel) => CONNECTED.includes(model.phase);

/** The assistant is speaking (spec 4: speech-start, until speech-end). */
const isSpeaking = (model: CallModel) => model.phase === 'speaking';

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
const acceptsToggle = (model: CallModel) =>
  acceptsStart(model) ||
  model.phase === 'starting' ||
  model.phase === 'awaitingCallStart' ||
  isConnected(model);

/** From the start until the call is over the microphone button ends (or cancels) it. */
const toggleEnds = (model: CallModel) => IN_SESSION.includes(model.phase);

/** The SDK loads, or the call is being hung up. */
const loadingOrEnding = (model: CallModel) =>
  model.phase === 'sdkLoading' || model.phase === 'ending';

/**
 * The status line (spec section 2), shared by the widget and the agent pages: speaking and
 * listening while connected, 'Verbinde...' from the click until connected, 'Lädt...' while only
 * the SDK loads and while hanging up, 'Bereit' otherwise.
 */
function expectedStatusLine(model: CallModel): string {
  if (isReconnecting(model)) return RECONNECTING_STATUS;
  if (isSpeaking(model)) return 'KI spricht...';
  if (isConnected(model)) return 'Am Zuhören';
  if (isStarting(model)) return 'Verbinde...';
  if (loadingOrEnding(model)) return 'Lädt...';
  return 'Bereit';
}

/** The ring's and the dot's colour, state by state (spec 2: idle, loading, connected, speaking). */
function expectedActivityTone(model: CallModel): ActivityTone {
  if (isReconnecting(model)) return 'loading';
  if (isSpeaking(model)) return 'speaking';
  if (isConnected(model)) return 'connected';
  if (isStarting(model) || loadingOrEnding(model)) return 'loading';
  return 'idle';
}

/** Every status line the activity indicator can show (spec section 2, the widget's lines). */
export const ACTIVITY_LABELS: readonly string[] = [
  'KI spricht...',
  'Am Zuhören',
  'Verbinde...',
  'Bereit',
  'Lädt...',
  'Verbindung unterbrochen – wird wiederhergestellt...',
];

/**
 * What the call's polite live region says (state changes announced once, in German):
 * connecting, listening, speaking, reconnecting, and ended once a connected call is over.
 */
function expectedAnnouncement(model: CallModel): string {
  if (CONNECTING.includes(model.phase)) return 'Verbindung wird hergestellt.';
  if (isReconnecting(model)) return 'Verbindung unterbrochen – wird wiederhergestellt.';
  if (isSpeaking(model)) return 'Die KI spricht.';
  if (isConnected(model)) return 'Verbunden. Die KI hört zu.';
  if (model.phase === 'ready' && model.call.recap !== null) return 'Gespräch beendet.';
  return '';
}

/**
 * The recap card: after a call that connected, until the next call starts; its title names the
 * agent ('Ihr Gespräch mit Clara') or the assistant ('… mit dem Assistenten').
 */
function expectedRecap(model: CallModel, withWhom: string): string[] | null {
  if (IN_SESSION.includes(model.phase) || model.call.recap === null) return null;
  return [
    `Ihr Gespräch mit ${withWhom}`,
    'Transkript herunterladen',
    'Transkript kopieren',
    'Demo für mein Unternehmen anfragen',
  ];
}

const error = (title: string, description?: string): ExpectedToast =>
  description === undefined ? { kind: 'error', title } : { kind: 'error', title, description };
const success = (title: string, description?: string): ExpectedToast =>
  description === undefined ? { kind: 'success', title } : { kind: 'success', title, description };

/**
 * The destructive toast per error code on the widget and the full page: spec section 8 lists
 * them together ("Widget and full page"), with the full page's own variants where it has them.
 */
function callErrorToast(code: CallErrorCode, full: boolean, message: string): ExpectedToast {
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
    default:
      // startFailed, callFailed. "Other start failure on the full page: 'Verbindungsfehler' / 'Die
      // Verbindung konnte nicht hergestellt werden.'"; "other widget start failure:
      // 'Verbindungsfehler' with the error message". (No path reaches sdkNotReady nor a failure
      // without a message: call-toast-text.node.test.ts states those.)
      return full
        ? error('Verbindungsfehler', 'Die Verbindung konnte nicht hergestellt werden.')
        : error('Verbindungsfehler', message);
  }
}

/** An agent page's destructive toast per error code (spec section 8, "Agent pages"). */
function agentErrorToast(code: CallErrorCode): ExpectedToast {
  if (code === 'providerConnectionFailed')
    return error('Verbindungsfehler', 'Es gab ein Problem bei der Verbindung zu Clara.');
  // The agent section names no stop failure: the widget's and full page's text.
  if (code === 'stopFailed')
    return error('Fehler beim Beenden', 'Das Gespräch konnte nicht ordnungsgemäß beendet werden.');
  return error('Fehler', 'Anruf konnte nicht gestartet werden.');
}

/** What differs between the surfaces, as the spec states it. */
export interface SurfaceRules {
  /** Whom the call reaches and what connects it (spec section 4). */
  call: CallRules;
  /** Whom the recap's title names ('Ihr Gespräch mit …') and the text field's label. */
  withWhom: string;
  messageLabel: string;
  /** The compact log: lines on screen only while connected, at most this many. */
  compactLog?: number;
  /** Spec section 8: the toasts for what the call reports; none where a surface has none. */
  toasts: {
    failed(code: CallErrorCode, message: string): ExpectedToast;
    started: ExpectedToast;
    /** Not after leaving the page (the page is gone). */
    ended: ExpectedToast;
    muted?: ExpectedToast;
    unmuted?: ExpectedToast;
    sdkReady?: ExpectedToast;
  };
}

export const SURFACES = {
  /** /clara-agent (spec section 4): Clara, connected on any sign of life. */
  agentPage: {
    call: { agent: 'clara', connectOn: 'anyActivity' },
    withWhom: 'Clara',
    messageLabel: 'Nachricht an Clara',
    toasts: {
      failed: agentErrorToast,
      started: success('Anruf gestartet', 'Sie sind nun mit Clara verbunden.'),
      ended: success('Anruf beendet', 'Die Verbindung zu Clara wurde getrennt.'),
      muted: success('Mikrofon stummgeschaltet', 'Ihr Mikrofon ist stumm.'),
      unmuted: success('Mikrofon aktiviert', 'Sie können wieder sprechen.'),
    },
  },
  /** The widget's dialog (spec sections 2 and 4): the site's assistant, connected on call-start. */
  widget: {
    call: { agent: 'helvox', connectOn: 'callStart' },
    withWhom: 'dem Assistenten',
    messageLabel: 'Nachricht an den Assistenten',
    compactLog: 4,
    toasts: {
      failed: (code, message) => callErrorToast(code, false, message),
      started: success('Verbindung hergestellt', 'Sie können jetzt sprechen.'),
      ended: success('Gespräch beendet', 'Das Gespräch wurde beendet.'),
    },
  },
  /** `/full` (spec sections 2 and 4): the site's assistant, connected on call-start. */
  fullPage: {
    call: { agent: 'helvox', connectOn: 'callStart' },
    withWhom: 'dem Assistenten',
    messageLabel: 'Nachricht an den Assistenten',
    toasts: {
      failed: (code) => callErrorToast(code, true, ''),
      started: success('Verbindung hergestellt', 'Sie können jetzt sprechen.'),
      ended: success('Verbindung beendet', 'Das Gespräch wurde beendet.'),
      sdkReady: success('Sichere Verbindung'),
    },
  },
} satisfies Record<string, SurfaceRules>;

export type SurfaceName = keyof typeof SURFACES;

const activityFacts = (model: CallModel) => ({
  activity: expectedStatusLine(model),
  tone: expectedActivityTone(model),
});
const muteFact = (model: CallModel) =>
  isConnected(model) ? (model.call.muted ? 'Stummschaltung aufheben' : 'Stummschalten') : null;
const micButton = (model: CallModel, disabled: boolean) => ({
  label: toggleEnds(model) ? 'Gespräch beenden' : 'Gespräch starten',
  disabled,
});

/** The voice SDK is loaded: every state after its load, the call's included. */
const sdkReady = ({ phase }: CallModel) =>
  phase !== 'sdkIdle' && phase !== 'sdkLoading' && phase !== 'sdkFailed';

/** The SDK has not been loaded yet (page just opened) or is loading without a start asked for. */
const sdkInitialising = (model: CallModel) =>
  (model.phase === 'sdkIdle' || model.phase === 'sdkLoading') && !isStarting(model);

function fullStatus(model: CallModel): string {
  if (isReconnecting(model)) return RECONNECTING_STATUS;
  if (isConnected(model)) return 'Verbunden - Klicken Sie erneut zum Beenden';
  if (isStarting(model)) return 'Verbindung wird hergestellt...';
  if (sdkInitialising(model)) return 'SDK wird initialisiert...';
  return 'Klicken Sie auf das Mikrofon, um zu sprechen';
}

function callLight(model: CallModel): Light {
  if (isConnected(model)) return { text: 'Verbunden', colour: 'green' };
  if (isStarting(model)) return { text: 'Verbinde...', colour: 'yellow' };
  if (sdkReady(model)) return { text: 'KI Assistent bereit', colour: 'blue' };
  return { text: 'Initialisiere...', colour: 'grey' };
}

function sdkLight(model: CallModel): Light {
  if (sdkReady(model)) return { text: 'Sichere Verbindung', colour: 'green' };
  if (model.phase === 'sdkLoading') return { text: 'SDK lädt...', colour: 'yellow' };
  // Not loaded yet, or its load failed.
  return { text: 'SDK lädt...', colour: 'grey' };
}

/**
 * `/full`'s live region: the call's sentence (as on every surface) and, since `/full` shows no
 * mute toasts, whether the microphone is muted while connected.
 */
function fullAnnouncement(model: CallModel): string {
  const said = expectedAnnouncement(model);
  if (!isConnected(model) || !model.call.muted) return said;
  if (said === 'Verbunden. Die KI hört zu.')
    return 'Mikrofon stummgeschaltet. Die KI hört Sie nicht.';
  return `${said} Ihr Mikrofon ist stumm.`;
}

/** The facts only some surfaces show. */
const surfaceUi: Record<SurfaceName, (model: CallModel) => Partial<CallUi>> = {
  agentPage: (model) => {
    const connected = isConnected(model);
    const starting = isStarting(model);
    const { captions } = model.call;
    return {
      ...activityFacts(model),
      connection: connected ? 'Verbunden' : 'Nicht verbunden',
      // 'Anruf starten', 'Verbinde...' and disabled while connecting; also while hanging up.
      start: connected
        ? null
        : { label: starting ? 'Verbinde...' : 'Anruf starten', disabled: !acceptsStart(model) },
      // Also cancels a start under way (docs/decisions/0006); not twice: not while cancelling.
      hangUp: connected || starting ? { disabled: model.phase === 'cancelling' } : null,
      mute: muteFact(model),
      // In the order they began (the visitor's first when both began at once).
      captions: (['visitor', 'assistant'] as const)
        .filter((role) => captions[role] !== null)
        .sort(
          (a, b) =>
            (model.call.captionStarts[a] ?? Infinity) - (model.call.captionStarts[b] ?? Infinity),
        )
        .map((role) => `${role === 'visitor' ? 'Sie' : 'Assistent'}: ${captions[role]}`),
      announcement: expectedAnnouncement(model),
    };
  },
  widget: (model) => ({
    ...activityFacts(model),
    mic: micButton(model, !acceptsToggle(model)),
    // 'Sprich mit mir' also starts a talk: only when no call is under way.
    talkDisabled: !acceptsStart(model),
  }),
  fullPage: (model) => ({
    status: fullStatus(model),
    // Disabled until the SDK is ready; after a failed load a click retries it.
    mic: micButton(
      model,
      !(sdkReady(model) || model.phase === 'sdkFailed') || !acceptsToggle(model),
    ),
    mute: muteFact(model),
    lights: [callLight(model), sdkLight(model)],
    announcement: fullAnnouncement(model),
  }),
};

/** The UI a call state must show on `surface`. */
export function expectedCallUi(model: CallModel, surface: SurfaceName): CallUi {
  const rules: SurfaceRules = SURFACES[surface];
  const lines = model.call.transcript.length;
  return {
    micPrompt: model.phase === 'requestingMic',
    privacy: !isConnected(model),
    transcriptLines:
      rules.compactLog === undefined
        ? lines
        : isConnected(model)
          ? Math.min(rules.compactLog, lines)
          : null,
    features: expectedCallFeaturesUi(model, rules.messageLabel),
    recap: expectedRecap(model, rules.withWhom),
    micHelp: expectedMicHelp(model),
    ...surfaceUi[surface](model),
  };
}

/**
 * The toasts `surface` must raise for what the call reported at a step (the model's `emitted`;
 * spec section 8). None for a cancelled start or a degraded call, none for the SDK's readiness
 * or the microphone where the surface has no such toast, none for a call ended by leaving the
 * page.
 */
export function expectedCallToasts(
  emitted: readonly CallEmitted[],
  surface: SurfaceName,
): ExpectedToast[] {
  const toasts: SurfaceRules['toasts'] = SURFACES[surface].toasts;
  return emitted.flatMap((event) => {
    switch (event.type) {
      case 'call.failed':
        return [toasts.failed(event.code, event.message)];
      case 'call.started':
        return [toasts.started];
      case 'call.ended':
        return event.reason === 'pageLeft' ? [] : [toasts.ended];
      case 'mic.muted':
        return toasts.muted ?? [];
      case 'mic.unmuted':
        return toasts.unmuted ?? [];
      case 'sdk.ready':
        return toasts.sdkReady ?? [];
      default:
        return [];
    }
  });
}
