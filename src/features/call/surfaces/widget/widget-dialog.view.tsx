import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { LogoMark } from '@/components/logo';
import { voice } from '@/content/de/voice';
import { CallFeatures } from '@/features/call/parts/call-features';
import { MicPermissionHelp } from '@/features/call/parts/microphone-permission-help';
import { selectCanStart, selectIsConnected } from '@machines/call/call.selectors';
import { CallRecap } from '@/features/call/parts/call-recap';
import { CallControls } from '@/features/call/parts/call-controls';
import { CallTooltip } from '@/features/call/parts/call-tooltip';
import {
  sameActivity,
  selectCallActivity,
  selectIsAskingForMicrophone,
} from '@/features/call/parts/call-status';
import { PreviewBadge, PreviewNotice } from '@/features/call/parts/preview-notice';
import { PrivacyNote } from '@/features/call/parts/privacy-note';
import { Transcript } from '@/features/call/parts/transcript';
import { useCallIntents } from '@/features/call/live/use-call-intents';
import { StatusDot } from '@/features/call/parts/voice-activity';
import type { CallActorRef } from '@machines/call/call.machine';
import { assistantNaming } from '@/features/call/outcomes/recap-text';

const text = voice.widget;

export interface WidgetDialogViewProps {
  actorRef: CallActorRef;
  preview: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes (the floating button). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * The floating widget's dialog (spec section 2): brand logo and title, the big microphone button
 * in the voice-activity ring (idle, loading, connected, speaking), the status dot and line, the
 * hint and 'Sprich mit mir'. Closing it hangs up a call that is running or starting.
 */
export function WidgetDialogView({
  actorRef,
  preview,
  open,
  onOpenChange,
  finalFocusEl,
}: WidgetDialogViewProps) {
  const intents = useCallIntents(actorRef);
  const activity = useSelector(actorRef, selectCallActivity, sameActivity);
  const connected = useSelector(actorRef, selectIsConnected);
  const canStart = useSelector(actorRef, selectCanStart);
  const askingForMicrophone = useSelector(actorRef, selectIsAskingForMicrophone);
  const mic = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // 'Erneut versuchen' leaves the screen as the start begins: the focus stays in the dialog.
  const retry = () => {
    intents.start();
    content.current?.focus({ preventScroll: true });
  };
  // The recap's demo request leads to the page's form: the dialog closes, and the focus is
  // not pulled back to the floating button (the form's section takes it).
  const [restoreFocus, setRestoreFocus] = useState(true);
  const followDemoRequest = () => {
    setRestoreFocus(false);
    onOpenChange(false);
  };
  // Opened again: closing returns the focus to the floating button as usual.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRestoreFocus(true);
  }

  return (
    <Dialog.Root
      open={open}
      // The microphone is the dialog's main control: focus starts there.
      initialFocusEl={() => mic.current}
      lazyMount
      unmountOnExit
      restoreFocus={restoreFocus}
      {...(finalFocusEl ? { finalFocusEl } : {})}
      onOpenChange={({ open: next }) => {
        if (!next && actorRef.getSnapshot().can({ type: 'call.hangUp' })) intents.hangUp();
        onOpenChange(next);
      }}
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-ink/30 sm:bg-ink/10" />
        {/* On phones it covers the floating button (under the backdrop anyway) and keeps the
            top strip free for toasts (docs/decisions/0019). */}
        <Dialog.Positioner className="fixed inset-x-3 bottom-3 z-50 flex justify-end sm:inset-x-auto sm:right-5 sm:bottom-24">
          <Dialog.Content
            ref={content}
            className="max-h-[calc(100dvh-8.75rem)] sm:max-h-[calc(100dvh-7rem)] w-full overflow-y-auto rounded-3xl border border-slate-200 bg-white p-5 shadow-2xl outline-none sm:w-[23rem]"
          >
            <div className="flex items-center gap-2.5">
              <LogoMark className="size-9 shrink-0" />
              {/* On the narrowest phones the badge goes under the title: the close button stays. */}
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2.5 gap-y-1">
                <Dialog.Title className="text-lg font-bold whitespace-nowrap text-ink">
                  {text.title}
                </Dialog.Title>
                {preview ? <PreviewBadge /> : null}
              </div>
              <CallTooltip label={text.close}>
                <Dialog.CloseTrigger
                  aria-label={text.close}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-slate-100 hover:text-ink"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.CloseTrigger>
              </CallTooltip>
            </div>
            <div className="mt-4 flex flex-col items-center gap-4 text-center">
              <CallControls ref={mic} actorRef={actorRef} look="widget" />
              <p
                role="status"
                className="inline-flex items-center gap-2 text-sm font-semibold text-ink"
              >
                <StatusDot tone={activity.tone} />
                {activity.label}
              </p>
              {askingForMicrophone ? (
                <p className="text-xs text-ink-soft">{voice.micPrompt}</p>
              ) : null}
              <MicPermissionHelp actorRef={actorRef} onRetry={retry} />
              <Dialog.Description className="text-sm text-ink-soft">{text.hint}</Dialog.Description>
              <button
                type="button"
                className="btn-primary w-full"
                disabled={!canStart}
                onClick={intents.start}
                onPointerEnter={intents.prefetch}
              >
                {text.talk}
              </button>
              {/* The conversation, compact (typed lines and answers included). */}
              {connected ? <Transcript actorRef={actorRef} variant="compact" /> : null}
              <CallFeatures
                actorRef={actorRef}
                messageLabel={voice.callFeatures.messageToAssistant}
              />
              <CallRecap
                actorRef={actorRef}
                naming={assistantNaming}
                onDemoRequest={followDemoRequest}
              />
              {connected ? null : <PrivacyNote />}
              {preview ? <PreviewNotice /> : null}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
