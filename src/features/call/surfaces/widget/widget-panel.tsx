import { useEffect, useRef } from 'react';
import { useLiveCall } from '@/features/call/live/use-live-call';
import { voiceDriver } from '@/features/call/drivers/create-driver';
import { WidgetDialogView } from './widget-dialog.view';

/** Downloads the voice SDK's code (no client yet): the visitor reached for the widget. */
export function prefetchVoice() {
  voiceDriver().prefetch();
}

export interface WidgetPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Presses that asked for a call ('Live-Demo starten'): one `call.start` per new count. */
  starts: number;
  /** The audio output the starting press unlocked, handed to the call once. */
  takeAudio?: () => AudioContext | undefined;
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The widget's dialog with its live call actor (site assistant, enhanced audio). Loaded on the
 * first intent and then kept mounted, so a call outlives its dialog's closing animation and the
 * hang-up's toast still shows. Opening the dialog loads the SDK (an intent to talk); the hero's
 * 'Live-Demo starten' also starts the call.
 */
export default function WidgetPanel({
  open,
  onOpenChange,
  starts,
  takeAudio,
  finalFocusEl,
}: WidgetPanelProps) {
  const { actorRef, preview } = useLiveCall({ surface: 'widget' });
  useEffect(() => {
    if (open) actorRef.send({ type: 'sdk.prefetch' });
  }, [open, actorRef]);
  // A press that asked for a call before this code had come counts too: the machine queues
  // the start while the SDK loads (spec: the microphone is asked for first, as on any start).
  const startsSent = useRef(0);
  useEffect(() => {
    if (starts <= startsSent.current) return;
    startsSent.current = starts;
    actorRef.send({ type: 'call.start', audio: takeAudio?.() });
  }, [starts, actorRef, takeAudio]);
  return (
    <WidgetDialogView
      actorRef={actorRef}
      preview={preview}
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
    />
  );
}
