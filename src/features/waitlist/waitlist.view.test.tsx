import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { waitlistMachine, type WaitlistContext } from '@machines/waitlist/waitlist.machine';
import { waitlistPaths } from '@machines/waitlist/waitlist.paths';
import { describePath } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { reached } from '@tests/render';
import { WaitlistFormView } from './waitlist.view';

describe('waiting-list form, replaying the generated paths', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each(waitlistPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const actor = createActor(waitlistMachine).start();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await replayPath(path, {
        async start() {
          render(<WaitlistFormView actorRef={actor} />);
          // Required and of type email: e2e/waitlist.spec.ts (the browser blocks the submit).
          expect(screen.getByLabelText('Deine E-Mail-Adresse')).toHaveAttribute(
            'placeholder',
            'Deine E-Mail-Adresse',
          );
        },
        async perform(event: EventObject) {
          const input = screen.getByLabelText('Deine E-Mail-Adresse');
          if (event.type === 'email.change') {
            const { value } = event as EventObject & { value: string };
            await user.clear(input);
            if (value) await user.type(input, value);
          } else if (event.type === 'form.submit') {
            await user.click(screen.getByRole('button'));
          } else {
            await act(() => vi.advanceTimersByTimeAsync(1000));
          }
        },
        async expectState(expected: AnyMachineSnapshot) {
          await reached(actor, expected);
          // The mapping from the state to the screen, with the spec's labels written here.
          const busy = expected.hasTag('busy');
          const email = (expected.context as WaitlistContext).email;
          const label = busy ? 'Wird gesendet...' : 'Informiert werden';
          expect(screen.getByLabelText('Deine E-Mail-Adresse')).toHaveValue(email);
          expect(screen.getByRole('button')).toHaveTextContent(label);
          expect(screen.getByRole('button')).toHaveProperty('disabled', busy);
          return [
            `field "${email}"`,
            `button "${label}"`,
            `button ${busy ? 'disabled' : 'enabled'}`,
          ];
        },
      });
    },
  );
});
