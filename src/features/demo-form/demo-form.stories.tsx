import type { Meta } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';
import type { demoFormMachine } from '@machines/demo-form/demo-form.machine';
import { demoFormPlan } from '@machines/demo-form/demo-form.paths';
import { stateStories } from '../../../.storybook/state-story';
import { DemoFormView } from './demo-form.view';

const meta = { title: 'Landing/Demo form', component: DemoFormView } satisfies Meta<
  typeof DemoFormView
>;
export default meta;

const story = stateStories<ActorRefFrom<typeof demoFormMachine>>({
  plan: demoFormPlan,
  render: (actorRef) => <DemoFormView actorRef={actorRef} />,
});

export const Form = story('editing.idle');
export const Sending = story('submitting');
export const FormAfterSent = story('editing.succeeded');
export const FormAfterSendFailed = story('editing.failed');
