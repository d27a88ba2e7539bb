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
import { DemoFormView } from './demo-form.view';
import { useDemoFormToasts } from './use-demo-form-toasts';

const field = (name: Field) =>
  screen.getByLabelText(new RegExp(`^${FIELD_LABELS[name]}`)) as HTMLInputElement;

function readUi(): DemoFormUi {
  const form = screen.getByRole('form', { name: 'Demo-Anfrage' });
  const button = within(form).getByRole('button');
  const errorOf = (name: Field) => {
    const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = ids
      .map((id) => document.getElementById(id))
      .find((el) => el?.id.endsWith('-error'));
    return error?.textContent ?? null;
  };
  return {
    values: {
      name: field('name').value,
      email: field('email').value,
      message: field('message').value,
    },
    errors: { name: errorOf('name'), email: errorOf('email'), message: errorOf('message') },
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
          expect(actor.getSnapshot().context).toEqual(expected.context);
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
  );
});

describe('demo form view, details', () => {
  it('labels every field, counts characters and ignores typing past the maximum', async () => {
    const actor = createActor(demoFormMachine, { input: {} }).start();
    render(<DemoFormView actorRef={actor} />);
    const user = userEvent.setup();
    const message = field('message');
    await user.click(message);
    await user.paste('x'.repeat(1000));
    expect(screen.getByText('1000/1000 Zeichen')).toBeInTheDocument();
    await user.type(message, 'y');
    expect(message.value).toHaveLength(1000);
    expect(screen.getByText('1000/1000 Zeichen')).toBeInTheDocument();
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
