import type { AnyMachineSnapshot } from 'xstate';
import type { CallContext, CallEmitted } from '../../machines/call/call.types';
import {
  acceptsToggle,
  callErrorToast,
  expectedAnnouncement,
  expectedRecap,
  isConnected,
  isStarting,
  toggleEnds,
  type ExpectedToast,
} from './widget-dialog.expected';
import {
  expectedCallFeaturesUi,
  expectedMicHelp,
  isReconnecting,
  type CallFeaturesUi,
} from './call-features.expected';

/*
 * Test oracle: what `/full` must show for a state of the call machine, written from the spec
 * (sections 2, 4, 8) with its German texts as literals; it reads only the machine's state value,
 * tags and context (never `full-call.status.ts`, the selectors or the content module).
 */

/** The status lights' colours (spec section 2: grey, blue, yellow or green by state). */
export type LightColour = 'grey' | 'blue' | 'yellow' | 'green';

export interface Light {
  text: string;
  colour: LightColour;
}

/** What `/full` shows, as text (light colours as names). */
export interface FullCallUi {
  status: string;
  mic: { label: string; disabled: boolean };
  /** Issue 16: the mute toggle's name (with its shortcut 'M'), only while connected. */
  mute: string | null;
  /** The call light, then the SDK light. */
  lights: Light[];
  micPrompt: boolean;
  privacy: boolean;
  transcriptLines: number;
  /** Issue 16: hear-check and the text field. */
  features: CallFeaturesUi;
  /** The recap card after a connected call: title and actions. */
  recap: string[] | null;
  announcement: string;
  /** Issue 22: the help after a refused microphone (its texts and retry), or null. */
  micHelp: readonly string[] | null;
}

/** The voice SDK is loaded: every state after its load, the call's included. */
const sdkReady = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('ready') || snapshot.matches('requestingMic') || snapshot.matches('session');

/** The SDK has not been loaded yet (page just opened) or is loading without a start asked for. */
const sdkInitialising = (snapshot: AnyMachineSnapshot) =>
  (snapshot.matches('sdkIdle') || snapshot.matches('sdkLoading')) && !isStarting(snapshot);

function statusText(snapshot: AnyMachineSnapshot): string {
  if (isReconnecting(snapshot)) return 'Verbindung unterbrochen – wird wiederhergestellt...';
  if (isConnected(snapshot)) return 'Verbunden - Klicken Sie erneut zum Beenden';
  if (isStarting(snapshot)) return 'Verbindung wird hergestellt...';
  if (sdkInitialising(snapshot)) return 'SDK wird initialisiert...';
  return 'Klicken Sie auf das Mikrofon, um zu sprechen';
}

function callLight(snapshot: AnyMachineSnapshot): Light {
  if (isConnected(snapshot)) return { text: 'Verbunden', colour: 'green' };
  if (isStarting(snapshot)) return { text: 'Verbinde...', colour: 'yellow' };
  if (sdkReady(snapshot)) return { text: 'KI Assistent bereit', colour: 'blue' };
  return { text: 'Initialisiere...', colour: 'grey' };
}

function sdkLight(snapshot: AnyMachineSnapshot): Light {
  if (sdkReady(snapshot)) return { text: 'Sichere Verbindung', colour: 'green' };
  if (snapshot.matches('sdkLoading')) return { text: 'SDK lädt...', colour: 'yellow' };
  // Not loaded yet, or its load failed.
  return { text: 'SDK lädt...', colour: 'grey' };
}

/**
 * The live region's sentence: the call's (as on every surface) and, since `/full` shows no mute
 * toasts, whether the microphone is muted while connected.
 */
function announcement(snapshot: AnyMachineSnapshot): string {
  const said = expectedAnnouncement(snapshot);
  if (!isConnected(snapshot) || !(snapshot.context as CallContext).muted) return said;
  if (said === 'Verbunden. Die KI hört zu.')
    return 'Mikrofon stummgeschaltet. Die KI hört Sie nicht.';
  return `${said} Ihr Mikrofon ist stumm.`;
}

/** The UI a call state must show on `/full`. */
export function expectedFullCallUi(snapshot: AnyMachineSnapshot): FullCallUi {
  return {
    status: statusText(snapshot),
    mic: {
      label: toggleEnds(snapshot) ? 'Gespräch beenden' : 'Gespräch starten',
      // Disabled until the SDK is ready; after a failed load a click retries it.
      disabled: !(sdkReady(snapshot) || snapshot.matches('sdkFailed')) || !acceptsToggle(snapshot),
    },
    mute: isConnected(snapshot)
      ? (snapshot.context as CallContext).muted
        ? 'Stummschaltung aufheben'
        : 'Stummschalten'
      : null,
    lights: [callLight(snapshot), sdkLight(snapshot)],
    micPrompt: snapshot.matches('requestingMic'),
    privacy: !isConnected(snapshot),
    transcriptLines: (snapshot.context as { transcript: unknown[] }).transcript.length,
    features: expectedCallFeaturesUi(snapshot, 'Nachricht an den Assistenten'),
    recap: expectedRecap(snapshot, 'dem Assistenten'),
    announcement: announcement(snapshot),
    micHelp: expectedMicHelp(snapshot),
  };
}

/**
 * The toasts `/full` must raise for what the call reported (spec section 8): 'Sichere
 * Verbindung' once the SDK is initialised; none for a cancelled start, a degraded call or a call
 * ended by leaving the page.
 */
export function expectedFullCallToasts(emitted: readonly CallEmitted[]): ExpectedToast[] {
  return emitted.flatMap((event): ExpectedToast[] => {
    switch (event.type) {
      case 'call.failed':
        return [callErrorToast(event.code, 'fullPage')];
      case 'sdk.ready':
        return [{ kind: 'success', title: 'Sichere Verbindung' }];
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
                title: 'Verbindung beendet',
                description: 'Das Gespräch wurde beendet.',
              },
            ];
      default:
        return [];
    }
  });
}
