import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgentCallView } from '@/features/call/surfaces/agent/agent-call.view';
import { voiceAgents } from '@/features/call/agents';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/recorded-toasts';
import { controlledCall } from '@tests/voice/call-harness';

afterEach(() => vi.restoreAllMocks());

/*
 * The recap card's facts, its download, its demo request, its replacement by a new call and the
 * page's announcements and shortcuts are proven in Chromium (call-surfaces.view.test.tsx,
 * e2e/call-recap.demo.spec.ts, e2e/voice-agents.demo.spec.ts); the texts themselves, the answer
 * times' median and 90 % included, in node (recap-text.node.test.ts, call.answer-times.test.ts).
 * The copy to the clipboard, with its two toasts, is proven here only: on Clara's page, after a
 * call with one line of the visitor's.
 */
describe('call recap on an agent page', () => {
  it('copies the transcript with a success toast, and says so when the clipboard is refused', async () => {
    const recorded = recordedToasts();
    const call = controlledCall({ agent: voiceAgents.clara.key, connectOn: 'anyActivity' });
    call.actor.start();
    await renderWithRouter(
      <AgentCallView actorRef={call.actor} agent={voiceAgents.clara} preview={false} />,
      '/clara-agent',
      { toasts: recorded.toasts },
    );
    await call.connect((run) => act(async () => run()));
    await act(async () =>
      call.line.report({
        type: 'driver.message',
        message: {
          type: 'transcript',
          role: 'user',
          transcriptType: 'final',
          transcript: 'Ich möchte einen Termin für Dienstag.',
        },
      }),
    );
    await act(async () => call.actor.send({ type: 'call.hangUp' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.stopCall' }));

    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Transkript kopieren' }));
    await waitFor(() =>
      expect(recorded.success).toHaveBeenCalledWith('Transkript kopiert', {
        description: 'Sie können es jetzt einfügen, zum Beispiel in eine E-Mail.',
      }),
    );
    expect(writeText.mock.calls[0]?.[0]).toContain('Ihr Gespräch mit Clara\n');
    expect(writeText.mock.calls[0]?.[0]).toContain('Sie: Ich möchte einen Termin für Dienstag.');

    writeText.mockRejectedValueOnce(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Transkript kopieren' }));
    await waitFor(() =>
      expect(recorded.failure).toHaveBeenCalledWith('Kopieren nicht möglich', {
        description:
          'Ihr Browser hat den Zugriff auf die Zwischenablage verweigert. Laden Sie das Transkript stattdessen herunter.',
      }),
    );
  });
});
