import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { waitlistMachine } from '@machines/waitlist/waitlist.machine';
import { waitlistPlan } from '@machines/waitlist/waitlist.paths';
import { stateStories } from '../../../.storybook/state-story';
import { WaitlistFormView } from './waitlist.view';

const meta = {
  title: 'Waiting list/Form',
  component: WaitlistFormView,
  decorators: [(Story) => <div className="bg-ink p-8">{Story()}</div>],
} satisfies Meta<typeof WaitlistFormView>;
export default meta;

const story = stateStories<ActorRefFrom<typeof waitlistMachine>>({
  plan: waitlistPlan,
  render: (actorRef) => <WaitlistFormView actorRef={actorRef} />,
});

export const Form = story('idle');
export const Sending = story('sending');
export const FormAfterJoined = story('joined');
