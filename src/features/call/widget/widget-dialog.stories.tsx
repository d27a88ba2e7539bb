import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { callMachine } from '@machines/call/call.machine';
import { neutralized } from '@machines/paths';
import { agents } from '@/content/de/agents';
import { voice } from '@/content/de/voice';
import { callPlan } from '@machines/call/call.paths';
import type { CallActorRef } from '@machines/call/call.machine';
import { stateStories } from '../../../../.storybook/state-story';
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
/** The network is away; the call waits for it (status 'Verbindung unterbrochen …'). */
export const Reconnecting = story('session.connected.reconnecting');
export const Ending = story('session.ending');

/**
 * The browser refused the microphone: the card says why and how to allow it (Chrome,
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

/** The recap offers the demo request in the widget too (it closes the dialog). */
export const RecapWithDemoRequest = story(
  'ready',
  {
    play: async () => {
      await expect(
        await screen.findByRole('link', { name: 'Demo für mein Unternehmen anfragen' }),
      ).toBeVisible();
    },
  },
  (snapshot) => snapshot.context.recap !== null,
);

/** During a call the widget shows the conversation (the last lines, typed ones too). */
function Conversation() {
  const [actor] = useState(() => {
    const created = createActor(neutralized(callMachine), {
      input: { agent: 'helvox', enhancedAudio: true },
    }).start();
    const line = (role: string, transcript: string) => ({
      type: 'driver.message',
      message: { type: 'transcript', transcriptType: 'final', role, transcript },
    });
    for (const event of [
      { type: 'call.start' },
      { type: 'xstate.done.actor.loadDriver' },
      { type: 'xstate.done.actor.requestMicrophone', output: { release() {} } },
      { type: 'driver.callStarted' },
      line('assistant', agents.helvox.greeting),
      { type: 'message.draftChanged', text: agents.helvox.examples[1] },
      { type: 'message.send' },
      line('assistant', agents.helvox.replies[1]!.answer),
    ]) {
      created.send(event as never);
    }
    return created as unknown as CallActorRef;
  });
  useEffect(() => () => actor.stop(), [actor]);
  return <OpenWidget actorRef={actor} />;
}

export const ConversationDuringCall: StoryObj = {
  render: () => <Conversation />,
  play: async () => {
    const log = await screen.findByRole('log', { name: 'Live-Transkript' });
    await expect(log).toHaveTextContent('Sie: Welche Sprachen versteht der Assistent?');
  },
};
