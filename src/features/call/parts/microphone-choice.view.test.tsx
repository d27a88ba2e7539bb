import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import {
  callMicrophoneMachine,
  OFFER_LIMIT_MS,
  type InputDevice,
} from '@machines/call-microphone/call-microphone.machine';
import {
  callMicrophonePaths,
  OFFER_LIMIT_EVENT,
} from '@machines/call-microphone/call-microphone.paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { listedDevices } from '@tests/voice/fake-media';
import { describePath, stateName } from '@tests/model/paths';
import { DriverEmitter } from '../drivers/driver';
import { microphonePorts } from '../devices/microphone-list';
import { MicrophoneChoiceView } from './microphone-choice';

/** The one answer a port is waiting for (the listing, a switch), settled by the path. */
function pending<T>() {
  type Settle = { resolve(value: T): void; reject(error: unknown): void };
  let settle: Settle | null = null;
  const answer = async (how: (waiting: Settle) => void) => {
    await waitFor(() => expect(settle).not.toBeNull());
    how(settle!);
    settle = null;
  };
  return {
    wait: () => new Promise<T>((resolve, reject) => (settle = { resolve, reject })),
    resolve: (value: T) => answer((waiting) => waiting.resolve(value)),
    reject: (error: unknown) => answer((waiting) => waiting.reject(error)),
  };
}

/** The names the spec gives the sample devices: a label, or 'Mikrofon {place}'. */
const LABELS: Record<string, string> = {
  'built-in': 'Eingebautes Mikrofon',
  headset: 'Headset',
};
const nameIn = (devices: readonly InputDevice[], id: string) =>
  LABELS[id] ?? `Mikrofon ${devices.findIndex((d) => d.deviceId === id) + 1}`;

const NOTES: Record<string, string> = {
  fellBack:
    'Das gewählte Mikrofon ist nicht mehr verfügbar – jetzt wird das Standardmikrofon verwendet.',
  switchFailed: 'Das Mikrofon konnte nicht gewechselt werden.',
};

/**
 * In Chromium: the microphone choice replayed along the generated paths. The page's
 * real ports report the device list (`devicechange` on a scripted device set) and the call's
 * input ending (the driver's `input-ended`); the visitor chooses in the select and answers the
 * offer; the listing and the switches are answered by the path. The offer's 15 s are 50 ms here.
 */
describe('microphone choice, replaying the generated paths', () => {
  it.each(callMicrophonePaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const clock = new SimulatedClock();
      const listing = pending<readonly InputDevice[]>();
      const switching = pending<void>();
      const driver = new DriverEmitter();
      const { media, change } = listedDevices([]);
      const ports = microphonePorts(
        { setInputDevice: () => switching.wait(), on: (e, l) => driver.on(e, l) },
        media,
      );
      const actor = createActor(
        callMicrophoneMachine.provide({
          actors: { ...ports, listInputs: fromPromise(() => listing.wait()) } as never,
        }),
        // The offer's 15 s pass when the path says so (the page's clock), not on their own:
        // a state lasting a shortened 50 ms could pass before a busy browser looked at it.
        { clock },
      ).start();
      const user = userEvent.setup();
      try {
        await replayPath(path, {
          async start() {
            render(<MicrophoneChoiceView microphonesRef={actor} />);
          },
          async perform(event: EventObject) {
            const e = event as EventObject & {
              output?: InputDevice[];
              devices?: InputDevice[];
              deviceId?: string | null;
            };
            if (e.type === 'xstate.done.actor.listInputs') await listing.resolve(e.output!);
            else if (e.type === 'xstate.error.actor.listInputs')
              await listing.reject(new Error('enumerateDevices failed'));
            else if (e.type === 'devices.changed')
              change(e.devices!.map((device) => ({ kind: 'audioinput', ...device })));
            else if (e.type === 'input.ended') driver.emit('input-ended');
            else if (e.type === 'mic.choose')
              await user.selectOptions(
                screen.getByRole('combobox', { name: 'Mikrofon' }),
                e.deviceId ?? '',
              );
            else if (e.type === 'mic.useOffered')
              await user.click(screen.getByRole('button', { name: 'Verwenden' }));
            else if (e.type === 'mic.dismissOffer')
              await user.click(screen.getByRole('button', { name: 'Nicht jetzt' }));
            else if (e.type === OFFER_LIMIT_EVENT) clock.increment(OFFER_LIMIT_MS);
            else if (e.type.startsWith('xstate.done.actor.')) await switching.resolve();
            else await switching.reject(new Error('OverconstrainedError'));
          },
          async expectState(expected: AnyMachineSnapshot) {
            await waitFor(
              () => {
                expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value));
                expect(actor.getSnapshot().context).toEqual(expected.context);
                // A busy machine (two cores, a full CI beside) may take a moment.
              },
              { timeout: 5_000 },
            );
            const context = expected.context as {
              devices: InputDevice[];
              chosen: string | null;
              offered: InputDevice | null;
              switchingTo: string | null;
              note: string | null;
            };
            const select = screen.queryByRole<HTMLSelectElement>('combobox', { name: 'Mikrofon' });
            const offer = screen.queryByText(/^Neues Mikrofon erkannt: /);
            const shown = expected.hasTag('choosing');
            // A switch under way shows its target, unless it is no longer listed.
            const target = context.switchingTo;
            const inUse =
              expected.hasTag('busy') &&
              (target === null || context.devices.some((d) => d.deviceId === target))
                ? target
                : context.chosen;
            return compareScreen(
              {
                options: select ? [...select.options].map((option) => option.text) : [],
                selected: select?.selectedOptions[0]?.text ?? null,
                offer: offer?.textContent ?? null,
                useOffered: screen.queryByRole('button', { name: 'Verwenden' }) !== null,
                // The call's one status stays its connection: the choice adds none.
                statuses: screen.queryAllByRole('status').length,
                note: document.querySelector('[aria-live="polite"] > p')?.textContent ?? '',
              },
              {
                options: shown
                  ? [
                      'Standardmikrofon',
                      ...context.devices.map((d) => nameIn(context.devices, d.deviceId)),
                    ]
                  : [],
                selected: shown
                  ? inUse === null
                    ? 'Standardmikrofon'
                    : nameIn(context.devices, inUse)
                  : null,
                offer:
                  expected.matches('offering') && context.offered
                    ? `Neues Mikrofon erkannt: ${nameIn(context.devices, context.offered.deviceId)}`
                    : null,
                useOffered: expected.matches('offering'),
                statuses: 0,
                note: context.note ? NOTES[context.note]! : '',
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
