import type { CallEmitted, CallErrorCode } from '../../machines/call/call.types';
import type { CallModel, CallRules } from './call.model';
import {
  acceptsStart,
  expectedAnnouncement,
  expectedRecap,
  expectedStatusLine,
  isConnected,
  isStarting,
  type ExpectedToast,
} from './widget-dialog.expected';
import {
  expectedCallFeaturesUi,
  expectedMicHelp,
  type CallFeaturesUi,
} from './call-features.expected';

/*
 * Test oracle: what an agent's voice interface must show at each step of a path, written from
 * the spec (sections 2, 4, 8) with its German texts as literals; it reads the call's model
 * (`call.model.ts`: the spec's call played along the path's events), never the machine's state,
 * tags or context, the selectors or the content module. The view replay in Chromium
 * (`agent-call.view.test.tsx`) compares the screen with it.
 */

/** The call on /clara-agent (spec section 4): Clara, connected on any sign of life. */
export const CLARA_CALL: CallRules = { agent: 'clara', connectOn: 'anyActivity' };

/** What an agent's voice interface shows, as text: read alike in jsdom and Chromium. */
export interface AgentCallUi {
  connection: string;
  activity: string;
  /** 'Anruf starten' / 'Verbinde...' and whether it is disabled; null once connected. */
  start: { label: string; disabled: boolean } | null;
  /** The hang-up button ('Anruf beenden'): while connected or starting. */
  hangUp: { disabled: boolean } | null;
  /** The mute toggle's name: only while connected. */
  mute: string | null;
  micPrompt: boolean;
  privacy: boolean;
  transcriptLines: number;
  /** Issue 24: the live captions below the log, the visitor's first ('Sie: …', 'Assistent: …'). */
  captions: string[];
  /** Issue 16: hear-check and the text field. */
  features: CallFeaturesUi;
  /** The recap card after a connected call: its title and its actions, in order. */
  recap: string[] | null;
  /** What the polite live region says (empty between announcements). */
  announcement: string;
  /** Issue 22: the help after a refused microphone (its texts and retry), or null. */
  micHelp: readonly string[] | null;
}

/** The UI a call state must show on an agent page (and in the agents dialog). */
export function expectedAgentCallUi(model: CallModel, agent: string): AgentCallUi {
  const connected = isConnected(model);
  const starting = isStarting(model);
  const { muted, transcript } = model.call;
  return {
    connection: connected ? 'Verbunden' : 'Nicht verbunden',
    activity: expectedStatusLine(model),
    // 'Anruf starten', 'Verbinde...' and disabled while connecting; also disabled while hanging up.
    start: connected
      ? null
      : { label: starting ? 'Verbinde...' : 'Anruf starten', disabled: !acceptsStart(model) },
    // Also cancels a start under way (docs/decisions/0006); not twice: not while cancelling.
    hangUp: connected || starting ? { disabled: model.phase === 'cancelling' } : null,
    mute: connected ? (muted ? 'Stummschaltung aufheben' : 'Stummschalten') : null,
    micPrompt: model.phase === 'requestingMic',
    privacy: !connected,
    transcriptLines: transcript.length,
    captions: [
      ...(model.call.captions.visitor === null ? [] : [`Sie: ${model.call.captions.visitor}`]),
      ...(model.call.captions.assistant === null
        ? []
        : [`Assistent: ${model.call.captions.assistant}`]),
    ],
    features: expectedCallFeaturesUi(model, `Nachricht an ${agent}`),
    recap: expectedRecap(model, agent),
    announcement: expectedAnnouncement(model),
    micHelp: expectedMicHelp(model),
  };
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

/** An agent page's destructive toast per error code (spec section 8, "Agent pages"). */
function agentErrorToast(code: CallErrorCode, agent: string): ExpectedToast {
  if (code === 'providerConnectionFailed')
    return {
      kind: 'error',
      title: 'Verbindungsfehler',
      description: `Es gab ein Problem bei der Verbindung zu ${agent}.`,
    };
  // The agent section names no stop failure: the widget's and full page's text.
  if (code === 'stopFailed')
    return {
      kind: 'error',
      title: 'Fehler beim Beenden',
      description: 'Das Gespräch konnte nicht ordnungsgemäß beendet werden.',
    };
  return { kind: 'error', title: 'Fehler', description: 'Anruf konnte nicht gestartet werden.' };
}

/**
 * The toasts an agent page must raise for what the call reported at a step (the model's
 * `emitted`; spec section 8): start,
 * end, mute and unmute, the failures; none for the SDK's readiness, a cancelled start, a degraded
 * call or a call ended by leaving the page.
 */
export function expectedAgentCallToasts(
  emitted: readonly CallEmitted[],
  agent: string,
): ExpectedToast[] {
  return emitted.flatMap((event): ExpectedToast[] => {
    switch (event.type) {
      case 'call.failed':
        return [agentErrorToast(event.code, agent)];
      case 'call.started':
        return [
          {
            kind: 'success',
            title: 'Anruf gestartet',
            description: `Sie sind nun mit ${agent} verbunden.`,
          },
        ];
      case 'call.ended':
        return event.reason === 'pageLeft'
          ? []
          : [
              {
                kind: 'success',
                title: 'Anruf beendet',
                description: `Die Verbindung zu ${agent} wurde getrennt.`,
              },
            ];
      case 'mic.muted':
        return [
          {
            kind: 'success',
            title: 'Mikrofon stummgeschaltet',
            description: 'Ihr Mikrofon ist stumm.',
          },
        ];
      case 'mic.unmuted':
        return [
          {
            kind: 'success',
            title: 'Mikrofon aktiviert',
            description: 'Sie können wieder sprechen.',
          },
        ];
      default:
        return [];
    }
  });
}
