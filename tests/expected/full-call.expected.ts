import type { CallEmitted } from '../../machines/call/call.types';
import type { CallModel, CallRules } from './call.model';
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
 * Test oracle: what `/full` must show at each step of a path, written from the spec (sections 2,
 * 4, 8) with its German texts as literals; it reads the call's model (`call.model.ts`: the
 * spec's call played along the path's events), never the machine's state, tags or context,
 * `full-call.status.ts`, the selectors or the content module.
 */

/** The call on `/full` (spec sections 2 and 4): the site's assistant, connected on call-start. */
export const FULL_PAGE_CALL: CallRules = { agent: 'helvox', connectOn: 'callStart' };

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
const sdkReady = ({ phase }: CallModel) =>
  phase !== 'sdkIdle' && phase !== 'sdkLoading' && phase !== 'sdkFailed';

/** The SDK has not been loaded yet (page just opened) or is loading without a start asked for. */
const sdkInitialising = (model: CallModel) =>
  (model.phase === 'sdkIdle' || model.phase === 'sdkLoading') && !isStarting(model);

function statusText(model: CallModel): string {
  if (isReconnecting(model)) return 'Verbindung unterbrochen – wird wiederhergestellt...';
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
 * The live region's sentence: the call's (as on every surface) and, since `/full` shows no mute
 * toasts, whether the microphone is muted while connected.
 */
function announcement(model: CallModel): string {
  const said = expectedAnnouncement(model);
  if (!isConnected(model) || !model.call.muted) return said;
  if (said === 'Verbunden. Die KI hört zu.')
    return 'Mikrofon stummgeschaltet. Die KI hört Sie nicht.';
  return `${said} Ihr Mikrofon ist stumm.`;
}

/** The UI a call state must show on `/full`. */
export function expectedFullCallUi(model: CallModel): FullCallUi {
  return {
    status: statusText(model),
    mic: {
      label: toggleEnds(model) ? 'Gespräch beenden' : 'Gespräch starten',
      // Disabled until the SDK is ready; after a failed load a click retries it.
      disabled: !(sdkReady(model) || model.phase === 'sdkFailed') || !acceptsToggle(model),
    },
    mute: isConnected(model)
      ? model.call.muted
        ? 'Stummschaltung aufheben'
        : 'Stummschalten'
      : null,
    lights: [callLight(model), sdkLight(model)],
    micPrompt: model.phase === 'requestingMic',
    privacy: !isConnected(model),
    transcriptLines: model.call.transcript.length,
    features: expectedCallFeaturesUi(model, 'Nachricht an den Assistenten'),
    recap: expectedRecap(model, 'dem Assistenten'),
    announcement: announcement(model),
    micHelp: expectedMicHelp(model),
  };
}

/**
 * The toasts `/full` must raise for what the call reported at a step (the model's `emitted`;
 * spec section 8): 'Sichere
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
