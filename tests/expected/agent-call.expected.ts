import type { AnyMachineSnapshot } from 'xstate';
import type { CallContext, CallEmitted, CallErrorCode } from '../../machines/call/call.types';
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
 * Test oracle: what an agent's voice interface must show for a state of the call machine,
 * written from the spec (sections 2, 4, 8) with its German texts as literals; it reads only the
 * machine's state value, tags and context (never the selectors or the content module). jsdom
 * (`agent-call.view.test.tsx`) and Chromium (`e2e/call.paths.spec.ts`) compare the screen with it.
 */

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
export function expectedAgentCallUi(snapshot: AnyMachineSnapshot, agent: string): AgentCallUi {
  const connected = isConnected(snapshot);
  const starting = isStarting(snapshot);
  const { muted, transcript } = snapshot.context as CallContext;
  return {
    connection: connected ? 'Verbunden' : 'Nicht verbunden',
    activity: expectedStatusLine(snapshot),
    // 'Anruf starten', 'Verbinde...' and disabled while connecting; also disabled while hanging up.
    start: connected
      ? null
      : { label: starting ? 'Verbinde...' : 'Anruf starten', disabled: !acceptsStart(snapshot) },
    // Also cancels a start under way (docs/decisions/0006); not twice: not while cancelling.
    hangUp:
      connected || starting
        ? { disabled: snapshot.matches({ session: { connecting: 'cancelling' } }) }
        : null,
    mute: connected ? (muted ? 'Stummschaltung aufheben' : 'Stummschalten') : null,
    micPrompt: snapshot.matches('requestingMic'),
    privacy: !connected,
    transcriptLines: transcript.length,
    features: expectedCallFeaturesUi(snapshot, `Nachricht an ${agent}`),
    recap: expectedRecap(snapshot, agent),
    announcement: expectedAnnouncement(snapshot),
    micHelp: expectedMicHelp(snapshot),
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
 * The toasts an agent page must raise for what the call reported (spec section 8): start,
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
