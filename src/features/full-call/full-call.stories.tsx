import type { Meta } from '@storybook/react-vite';
import { callPlan } from '@machines/call/call.paths';
import type { CallActorRef } from '@machines/call/call.types';
import { stateStories } from '../../../.storybook/state-story';
import { FullCallView } from './full-call.view';

const meta = {
  title: 'Voice/Full page',
  component: FullCallView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullCallView>;
export default meta;

const story = stateStories<CallActorRef>({
  plan: { ...callPlan, input: { agent: 'helvox' } },
  render: (actorRef) => <FullCallView actorRef={actorRef} preview={false} />,
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
