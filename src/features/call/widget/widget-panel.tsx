import { useEffect } from 'react';
import { useLiveCall } from '@/features/call/use-live-call';
import { voiceDriver } from '@/features/call/service/create-driver';
import { WidgetDialogView } from './widget-dialog.view';

/** Downloads the voice SDK's code (no client yet): the visitor reached for the widget. */
export function prefetchVoice() {
  voiceDriver().prefetch();
}

export interface WidgetPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The widget's dialog with its live call actor (site assistant, enhanced audio). Loaded on the
 * first intent and then kept mounted, so a call outlives its dialog's closing animation and the
 * hang-up's toast still shows. Opening the dialog loads the SDK (an intent to talk).
 */
export default function WidgetPanel({ open, onOpenChange, finalFocusEl }: WidgetPanelProps) {
  const { actorRef, preview } = useLiveCall({ surface: 'widget' });
  useEffect(() => {
    if (open) actorRef.send({ type: 'sdk.prefetch' });
  }, [open, actorRef]);
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
