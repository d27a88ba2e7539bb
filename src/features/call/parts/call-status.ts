import type { SnapshotFrom } from 'xstate';
import { voice } from '@/content/de/voice';
import type { callMachine } from '@machines/call/call.machine';
import {
  selectIsReconnecting,
  selectIsSdkReady,
  selectIsStarting,
  selectPhase,
} from '@machines/call/call.selectors';

type Snapshot = SnapshotFrom<typeof callMachine>;

/** The ring's and the status dot's colour: idle, loading, connected, speaking (spec section 2). */
export type ActivityTone = 'idle' | 'loading' | 'connected' | 'speaking';

/** What the voice-activity indicator shows for a call. */
export interface CallActivity {
  tone: ActivityTone;
  /** The widget's status line ('KI spricht...', 'Am Zuhören', 'Verbinde...', 'Bereit', 'Lädt...'). */
  label: string;
}

const { status } = voice.widget;

/**
 * The status line of a call (widget, agent pages): speaking and listening while connected;
 * 'Verbinde...' from the click until connected; 'Lädt...' while only the SDK loads (the widget
 * prefetches it when opened) and while hanging up; otherwise 'Bereit' (a click starts, also
 * loading the SDK first or again after a failed load).
 */
export function selectCallActivity(snapshot: Snapshot): CallActivity {
  const phase = selectPhase(snapshot);
  if (selectIsReconnecting(snapshot))
    return { tone: 'loading', label: voice.callFeatures.reconnecting };
  if (phase === 'speaking') return { tone: 'speaking', label: status.speaking };
  if (phase === 'listening') return { tone: 'connected', label: status.listening };
  if (selectIsStarting(snapshot)) return { tone: 'loading', label: status.connecting };
  if (phase === 'sdkLoading' || phase === 'ending')
    return { tone: 'loading', label: status.loading };
  return { tone: 'idle', label: status.ready };
}

/** Stable selector results: `useSelector` compares them field by field. */
export const sameActivity = (a: CallActivity, b: CallActivity) =>
  a.tone === b.tone && a.label === b.label;

/** The browser is asking for the microphone: its prompt deserves a hint. */
export const selectIsAskingForMicrophone = (snapshot: Snapshot) =>
  snapshot.matches('requestingMic');

/**
 * `/full`'s microphone button is enabled once the SDK is ready (or failed: a click retries) and the
 * machine takes a toggle: start when ready, cancel while connecting (the status stays
 * 'Verbindung wird hergestellt...' until the call has ended), end when connected; not while
 * ending.
 */
export const selectFullCanToggle = (snapshot: Snapshot) =>
  (selectIsSdkReady(snapshot) || snapshot.matches('sdkFailed')) &&
  snapshot.can({ type: 'call.toggle' });
