import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { ActorRefFrom } from 'xstate';
import type { callForwardingMachine } from '@machines/call-forwarding/call-forwarding.machine';
import { callForwardingPlan } from '@machines/call-forwarding/call-forwarding.paths';
import type { CallForwardingContext } from '@machines/call-forwarding/call-forwarding.types';
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

const context = (snapshot: { context: unknown }) => snapshot.context as CallForwardingContext;

/** Nothing typed: the hint where the codes will be. */
export const HintBeforeANumber = story('empty', {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Sobald Sie eine gültige Nummer eingegeben haben, erscheinen hier die Codes für Ihr Handy.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /kopieren/ })).toBeNull();
  },
});

/** Typed, not a number yet, still in the field: no error before the visitor leaves it. */
export const TypingWithoutError = story('typing', {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nummer Ihres Assistenten')).not.toHaveAttribute(
      'aria-invalid',
    );
  },
});

/** 'Codes anzeigen' with nothing typed: the error under the field. */
export const ErrorNoNumber = story('invalid', {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Nummer Ihres Assistenten');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Schweizer oder Liechtensteiner Nummer, in jeder üblichen Schreibweise. Bitte geben Sie die Nummer Ihres Assistenten ein.',
    );
  },
});

/** Too short, left: the message says what a number has; the field keeps what was typed. */
export const ErrorNumberTooShort = story(
  'invalid',
  {
    play: async ({ canvas }) => {
      await expect(canvas.getByLabelText('Nummer Ihres Assistenten')).toHaveValue('044 12');
      await expect(
        canvas.getByText(
          'Die Nummer ist zu kurz: Schweizer Nummern haben 10 Ziffern (044 123 45 67), Liechtensteiner 7 nach +423.',
        ),
      ).toBeVisible();
    },
  },
  (snapshot) => context(snapshot).error === 'tooShort',
);

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
    // Another time, another code: the rule's time is part of it.
    await userEvent.selectOptions(canvas.getByLabelText('Weiterleiten nach'), '30');
    await expect(canvas.getByText('**61*+41441234567**30#')).toBeVisible();
  },
});

/** A valid number, 'Wenn besetzt': no time to choose. */
export const CodeWhenBusy = story(
  'valid',
  {
    play: async ({ canvas }) => {
      await expect(canvas.getByText('**67*+41441234567#')).toBeVisible();
      await expect(canvas.queryByLabelText('Weiterleiten nach')).toBeNull();
    },
  },
  (snapshot) => context(snapshot).rule === 'busy',
);
