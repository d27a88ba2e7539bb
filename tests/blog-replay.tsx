import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { compareScreen, type PathDriver } from '@tests/model/replay';
import { reached, renderWithRouter, toastsShown } from '@tests/render';

/**
 * The driver of a blog view's path replay (the list, the article), rendered at `route`: the
 * visitor's events are clicks on the buttons `buttons` names for them, the data's answers come
 * from the invoked actors' controlled `standIns` (by the id they are invoked under). After each
 * step: the machine's state and context, the screen `readUi` reads and the failure toasts
 * raised, against the oracle's `steps` (written before anything runs: it never reads the
 * machine).
 */
export function blogViewDriver<Ui extends object>(options: {
  actor: AnyActorRef;
  view: ReactNode;
  route: string;
  buttons: Record<string, string>;
  standIns: Record<string, { resolve(value: never): void; reject(error: unknown): void }>;
  steps: readonly { ui: Ui; toast: boolean }[];
  readUi: () => Ui;
  toast: { title: string; description: string };
}): PathDriver {
  const { actor, buttons, standIns, steps, toast } = options;
  const user = userEvent.setup();
  let stepIndex = 0;
  let toastsBefore = 0;
  return {
    async start() {
      actor.start();
      await renderWithRouter(options.view, options.route);
    },
    async perform(event: EventObject) {
      stepIndex += 1;
      toastsBefore = toastsShown(toast);
      const { output, error } = event as EventObject & { output?: never; error?: unknown };
      const [, outcome, id] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
      const standIn = standIns[id ?? ''];
      if (buttons[event.type])
        await user.click(screen.getByRole('button', { name: buttons[event.type] }));
      else if (outcome === 'done')
        await act(async () => standIn!.resolve(output ?? (null as never)));
      else if (outcome === 'error') await act(async () => standIn!.reject(error));
    },
    async expectState(expected: AnyMachineSnapshot) {
      await reached(actor, expected);
      expect(actor.getSnapshot().context).toEqual(expected.context);
      const step = steps[stepIndex]!;
      const screenFacts = await waitFor(() => compareScreen(options.readUi(), step.ui));
      const raised = step.toast ? 1 : 0;
      await waitFor(() => expect(toastsShown(toast)).toBe(toastsBefore + raised));
      const newToasts = toastsShown(toast) - toastsBefore;
      return [...screenFacts, ...compareScreen({ newToasts }, { newToasts: raised })];
    },
  };
}
