import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { fullGateMachine } from '@machines/full-gate/full-gate.machine';
import { DEMO_HASH, fullGatePaths } from '@machines/full-gate/full-gate.paths';
import { controlledPromise } from '@tests/model/controlled';
import { describePath } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { reached } from '@tests/render';
import { FullGateDot, useGateShortcut } from './full-gate.view';

function Harness({ actorRef }: { actorRef: ActorRefFrom<typeof fullGateMachine> }) {
  useGateShortcut(actorRef);
  return <FullGateDot actorRef={actorRef} />;
}

// Shift+D ignored while typing in a field: e2e/journeys/early-input.spec.ts, on the page's own field.
describe('full-page gate, replaying the generated paths', () => {
  it.each(fullGatePaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const ask = controlledPromise<string | null>();
      const hash = controlledPromise<string, string>();
      const actor = createActor(
        fullGateMachine.provide({ actors: { askPassword: ask.logic, hashPassword: hash.logic } }),
        { input: { passwordSha256: DEMO_HASH } },
      );
      // What the visitor sees: the page's gate.opened handler leads to /full (counted here), and
      // the browser's password prompt is open while an ask has started and not been answered.
      let opened = 0;
      let answered = 0;
      actor.on('gate.opened', () => opened++);
      actor.start();
      const user = userEvent.setup();
      await replayPath(path, {
        async start() {
          render(<Harness actorRef={actor} />);
        },
        async perform(event: EventObject) {
          const { output, error } = event as EventObject & {
            output?: string | null;
            error?: Error;
          };
          if (event.type === 'shortcut.press') await user.keyboard('{Shift>}D{/Shift}');
          else if (event.type === 'dot.press')
            await user.click(screen.getByRole('button', { name: 'Interner Zugang' }));
          else if (event.type === 'xstate.done.actor.askPassword') {
            answered += 1;
            await act(async () => ask.resolve(output ?? null));
          } else if (event.type === 'xstate.error.actor.askPassword') {
            answered += 1;
            await act(async () => ask.reject(error));
          } else if (event.type === 'xstate.done.actor.hashPassword')
            await act(async () => hash.resolve(output ?? ''));
          else if (event.type === 'xstate.error.actor.hashPassword')
            await act(async () => hash.reject(error));
        },
        async expectState(expected: AnyMachineSnapshot) {
          await reached(actor, expected);
          // The mapping from the state to the screen, written here.
          const onFull = expected.matches('opened');
          const prompting = expected.matches('asking');
          expect(opened, 'sent to /full').toBe(onFull ? 1 : 0);
          await waitFor(() =>
            expect(ask.started.length - answered, 'password prompts open').toBe(prompting ? 1 : 0),
          );
          expect(screen.getByRole('button', { name: 'Interner Zugang' })).toBeVisible();
          return [
            onFull ? 'sent to /full' : 'still on the waiting list',
            prompting ? 'password prompt open' : 'no password prompt',
            'dot "Interner Zugang" shown',
          ];
        },
      });
    },
  );
});
