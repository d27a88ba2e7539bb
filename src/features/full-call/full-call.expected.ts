import type { SnapshotFrom } from 'xstate';
import { voice } from '@/content/de/voice';
import type { callMachine } from '@machines/call/call.machine';
import { selectIsConnected, selectToggleEnds } from '@machines/call/call.selectors';
import { selectCanToggle, selectFullCallStatus, type LightColour } from './full-call.status';

type Snapshot = SnapshotFrom<typeof callMachine>;
const text = voice.full;

/** What `/full` shows, as text (light colours as names). */
export interface FullCallUi {
  status: string;
  mic: { label: string; disabled: boolean };
  lights: string[];
  micPrompt: boolean;
  privacy: boolean;
  transcriptLines: number;
}

/** The UI a call state must show on `/full`. */
export function expectedFullCallUi(snapshot: Snapshot): FullCallUi {
  const status = selectFullCallStatus(snapshot);
  const connected = selectIsConnected(snapshot);
  return {
    status: status.text,
    mic: {
      label: selectToggleEnds(snapshot) ? text.end : text.start,
      disabled: !selectCanToggle(snapshot),
    },
    lights: [status.callLight.text, status.sdkLight.text],
    micPrompt: snapshot.matches('requestingMic'),
    privacy: !connected,
    transcriptLines: snapshot.context.transcript.length,
  };
}

export type { LightColour };
