import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { fullGateMachine } from '@machines/full-gate/full-gate.machine';
import { fullGatePlan } from '@machines/full-gate/full-gate.paths';
import { stateStories } from '../../../.storybook/state-story';
import { FullGateDot } from './full-gate.view';

const meta = {
  title: 'Waiting list/Gate dot',
  component: FullGateDot,
  decorators: [(Story) => <div className="relative h-32 bg-ink">{Story()}</div>],
} satisfies Meta<typeof FullGateDot>;
export default meta;

const story = stateStories<ActorRefFrom<typeof fullGateMachine>>({
  plan: fullGatePlan,
  render: (actorRef) => <FullGateDot actorRef={actorRef} />,
});

export const Dot = story('locked');
export const DotWhilePasswordAsked = story('asking');
export const DotWhilePasswordChecked = story('checking');
export const DotAfterGateOpened = story('opened');
