import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { toast } from '@/app/toast';
import { voice } from '@/content/de/voice';
import { serializeCallState } from '@machines/call/call.paths';
import { selectCanStart } from '@machines/call/call.selectors';
import { useCallToasts } from '@/features/voice/use-call-toasts';
import type { CallActorRef } from '@/voice/active-call';
import { voiceAgents } from '@/voice/agents';
import { callToast } from '@/voice/toasts';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { controlledCall, isEnvironmentEvent, surfacePaths } from '@tests/voice/call-harness';
import { expectedWidgetUi, type WidgetUi } from './widget-dialog.expected';
import { WidgetDialogView } from './widget-dialog.view';

const text = voice.widget;
const input = { agent: 'helvox', enhancedAudio: true };
const name = voiceAgents.helvox.name;

/** The paths the widget can replay: no mute control; closing the dialog is its hang-up. */
const widgetPaths = surfacePaths(input, (event, before) => {
  switch (event.type) {
    case 'sdk.prefetch':
    case 'call.hangUp':
      return true;
    case 'call.toggle':
      return before.can({ type: 'call.toggle' });
    case 'call.start':
      return selectCanStart(before as never);
    default:
      return false;
  }
});

/** The dialog with its trigger, as the floating widget opens it. */
function Harness({ actorRef }: { actorRef: CallActorRef }) {
  const [open, setOpen] = useState(true);
  useCallToasts(actorRef, 'widget', name);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {text.open}
      </button>
      <WidgetDialogView actorRef={actorRef} preview={false} open={open} onOpenChange={setOpen} />
    </>
  );
}

function readUi(): WidgetUi {
  const dialog = screen.getByRole('dialog', { name: text.title });
  const mic = within(dialog).getByRole('button', {
    name: new RegExp(`^(${text.start}|${text.end})$`),
  });
  return {
    status: within(dialog).getByRole('status').textContent ?? '',
    mic: {
      label: mic.getAttribute('aria-label') ?? '',
      disabled: (mic as HTMLButtonElement).disabled,
    },
    talkDisabled: (within(dialog).getByRole('button', { name: text.talk }) as HTMLButtonElement)
      .disabled,
    micPrompt: within(dialog).queryByText(voice.micPrompt) !== null,
    privacy: within(dialog).queryByText(voice.privacy.link) !== null,
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

describe('widget dialog, replaying the call machine’s generated paths it can take', () => {
  it('replays a good share of the covering paths', () => {
    expect(widgetPaths.length).toBeGreaterThanOrEqual(10);
  });

  it.each(widgetPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const call = controlledCall(input);
    const { actor } = call;
    const user = userEvent.setup();

    await replayPath(path, {
      async start() {
        actor.start();
        render(<Harness actorRef={actor} />);
        await screen.findByRole('dialog', { name: text.title });
      },
      async perform(event: EventObject) {
        success.mockClear();
        failure.mockClear();
        call.takeEmitted();
        const dialog = screen.getByRole('dialog', { name: text.title });
        const mic = within(dialog).getByRole('button', {
          name: new RegExp(`^(${text.start}|${text.end})$`),
        });
        if (event.type === 'sdk.prefetch') await user.hover(mic);
        else if (event.type === 'call.toggle') await user.click(mic);
        else if (event.type === 'call.start')
          await user.click(within(dialog).getByRole('button', { name: text.talk }));
        else if (event.type === 'call.hangUp') {
          // Closing the dialog hangs up; the visitor opens it again for the next step.
          await user.click(within(dialog).getByRole('button', { name: text.close }));
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          await user.click(screen.getByRole('button', { name: text.open }));
          await screen.findByRole('dialog', { name: text.title });
        } else if (event.type === 'page.left')
          act(() => {
            window.dispatchEvent(new Event('pagehide'));
          });
        else if (isEnvironmentEvent(event)) await act(async () => call.answer(event));
      },
      async expectState(expected: AnyMachineSnapshot) {
        await waitFor(() =>
          expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
        );
        const snapshot = actor.getSnapshot();
        expect(serializeCallState(snapshot)).toBe(serializeCallState(expected));
        await waitFor(() => expect(readUi()).toEqual(expectedWidgetUi(snapshot)));
        const toasts = call
          .takeEmitted()
          .map((event) => callToast('widget', event, name))
          .filter((shown) => shown !== null)
          .map(({ title, description }) => ({ title, description }));
        expect(toastsShown()).toEqual(toasts);
      },
    });
    actor.stop();
    expect(call.microphones.every((microphone) => !microphone.live)).toBe(true);
  });
});
