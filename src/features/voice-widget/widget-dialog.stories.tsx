import type { Meta } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { useState } from 'react';
import { voice } from '@/content/de/voice';
import { callPlan } from '@machines/call/call.paths';
import type { CallActorRef } from '@machines/call/call.types';
import { stateStories } from '../../../.storybook/state-story';
import { WidgetDialogView } from './widget-dialog.view';

const meta = {
  title: 'Voice/Widget',
  component: WidgetDialogView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WidgetDialogView>;
export default meta;

/** The dialog open over a page, with a button to open it again after closing. */
function OpenWidget({ actorRef }: { actorRef: CallActorRef }) {
  const [open, setOpen] = useState(true);
  return (
    <div className="min-h-dvh bg-slate-50 p-6">
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        {voice.widget.open}
      </button>
      <WidgetDialogView actorRef={actorRef} preview={false} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const story = stateStories<CallActorRef>({
  plan: { ...callPlan, input: { agent: 'helvox', enhancedAudio: true } },
  render: (actorRef) => <OpenWidget actorRef={actorRef} />,
});

export const SdkIdle = story('sdkIdle');
export const SdkLoading = story('sdkLoading');
export const SdkFailed = story('sdkFailed');
export const Ready = story('ready');
export const RequestingMic = story('requestingMic');
export const Starting = story('session.connecting.starting');
export const AwaitingCallStart = story('session.connecting.awaitingCallStart');
export const Cancelling = story('session.connecting.cancelling');
export const Listening = story('session.connected.listening');
export const Speaking = story('session.connected.speaking');
/** Issue 16: the network is away; the call waits for it (status 'Verbindung unterbrochen …'). */
export const Reconnecting = story('session.connected.reconnecting');
export const Ending = story('session.ending');

/**
 * Issue 22: the browser refused the microphone: the card says why and how to allow it (Chrome,
 * Safari, Firefox) beside the toast, with 'Erneut versuchen'.
 */
export const MicrophoneBlocked = story(
  'ready',
  {
    // The dialog is in a portal, outside the story's canvas.
    play: async () => {
      const help = await screen.findByRole('region', { name: 'Mikrofon blockiert' });
      await expect(help).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    },
  },
  (snapshot) => snapshot.context.error?.code === 'micPermissionDenied',
);
