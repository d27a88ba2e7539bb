import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { toast } from '@/app/toast';
import { voice } from '@/content/de/voice';
import { callPaths, serializeCallState } from '@machines/call/call.paths';
import { useCallToasts } from '@/features/voice/use-call-toasts';
import type { CallActorRef } from '@/voice/active-call';
import { callToast } from '@/voice/toasts';
import { voiceAgents } from '@/voice/agents';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { controlledCall, isEnvironmentEvent } from '@tests/voice/call-harness';
import { ACTIVITY_LABELS, expectedAgentCallUi, type AgentCallUi } from './agent-call.expected';
import { AgentPageView } from './agent-page.view';

const text = voice.agentPage;
const clara = voiceAgents.clara;

function readUi(): AgentCallUi {
  const call = screen.getByRole('region', { name: text.title(clara.name) });
  const start = within(call).queryByRole('button', {
    name: new RegExp(`^(${text.start}|${text.connecting})$`),
  });
  const hangUp = within(call).queryByRole('button', { name: text.end });
  const mute = within(call).queryByRole('button', {
    name: new RegExp(`^(${text.mute}|${text.unmute})$`),
  });
  const transcript = within(call).getByRole('region', { name: voice.transcript.title });
  return {
    connection: within(call).getByRole('status').textContent ?? '',
    activity:
      [...call.querySelectorAll('p')]
        .map((p) => p.textContent ?? '')
        .find((line) => ACTIVITY_LABELS.includes(line)) ?? '',
    start: start
      ? { label: start.textContent ?? '', disabled: (start as HTMLButtonElement).disabled }
      : null,
    hangUp: hangUp ? { disabled: (hangUp as HTMLButtonElement).disabled } : null,
    mute: mute?.getAttribute('aria-label') ?? null,
    micPrompt: within(call).queryByText(voice.micPrompt) !== null,
    privacy: within(call).queryByText(voice.privacy.link) !== null,
    transcriptLines: within(transcript).queryAllByRole('listitem').length,
  };
}

/** The view with the container's toasts (the container only adds the live actor). */
function Harness({ actorRef }: { actorRef: CallActorRef }) {
  useCallToasts(actorRef, 'agentPage', clara.name);
  return <AgentPageView actorRef={actorRef} agent={clara} preview={false} />;
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

describe('agent page view, replaying the call machine’s generated paths', () => {
  it.each(callPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const call = controlledCall({ agent: clara.key, connectOn: 'anyActivity' });
      const { actor } = call;
      const user = userEvent.setup();
      const button = (name: string) => screen.getByRole('button', { name });

      await replayPath(path, {
        async start() {
          actor.start();
          await renderWithRouter(<Harness actorRef={actor} />);
        },
        async perform(event: EventObject) {
          success.mockClear();
          failure.mockClear();
          call.takeEmitted();
          // Once the session has begun, the single button's toggle ends (or cancels) the call.
          const ends = actor.getSnapshot().matches('session');
          if (event.type === 'sdk.prefetch') await user.hover(button(text.start));
          else if (event.type === 'call.start' || event.type === 'call.toggle')
            // The page has one start button, and a toggle in a call is the hang-up.
            await user.click(button(ends ? text.end : text.start));
          else if (event.type === 'call.hangUp') await user.click(button(text.end));
          else if (event.type === 'mic.toggleMute')
            await user.click(screen.getByRole('button', { name: /^Stummschalt/ }));
          else if (event.type === 'page.left')
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
          await waitFor(() => expect(readUi()).toEqual(expectedAgentCallUi(snapshot)));
          const toasts = call
            .takeEmitted()
            .map((event) => callToast('agentPage', event, clara.name))
            .filter((shown) => shown !== null)
            .map(({ title, description }) => ({ title, description }));
          expect(toastsShown()).toEqual(toasts);
        },
      });
      // Whatever the path did, no microphone is left open.
      actor.stop();
      expect(call.microphones.every((microphone) => !microphone.live)).toBe(true);
      // Paths of eight steps take a few seconds of jsdom on a busy two-core machine.
    },
    20_000,
  );
});
