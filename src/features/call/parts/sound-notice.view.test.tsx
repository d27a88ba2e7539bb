import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { callOutputInCall, type CallOutputEvent } from '@machines/call-output/call-output.machine';
import { callOutputPaths } from '@machines/call-output/call-output.paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { describePath, stateName } from '@tests/model/paths';
import { SoundNoticeView } from './sound-notice';

const NOTE =
  'Der Ton konnte nicht starten: Ihr Browser hat die Wiedergabe blockiert oder findet keinen Lautsprecher. Das Gesagte steht im Transkript.';

/**
 * The note a connected call shows when its sound could not start, in Chromium: the driver's
 * reports come through the machine's port; 'Ton einschalten' is pressed by the visitor and
 * reaches the driver's start of the sound (counted).
 */
describe('sound notice, replaying the generated paths', () => {
  it.each(callOutputPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      let report: (event: CallOutputEvent) => void = () => {};
      let asked = 0;
      const actor = createActor(
        callOutputInCall({
          outputReports: fromCallback(({ sendBack }) => {
            report = sendBack;
          }),
          enableOutput: () => void asked++,
        }),
      ).start();
      const user = userEvent.setup();
      let expectedAsks = 0;
      try {
        await replayPath(path, {
          async start() {
            render(<SoundNoticeView outputRef={actor} />);
          },
          async perform(event: EventObject) {
            if (event.type !== 'output.enable') return report(event as CallOutputEvent);
            const button = screen.queryByRole('button', { name: 'Ton einschalten' });
            // Only a blocked call offers the press; elsewhere there is nothing to press.
            if (button) {
              expectedAsks++;
              await user.click(button);
            } else actor.send(event as CallOutputEvent);
          },
          async expectState(expected: AnyMachineSnapshot) {
            await waitFor(() =>
              expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
            );
            const blocked = expected.hasTag('blocked');
            const enabling = expected.hasTag('enabling');
            const button = screen.queryByRole('button', {
              name: enabling ? 'Ton wird eingeschaltet...' : 'Ton einschalten',
            });
            return compareScreen(
              {
                note: screen.queryByText(NOTE) !== null,
                button: button !== null,
                described: button?.getAttribute('aria-describedby') !== null && button !== null,
                disabled: button !== null && (button as HTMLButtonElement).disabled,
                asks: asked,
              },
              {
                note: blocked,
                button: blocked,
                described: blocked,
                disabled: enabling,
                asks: expectedAsks,
              },
            );
          },
        });
      } finally {
        actor.stop();
      }
    },
  );
});
