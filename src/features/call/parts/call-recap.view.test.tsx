import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCallView } from '@/features/call/surfaces/agent/agent-call.view';
import { voiceAgents } from '@/features/call/agents';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/recorded-toasts';
import { controlledCall } from '@tests/voice/call-harness';

const T0 = Date.UTC(2026, 10, 25, 11, 0, 0);
const clara = voiceAgents.clara;

/** The toasts the views raise, recorded anew for each test. */
let recorded = recordedToasts();
beforeEach(() => {
  recorded = recordedToasts();
});
afterEach(() => vi.restoreAllMocks());

/** Clara's interface with a call driven step by step on a clock the test moves on. */
async function claraCall() {
  let now = T0;
  const call = controlledCall({ agent: clara.key, connectOn: 'anyActivity', clock: () => now });
  call.actor.start();
  const rendered = await renderWithRouter(
    <AgentCallView actorRef={call.actor} agent={clara} preview={false} />,
    '/clara-agent',
    { toasts: recorded.toasts },
  );
  const at = (ms: number) => {
    now = T0 + ms;
  };
  const report = (event: Parameters<typeof call.line.report>[0]) =>
    act(async () => call.line.report(event));
  const say = (role: 'assistant' | 'user', transcript: string) =>
    report({
      type: 'driver.message',
      message: { type: 'transcript', role, transcriptType: 'final', transcript },
    });
  const connect = () => call.connect((run) => act(async () => run()));
  const hangUp = async () => {
    await act(async () => call.actor.send({ type: 'call.hangUp' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.stopCall' }));
  };
  return { call, at, report, say, connect, hangUp, ...rendered };
}

/** A call of 1:05 with one answered exchange (0,9 s: median and 90 %) and three lines. */
async function finishedCall() {
  const c = await claraCall();
  await c.connect();
  c.at(1_000);
  await c.say('assistant', 'Grüezi, hier ist Clara.');
  c.at(3_000);
  await c.say('user', 'Ich möchte einen Termin für Dienstag.');
  // The service's end of the visitor's speech ends the turn.
  await c.report({
    type: 'driver.message',
    message: { type: 'speech-update', role: 'user', status: 'stopped' },
  });
  c.at(3_900);
  await c.report({ type: 'driver.speechStarted' });
  c.at(5_000);
  await c.say('assistant', 'Gerne, um 9 Uhr?');
  await c.report({ type: 'driver.speechEnded' });
  c.at(65_000);
  await c.hangUp();
  return c;
}

/*
 * The recap card's facts, its download, its demo request, its replacement by a new call and the
 * page's announcements and shortcuts are proven in Chromium (call-surfaces.view.test.tsx,
 * e2e/call-recap.demo.spec.ts, e2e/call-captions*.spec.ts, e2e/voice-agents.demo.spec.ts); the
 * texts themselves in node (recap-text.node.test.ts). The copy to the clipboard, with its two
 * toasts, is proven here only.
 */

describe('call recap on an agent page', () => {
  it('copies the transcript with a success toast, and says so when the clipboard is refused', async () => {
    await finishedCall();
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
