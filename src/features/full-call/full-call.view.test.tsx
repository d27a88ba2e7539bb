import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { toast } from '@/app/toast';
import { voice } from '@/content/de/voice';
import { callMachine } from '@machines/call/call.machine';
import { serializeCallState } from '@machines/call/call.paths';
import { useCallToasts } from '@/features/voice/use-call-toasts';
import type { CallActorRef } from '@/voice/active-call';
import { callToast } from '@/voice/toasts';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { controlledCall, isEnvironmentEvent, surfacePaths } from '@tests/voice/call-harness';
import { expectedFullCallUi, type FullCallUi } from './full-call.expected';
import { selectCanToggle } from './full-call.status';
import { FullCallView } from './full-call.view';

const text = voice.full;
const input = { agent: 'helvox' };

/**
 * The paths `/full` can replay: its one control is the microphone button (a toggle, enabled once
 * the SDK is ready); the page itself sends `sdk.prefetch` when it mounts.
 */
const fullPaths = surfacePaths(input, (event, before) => {
  switch (event.type) {
    case 'sdk.prefetch':
      return true;
    case 'call.start':
    case 'call.toggle':
    case 'call.hangUp':
      return selectCanToggle(before as never) && before.can(event);
    default:
      return false;
  }
});

function Harness({ actorRef }: { actorRef: CallActorRef }) {
  useCallToasts(actorRef, 'fullPage');
  return <FullCallView actorRef={actorRef} preview={false} />;
}

function readUi(): FullCallUi {
  const main = screen.getByRole('main');
  const mic = within(main).getByRole('button', {
    name: new RegExp(`^(${text.start}|${text.end})$`),
  });
  const transcript = within(main).getByRole('region', { name: voice.transcript.title });
  return {
    status: within(main).getByRole('status').textContent ?? '',
    mic: {
      label: mic.getAttribute('aria-label') ?? '',
      disabled: (mic as HTMLButtonElement).disabled,
    },
    lights: within(main)
      .getAllByRole('listitem')
      .filter((item) => !transcript.contains(item))
      .map((item) => item.textContent ?? ''),
    micPrompt: within(main).queryByText(voice.micPrompt) !== null,
    privacy: within(main).queryByText(voice.privacy.link) !== null,
    transcriptLines: within(transcript).queryAllByRole('listitem').length,
  };
}

let success: MockInstance<typeof toast.success>;
let failure: MockInstance<typeof toast.error>;
beforeEach(() => {
  success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  failure = vi.spyOn(toast, 'error').mockImplementation(() => {});
  // Failures and degraded calls are logged as warnings by design; keep the test output quiet.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const toastsShown = () =>
  [...success.mock.calls, ...failure.mock.calls].map(([title, options]) => ({
    title,
    description: options?.description,
  }));

describe('/full, replaying the call machine’s generated paths it can take', () => {
  it('replays some of the covering paths', () => {
    expect(fullPaths.length).toBeGreaterThanOrEqual(5);
  });

  it.each(fullPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const call = controlledCall(input);
    const { actor } = call;
    const user = userEvent.setup();

    await replayPath(path, {
      async start() {
        actor.start();
        await renderWithRouter(<Harness actorRef={actor} />);
      },
      async perform(event: EventObject) {
        success.mockClear();
        failure.mockClear();
        call.takeEmitted();
        if (event.type === 'sdk.prefetch')
          // The page sends the prefetch when it mounts.
          act(() => actor.send({ type: 'sdk.prefetch' }));
        else if (event.type === 'page.left')
          act(() => {
            window.dispatchEvent(new Event('pagehide'));
          });
        else if (event.type.startsWith('call.'))
          await user.click(
            within(screen.getByRole('main')).getByRole('button', {
              name: new RegExp(`^(${text.start}|${text.end})$`),
            }),
          );
        else if (isEnvironmentEvent(event)) await act(async () => call.answer(event));
      },
      async expectState(expected: AnyMachineSnapshot) {
        await waitFor(() =>
          expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
        );
        const snapshot = actor.getSnapshot();
        expect(serializeCallState(snapshot)).toBe(serializeCallState(expected));
        await waitFor(() => expect(readUi()).toEqual(expectedFullCallUi(snapshot)));
        const toasts = call
          .takeEmitted()
          .map((event) => callToast('fullPage', event))
          .filter((shown) => shown !== null)
          .map(({ title, description }) => ({ title, description }));
        expect(toastsShown()).toEqual(toasts);
      },
    });
    actor.stop();
    expect(call.microphones.every((microphone) => !microphone.live)).toBe(true);
  });

  it('keeps the microphone button disabled until the SDK is ready', async () => {
    const actor = createActor(callMachine, { input }).start();
    await renderWithRouter(<FullCallView actorRef={actor} preview={false} />);
    expect(screen.getByRole('button', { name: text.start })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(text.status.sdkLoading);
    expect(screen.getByText(text.callLight.initialising)).toBeInTheDocument();
    expect(screen.getByText(text.sdkLight.loading)).toBeInTheDocument();
    actor.stop();
  });
});
