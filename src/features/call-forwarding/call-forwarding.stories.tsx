import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ActorRefFrom } from 'xstate';
import type { callForwardingMachine } from '@machines/call-forwarding/call-forwarding.machine';
import { callForwardingPlan } from '@machines/call-forwarding/call-forwarding.paths';
import { ToastProvider } from '@/components/toaster';
import { stateStories } from '../../../.storybook/state-story';
import { CallForwardingView } from './call-forwarding.view';

const meta = {
  title: 'Call forwarding/Number and codes',
  component: CallForwardingView,
  // The copy buttons raise toasts.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof CallForwardingView>;
export default meta;

const story = stateStories<ActorRefFrom<typeof callForwardingMachine>>({
  plan: callForwardingPlan,
  render: (actorRef) => <CallForwardingView actorRef={actorRef} />,
});

// What each state shows (the hint, the field's error and its message, the codes of every rule
// and time): the replay in Chromium, call-forwarding.view.test.tsx. Here: what it does not read.

/** Nothing typed: the hint where the codes will be, nothing to copy. */
export const HintBeforeANumber = story('empty', {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /kopieren/ })).toBeNull();
  },
});

/** Typed, not a number yet, still in the field: no error before the visitor leaves it. */
export const TypingWithoutError = story('typing');

/** 'Codes anzeigen' with nothing typed: the error under the field. */
export const ErrorNoNumber = story('invalid');

/** A valid number, 'Wenn Sie nicht abnehmen' after 20 s: both codes, each with 'Kopieren'. */
export const CodesWhenNotAnswered = story('valid', {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('**61*+41441234567**20#')).toBeVisible();
    await expect(canvas.getByText('##002#')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Code zum Einschalten («Wenn Sie nicht abnehmen») kopieren',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Code zum Ausschalten kopieren' }),
    ).toBeVisible();
  },
});
