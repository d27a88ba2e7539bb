import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { AppToaster } from '@/app/toaster';
import { demoFormMachine } from '@machines/demo-form/demo-form.machine';
import { demoFormPaths } from '@machines/demo-form/demo-form.paths';
import type { DemoRequest, Field } from '@machines/demo-form/demo-form.types';
import { controlledPromise } from '@tests/model/controlled';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import {
  DEMO_FORM_TOAST_TITLES,
  DEMO_FORM_TOASTS,
  demoFormFacts,
  expectedDemoFormToast,
  expectedDemoFormUi,
  FIELD_LABELS,
  type DemoFormUi,
} from '@tests/expected/demo-form.expected';
import {
  INVALID_NAMES,
  MESSAGE_TOO_LONG,
  VALID_MESSAGES,
  VALID_NAMES,
} from '@tests/tables/input-rules';
import {
  EMAIL_255,
  EMAIL_256,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  INVALID_EMAILS,
  VALID_EMAILS,
} from '@tests/tables/input-rules';
import { DemoFormView } from './demo-form.view';
import { useDemoFormToasts } from './use-demo-form-toasts';

const field = (name: Field) =>
  screen.getByLabelText(new RegExp(`^${FIELD_LABELS[name]}`)) as HTMLInputElement;

function readUi(): DemoFormUi {
  const form = screen.getByRole('form', { name: 'Demo-Anfrage' });
  const button = within(form).getByRole('button');
  const describedBy = (name: Field, suffix: string) => {
    const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
    const element = ids
      .map((id) => document.getElementById(id))
      .find((el) => el?.id.endsWith(suffix));
    return element?.textContent ?? null;
  };
  const errorOf = (name: Field) => describedBy(name, '-error');
  const noteOf = (name: Field) => describedBy(name, '-cut');
  return {
    values: {
      name: field('name').value,
      email: field('email').value,
      message: field('message').value,
    },
    errors: { name: errorOf('name'), email: errorOf('email'), message: errorOf('message') },
    notes: { name: noteOf('name'), email: noteOf('email'), message: noteOf('message') },
    counter:
      document.getElementById(
        field('message').getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
      )?.textContent ?? '',
    submitLabel: button.textContent ?? '',
    submitDisabled: (button as HTMLButtonElement).disabled,
  };
}

function Harness({ actorRef }: { actorRef: Parameters<typeof DemoFormView>[0]['actorRef'] }) {
  useDemoFormToasts(actorRef);
  return (
    <>
      <DemoFormView actorRef={actorRef} />
      <AppToaster />
    </>
  );
}

describe('demo form view, replaying the generated paths', () => {
  it.each(demoFormPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const send = controlledPromise<void, DemoRequest>();
      const actor = createActor(
        demoFormMachine.provide({
          actors: { sendDemoRequest: send.logic },
          delays: { sendTimeout: 400 },
        }),
        { input: {} },
      );
      const user = userEvent.setup();
      let lastEvent = 'xstate.init';
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
          lastEvent = event.type;
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
          }
          // `xstate.after.sendTimeout…`: the shortened timeout fires by itself.
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
          const ui = expectedDemoFormUi(expected);
          expect(readUi()).toEqual(ui);
          const toast = expectedDemoFormToast(lastEvent, expected);
          for (const title of titles) {
            const raised = title === toast ? 1 : 0;
            await waitFor(() =>
              expect(toastCount(title), `toasts "${title}"`).toBe(
                (countsBefore.get(title) ?? 0) + raised,
              ),
            );
          }
          const raised = Object.values(DEMO_FORM_TOASTS).find((shown) => shown.title === toast);
          if (raised) expect(screen.getAllByText(raised.description).length).toBeGreaterThan(0);
          return demoFormFacts(ui, toast);
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

describe('demo form view: the rules’ tables (spec section 5)', () => {
  it.each(VALID_EMAILS.map((email) => [email]))('e-mail %j: no message', async (email) => {
    const { under, paste } = renderForm();
    await paste('email', email);
    expect(field('email').value).toBe(email);
    expect(under('email')).toBe('');
  });

  it.each(INVALID_EMAILS.map((email) => [email]))('e-mail %j: not an address', async (email) => {
    const { under, paste } = renderForm();
    await paste('email', email);
    expect(under('email')).toBe(EMAIL_INVALID_MESSAGE);
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(VALID_NAMES.map((name) => [name]))('name %j: no message', async (name) => {
    const { under, paste } = renderForm();
    await paste('name', name);
    expect(under('name')).toBe('');
  });

  it.each(INVALID_NAMES)('name %j: "%s"', async (name, message) => {
    const { under, paste } = renderForm();
    await paste('name', name);
    expect(under('name')).toBe(message);
  });

  it.each(VALID_MESSAGES.map((message) => [message.length, message]))(
    'message of %i characters: no message',
    async (_, message) => {
      const { under, paste } = renderForm();
      await paste('message', message);
      expect(under('message')).toBe('');
    },
  );

  it('message of 1001 characters: the first 1000 are kept, with the spec’s message', async () => {
    const { under, paste } = renderForm();
    await paste('message', 'x'.repeat(1001));
    expect(field('message').value).toBe('x'.repeat(1000));
    expect(under('message')).toBe(MESSAGE_TOO_LONG);
  });
});
