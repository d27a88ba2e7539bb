import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { demoFormMachine, SEND_TIMEOUT_MS } from '@machines/demo-form/demo-form.machine';
import { demoFormPaths } from '@machines/demo-form/demo-form.paths';
import type { DemoRequest, Field } from '@machines/demo-form/demo-form.types';
import { controlledPromise } from '@tests/model/controlled';
import { describePath } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { reached, toastsShown, withToaster } from '@tests/render';
import {
  DEMO_FORM_TOASTS,
  expectedDemoFormScreens,
  FIELD_LABELS,
  type DemoFormUi,
} from '@tests/expected/demo-form.expected';
import { DemoFormView } from './demo-form.view';
import { useDemoFormToasts } from './use-demo-form-toasts';

const field = (name: Field) =>
  screen.getByLabelText(new RegExp(`^${FIELD_LABELS[name]}`)) as HTMLInputElement;

/** What the form gives a visitor and a screen reader: values, states, the texts under fields. */
function readUi(): DemoFormUi {
  const form = screen.getByRole('form', { name: 'Demo-Anfrage' });
  const button = within(form).getByRole('button') as HTMLButtonElement;
  const describedBy = (name: Field, suffix: string) => {
    const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
    const element = ids
      .map((id) => document.getElementById(id))
      .find((el) => el?.id.endsWith(suffix));
    return element?.textContent ?? null;
  };
  const read = (name: Field) => ({
    value: field(name).value,
    readOnly: field(name).readOnly,
    disabled: field(name).disabled,
    invalid: field(name).getAttribute('aria-invalid') === 'true',
    error: describedBy(name, '-error'),
    note: describedBy(name, '-cut'),
  });
  return {
    fields: { name: read('name'), email: read('email'), message: read('message') },
    counter: describedBy('message', '-counter') ?? '',
    submitLabel: button.textContent ?? '',
    submitDisabled: button.disabled,
  };
}

const harness = withToaster(useDemoFormToasts, (ref) => <DemoFormView actorRef={ref} />);
/** Spec section 8's toasts, each counted by its title and description. */
const TOASTS = Object.values(DEMO_FORM_TOASTS);

describe('demo form view, replaying the generated paths', () => {
  it.each(demoFormPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const send = controlledPromise<void, DemoRequest>();
      // The send's timeout passes when the path says so, on a simulated clock: never by
      // itself while a loaded machine is still checking the step before (a timer of the real
      // clock once fired during the check of 'sending': the timeout's toast then counted as
      // that step's, and an answer could turn into a timeout).
      const clock = new SimulatedClock();
      const actor = createActor(
        demoFormMachine.provide({ actors: { sendDemoRequest: send.logic } }),
        { input: {}, clock },
      );
      const user = userEvent.setup();
      // The screens the spec expects along the path, written before anything runs.
      const expectedSteps = expectedDemoFormScreens(path.steps.map((step) => step.event));
      let stepIndex = 0;
      // Toasts raised so far: each step must raise exactly the toast its event implies.
      let countsBefore = TOASTS.map(() => 0);

      await replayPath(path, {
        async start() {
          actor.start();
          render(harness(actor));
          // The form's own messages, not the browser's; the message field says it is optional.
          expect(screen.getByRole('form', { name: 'Demo-Anfrage' })).toHaveAttribute('novalidate');
          expect(screen.getByText('(optional)')).toBeInTheDocument();
        },
        async perform(event: EventObject) {
          stepIndex += 1;
          countsBefore = TOASTS.map(toastsShown);
          if (event.type === 'field.change') {
            const { field: name, value } = event as EventObject & { field: Field; value: string };
            await user.clear(field(name));
            if (value) {
              await user.click(field(name));
              await user.paste(value);
            }
          } else if (event.type === 'form.submit') {
            await user.click(screen.getByRole('button', { name: /Testversion anfragen/ }));
          } else if (event.type.startsWith('xstate.done.actor.')) {
            await act(async () => send.resolve());
          } else if (event.type.startsWith('xstate.error.actor.')) {
            await act(async () => send.reject((event as EventObject & { error: unknown }).error));
          } else if (event.type.startsWith('xstate.after.sendTimeout')) {
            await act(async () => clock.increment(SEND_TIMEOUT_MS));
          }
        },
        async expectState(expected: AnyMachineSnapshot) {
          await reached(actor, expected);
          // The request a retry would send again (its content and id) depends on the way to
          // the state, which the state's key leaves out; whether there is one does not.
          const { request, ...context } = actor.getSnapshot().context;
          const { request: expectedRequest, ...expectedContext } = expected.context;
          expect(context).toEqual(expectedContext);
          expect(request === null).toBe(expectedRequest === null);
          const { ui, toast } = expectedSteps[stepIndex]!;
          const screenFacts = await waitFor(() => compareScreen(readUi(), ui));
          const raised = (kind: { title: string }) => (kind.title === toast ? 1 : 0);
          const toastFacts = await waitFor(() =>
            compareScreen(
              { newToasts: TOASTS.map((kind, i) => toastsShown(kind) - countsBefore[i]!) },
              { newToasts: TOASTS.map(raised) },
            ),
          );
          return [...screenFacts, ...toastFacts];
        },
      });
      actor.stop();
    },
    // The longest paths take seconds in jsdom on a busy machine.
    20_000,
  );
});
