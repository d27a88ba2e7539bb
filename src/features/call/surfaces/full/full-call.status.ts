import type { SnapshotFrom } from 'xstate';
import { voice } from '@/content/de/voice';
import type { callMachine } from '@machines/call/call.machine';
import {
  selectIsConnected,
  selectIsReconnecting,
  selectIsSdkReady,
  selectIsStarting,
  selectPhase,
} from '@machines/call/call.selectors';

type Snapshot = SnapshotFrom<typeof callMachine>;

/** The status lights' colours (spec section 2: grey, blue, yellow or green by state). */
export type LightColour = 'grey' | 'blue' | 'yellow' | 'green';

export interface FullCallStatus {
  /** The line under the microphone. */
  text: string;
  callLight: { colour: LightColour; text: string };
  sdkLight: { colour: LightColour; text: string };
}

const { status, callLight, sdkLight } = voice.full;

/**
 * What `/full` shows for a call: 'SDK wird initialisiert...' until the SDK is ready, then
 * connecting, connected or the invitation to click. After a failed SDK load the microphone button
 * is enabled again (a click retries the load), so the invitation shows, with the SDK light grey.
 */
export function selectFullCallStatus(snapshot: Snapshot): FullCallStatus {
  const phase = selectPhase(snapshot);
  const sdkReady = selectIsSdkReady(snapshot);
  const connected = selectIsConnected(snapshot);
  const starting = selectIsStarting(snapshot);
  const text = selectIsReconnecting(snapshot)
    ? voice.callFeatures.reconnecting
    : connected
      ? status.connected
      : starting
        ? status.connecting
        : phase === 'sdkIdle' || phase === 'sdkLoading'
          ? status.sdkLoading
          : status.ready;
  return {
    text,
    callLight: connected
      ? { colour: 'green', text: callLight.connected }
      : starting
        ? { colour: 'yellow', text: callLight.connecting }
        : sdkReady
          ? { colour: 'blue', text: callLight.ready }
          : { colour: 'grey', text: callLight.initialising },
    sdkLight: sdkReady
      ? { colour: 'green', text: sdkLight.ready }
      : phase === 'sdkLoading'
        ? { colour: 'yellow', text: sdkLight.loading }
        : { colour: 'grey', text: sdkLight.loading },
  };
}

export const sameFullCallStatus = (a: FullCallStatus, b: FullCallStatus) =>
  a.text === b.text &&
  a.callLight.colour === b.callLight.colour &&
  a.callLight.text === b.callLight.text &&
  a.sdkLight.colour === b.sdkLight.colour &&
  a.sdkLight.text === b.sdkLight.text;
