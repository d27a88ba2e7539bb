import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ToastProvider } from '@/components/toaster';
import { demoFormMachine, SEND_TIMEOUT_MS } from '@machines/demo-form/demo-form.machine';
import { demoFormPaths } from '@machines/demo-form/demo-form.paths';
import type { DemoRequest, Field } from '@machines/demo-form/demo-form.types';
import { controlledPromise } from '@tests/model/controlled';
import { describePath, stateName } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import {
  DEMO_FORM_TOAST_TITLES,
  DEMO_FORM_TOASTS,
  expectedDemoFormScreens,
  FIELD_LABELS,
  type DemoFormUi,
} from '@tests/expected/demo-form.expected';
import {
  DEMO_FORM_RULES,
  DEMO_FORM_SENT,
  EMAIL_255,
  EMAIL_256,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from '@tests/tables/input-rules';
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

type FormRef = Parameters<typeof DemoFormView>[0]['actorRef'];

function Harness({ actorRef }: { actorRef: FormRef }) {
  return (
    <ToastProvider>
      <FormWithToasts actorRef={actorRef} />
    </ToastProvider>
  );
}

function FormWithToasts({ actorRef }: { actorRef: FormRef }) {
  useDemoFormToasts(actorRef);
  return <DemoFormView actorRef={actorRef} />;
}

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
      // Toasts raised so far, by title: each step must raise exactly the toast its event implies.
      const toastCount = (title: string) => screen.queryAllByText(title).length;
      let countsBefore = new Map<string, number>();
      const titles = DEMO_FORM_TOAST_TITLES;

      await replayPath(path, {
        async start() {
          actor.start();
          render(<Harness actorRef={actor} />);
        },
        async perform(event: EventObject) {
          stepIndex += 1;
          countsBefore = new Map(titles.map((title) => [title, toastCount(title)]));
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
          await waitFor(() =>
            expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
          );
          // The request a retry would send again (its content and id) depends on the way to
          // the state, which the state's key leaves out; whether there is one does not.
          const { request, ...context } = actor.getSnapshot().context;
          const { request: expectedRequest, ...expectedContext } = expected.context;
          expect(context).toEqual(expectedContext);
          expect(request === null).toBe(expectedRequest === null);
          const { ui, toast } = expectedSteps[stepIndex]!;
          const screenFacts = await waitFor(() => compareScreen(readUi(), ui));
          const toastsRaised: Record<string, number> = {};
          for (const title of titles) {
            const raised = title === toast ? 1 : 0;
            await waitFor(() =>
              expect(toastCount(title), `toasts "${title}"`).toBe(
                (countsBefore.get(title) ?? 0) + raised,
              ),
            );
            toastsRaised[title] = toastCount(title) - (countsBefore.get(title) ?? 0);
          }
          const raised = Object.values(DEMO_FORM_TOASTS).find((shown) => shown.title === toast);
          if (raised) expect(screen.getAllByText(raised.description).length).toBeGreaterThan(0);
          const expectedToasts = Object.fromEntries(
            titles.map((title) => [title, title === toast ? 1 : 0]),
          );
          return [
            ...screenFacts,
            ...compareScreen({ newToasts: toastsRaised }, { newToasts: expectedToasts }),
          ];
        },
      });
      actor.stop();
    },
    // The longest paths take seconds in jsdom on a busy machine.
    20_000,
  );
});

describe('demo form view, details', () => {
  it('labels every field, counts characters and says so when typing past the maximum', async () => {
    const actor = createActor(demoFormMachine, { input: {} }).start();
    render(<DemoFormView actorRef={actor} />);
    const user = userEvent.setup();
    const message = field('message');
    await user.click(message);
    await user.paste('x'.repeat(1000));
    expect(screen.getByText('1000/1000 Zeichen')).toBeInTheDocument();
    expect(screen.queryByText('Nachricht darf maximal 1000 Zeichen lang sein')).toBeNull();
    await user.type(message, 'y');
    expect(message.value).toBe('x'.repeat(1000));
    expect(screen.getByText('1000/1000 Zeichen')).toBeInTheDocument();
    expect(screen.getByText('Nachricht darf maximal 1000 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Demo-Anfrage' })).toHaveAttribute('novalidate');
  });

  it('sends exactly one request on a double click', async () => {
    const send = controlledPromise<void, DemoRequest>();
    const actor = createActor(
      demoFormMachine.provide({ actors: { sendDemoRequest: send.logic } }),
      { input: {} },
    ).start();
    render(<DemoFormView actorRef={actor} />);
    const user = userEvent.setup();
    await user.type(field('name'), 'Anna');
    await user.type(field('email'), 'anna@example.ch');
    await user.dblClick(screen.getByRole('button', { name: 'Testversion anfragen' }));
    expect(send.started).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
  });
});

/** Renders a fresh form; `under(field)` is all the text under that field (error and note). */
function renderForm() {
  const actor = createActor(demoFormMachine, { input: {} }).start();
  const view = render(<DemoFormView actorRef={actor} />);
  const user = userEvent.setup();
  const under = (name: Field) =>
    (field(name).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => !id.endsWith('-counter'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | ');
  const paste = async (name: Field, value: string) => {
    await user.click(field(name));
    await user.paste(value);
  };
  const submit = () => screen.getByRole('button', { name: 'Testversion anfragen' });
  return { actor, user, under, paste, submit, unmount: view.unmount };
}

describe('demo form view: a paste past a field’s maximum keeps what fits and says so', () => {
  it('message: 10 characters pasted after 995 keep the first 5, with the spec’s message', async () => {
    const { under, paste, submit } = renderForm();
    await paste('name', 'Anna Müller');
    await paste('email', 'anna@example.ch');
    await paste('message', 'x'.repeat(995));
    await paste('message', '0123456789');
    expect(field('message').value).toBe(`${'x'.repeat(995)}01234`);
    expect(under('message')).toBe('Nachricht darf maximal 1000 Zeichen lang sein');
    expect(screen.getByText('1000/1000 Zeichen')).toBeInTheDocument();
    // A note, not an error: the text that was kept may be sent.
    expect(field('message')).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBeEnabled();
  });

  it('name: a paste past 100 characters keeps the first 100, with the spec’s message', async () => {
    const { under, paste } = renderForm();
    await paste('name', 'Anna ');
    await paste('name', 'Müller'.repeat(20));
    expect(field('name').value).toBe(`Anna ${'Müller'.repeat(20)}`.slice(0, 100));
    expect(under('name')).toBe('Name darf maximal 100 Zeichen lang sein');
    // The next edit within the maximum takes the note away.
    await userEvent.setup().type(field('name'), '{Backspace}');
    expect(field('name').value).toHaveLength(99);
    expect(under('name')).toBe('');
  });

  it('e-mail: a paste past 255 characters keeps the first 255, with the spec’s message', async () => {
    const { under, paste, user } = renderForm();
    await paste('email', EMAIL_256);
    expect(field('email').value).toBe(EMAIL_256.slice(0, 255));
    // What was kept ends in '.c': no address, and the field says that too.
    expect(under('email')).toBe(`${EMAIL_INVALID_MESSAGE} | ${EMAIL_TOO_LONG_MESSAGE}`);
    await user.clear(field('email'));
    await paste('email', EMAIL_255);
    expect(field('email').value).toBe(EMAIL_255);
    expect(under('email')).toBe('');
  });
});

describe('demo form view: the rules’ table (tests/tables/input-rules.ts, spec section 5)', () => {
  it.each(DEMO_FORM_RULES.map((rule) => [rule.field, rule.why, rule.input, rule] as const))(
    '%s, %s: %j',
    async (name, _, input, { screen: shown }) => {
      const { paste } = renderForm();
      if (input) await paste(name, input);
      else await userEvent.setup().clear(field(name));
      const fieldUi = readUi().fields[name];
      compareScreen(fieldUi, {
        value: shown.value,
        readOnly: false,
        disabled: false,
        invalid: shown.error !== null,
        error: shown.error,
        note: shown.note,
      });
    },
  );

  it.each(DEMO_FORM_SENT)('sends %s', async (_, typed, sent) => {
    const send = controlledPromise<void, DemoRequest>();
    const actor = createActor(
      demoFormMachine.provide({ actors: { sendDemoRequest: send.logic } }),
      { input: {} },
    ).start();
    render(<DemoFormView actorRef={actor} />);
    const user = userEvent.setup();
    for (const name of ['name', 'email', 'message'] as const) {
      if (!typed[name]) continue;
      await user.click(field(name));
      await user.paste(typed[name]);
    }
    await user.click(screen.getByRole('button', { name: 'Testversion anfragen' }));
    expect(send.started).toHaveLength(1);
    const { requestId, ...body } = send.started[0]!;
    expect(body).toEqual(sent);
    expect(requestId).toEqual(expect.any(String));
  });
});
