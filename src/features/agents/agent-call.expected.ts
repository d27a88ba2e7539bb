import type { SnapshotFrom } from 'xstate';
import { voice } from '@/content/de/voice';
import type { callMachine } from '@machines/call/call.machine';
import {
  selectCanHangUp,
  selectCanStart,
  selectIsConnected,
  selectIsMuted,
  selectIsStarting,
} from '@machines/call/call.selectors';
import { selectCallActivity } from '@/features/voice/call-status';

type Snapshot = SnapshotFrom<typeof callMachine>;
const text = voice.agentPage;

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
}

/** The UI a call state must show on an agent page (and in the agents dialog). */
export function expectedAgentCallUi(snapshot: Snapshot): AgentCallUi {
  const connected = selectIsConnected(snapshot);
  const starting = selectIsStarting(snapshot);
  return {
    connection: connected ? text.connected : text.disconnected,
    activity: selectCallActivity(snapshot).label,
    start: connected
      ? null
      : { label: starting ? text.connecting : text.start, disabled: !selectCanStart(snapshot) },
    hangUp: connected || starting ? { disabled: !selectCanHangUp(snapshot) } : null,
    mute: connected ? (selectIsMuted(snapshot) ? text.unmute : text.mute) : null,
    micPrompt: snapshot.matches('requestingMic'),
    privacy: !connected,
    transcriptLines: snapshot.context.transcript.length,
  };
}

/** Every status line the activity indicator can show. */
export const ACTIVITY_LABELS: readonly string[] = Object.values(voice.widget.status);
