import type { SnapshotFrom } from 'xstate';
import { voice } from '@/content/de/voice';
import type { callMachine } from '@machines/call/call.machine';
import { selectCanStart, selectIsConnected, selectToggleEnds } from '@machines/call/call.selectors';
import { selectCallActivity } from '@/features/voice/call-status';

type Snapshot = SnapshotFrom<typeof callMachine>;
const text = voice.widget;

/** What the widget's dialog shows, as text. */
export interface WidgetUi {
  status: string;
  mic: { label: string; disabled: boolean };
  talkDisabled: boolean;
  micPrompt: boolean;
  privacy: boolean;
}

/** The UI a call state must show in the widget's dialog. */
export function expectedWidgetUi(snapshot: Snapshot): WidgetUi {
  const connected = selectIsConnected(snapshot);
  return {
    status: selectCallActivity(snapshot).label,
    mic: {
      label: selectToggleEnds(snapshot) ? text.end : text.start,
      disabled: !snapshot.can({ type: 'call.toggle' }),
    },
    talkDisabled: !selectCanStart(snapshot),
    micPrompt: snapshot.matches('requestingMic'),
    privacy: !connected,
  };
}
