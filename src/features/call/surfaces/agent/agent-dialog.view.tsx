import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useId } from 'react';
import { voice } from '@/content/de/voice';
import { CallTooltip } from '@/features/call/parts/call-tooltip';
import type { CallActorRef } from '@machines/call/call.machine';
import type { VoiceAgent } from '@/features/call/agents';
import { AgentCallView } from './agent-call.view';

export interface AgentDialogViewProps {
  actorRef: CallActorRef;
  agent: VoiceAgent;
  preview: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opened it ('Jetzt testen'), which gets the focus back on closing. It lives
   * on the page, outside this module, which the page loads on the first intent to open.
   */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The agents overview's dialog: that agent's voice interface. Closing it (close button, Escape,
 * a click outside) hangs up a call that is running or starting; Ark UI traps and returns focus.
 */
export function AgentDialogView({
  actorRef,
  agent,
  preview,
  open,
  onOpenChange,
  returnFocusTo,
}: AgentDialogViewProps) {
  const titleId = useId();
  return (
    <Dialog.Root
      ids={{ title: titleId }}
      open={open}
      lazyMount
      unmountOnExit
      finalFocusEl={returnFocusTo}
      onOpenChange={({ open: next }) => {
        if (!next && actorRef.getSnapshot().can({ type: 'call.hangUp' })) {
          actorRef.send({ type: 'call.hangUp' });
        }
        onOpenChange(next);
      }}
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        {/* A column that scrolls: a dialog taller than the screen starts at its top (with
            `items-end` its top was cut off, close button included). On phones it sits at the
            bottom, and the column starts below the top strip that the toasts use: scrolled,
            the dialog never passes under a toast (docs/decisions/0019). */}
        <Dialog.Positioner className="fixed inset-x-0 top-32 bottom-0 z-50 flex flex-col overflow-y-auto px-3 pb-3 sm:top-0 sm:p-6">
          <Dialog.Content className="relative mx-auto mt-auto w-full max-w-lg outline-none sm:mb-auto">
            <CallTooltip label={voice.overview.dialogClose}>
              <Dialog.CloseTrigger
                aria-label={voice.overview.dialogClose}
                className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-slate-100 hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.CloseTrigger>
            </CallTooltip>
            <AgentCallView
              actorRef={actorRef}
              agent={agent}
              preview={preview}
              showBadge
              titleId={titleId}
              heading={(title) => (
                <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">
                  {title}
                </Dialog.Title>
              )}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
