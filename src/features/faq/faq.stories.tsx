import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { faqMachine } from '@machines/faq/faq.machine';
import { faqPlan } from '@machines/faq/faq.paths';
import { stateStories } from '../../../.storybook/state-story';
import { FaqView } from './faq.view';

const meta = { title: 'Landing/FAQ', component: FaqView } satisfies Meta<typeof FaqView>;
export default meta;

const story = stateStories<ActorRefFrom<typeof faqMachine>>({
  plan: faqPlan,
  render: (actorRef) => <FaqView actorRef={actorRef} />,
});

export const Expanded = story('expanded');
export const Collapsed = story('collapsed');
