import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCallView } from '@/features/call/agent/agent-call.view';
import { voiceAgents } from '@/features/call/service/agents';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/toasts';
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
  const connect = async () => {
    await act(async () => call.actor.send({ type: 'call.start' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.requestMicrophone' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.startCall' }));
    await report({ type: 'driver.callStarted' });
  };
  const hangUp = async () => {
    await act(async () => call.actor.send({ type: 'call.hangUp' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.stopCall' }));
  };
  const announced = () =>
    rendered.container.querySelector('[aria-live="polite"].sr-only')?.textContent;
  return { call, at, report, say, connect, hangUp, announced, ...rendered };
}

/** A call of 1:05 with one answered exchange (0,9 s: median and 90 %) and three lines. */
async function finishedCall() {
  const c = await claraCall();
  await c.connect();
  c.at(1_000);
  await c.say('assistant', 'Grüezi, hier ist Clara.');
  c.at(3_000);
  await c.say('user', 'Ich möchte einen Termin für Dienstag.');
  // The service's end of the visitor's speech ends the turn (issue 24).
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

describe('call recap on an agent page', () => {
  it('shows duration, exchanges and the answer times once the call is over', async () => {
    await finishedCall();
    const card = await screen.findByRole('region', { name: 'Ihr Gespräch mit Clara' });
    expect(within(card).getByText('Dauer 1:05')).toBeVisible();
    expect(within(card).getByText('1 Wortwechsel')).toBeVisible();
    expect(within(card).getByText('Antwortzeit: Median 0,9 s · 90 % unter 0,9 s')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Transkript herunterladen' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Transkript kopieren' })).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }),
    ).toHaveAttribute('href', '/#demo');
  });

  it('gives a recap for a call without a single line; its download holds only the header', async () => {
    const c = await claraCall();
    await c.connect();
    c.at(7_000);
    await c.hangUp();
    const card = await screen.findByRole('region', { name: 'Ihr Gespräch mit Clara' });
    expect(within(card).getByText('Dauer 0:07')).toBeVisible();
    expect(within(card).getByText('0 Wortwechsel')).toBeVisible();
    expect(within(card).getByText('Antwortzeit: –')).toBeVisible();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:recap';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(within(card).getByRole('button', { name: 'Transkript herunterladen' }));
    const content = new TextDecoder('utf-8').decode(await blobs[0]!.arrayBuffer());
    expect(content.split('\n')).toEqual([
      'Ihr Gespräch mit Clara',
      expect.stringMatching(/^Datum: 25\.11\.2026, \d\d:\d\d$/),
      'Dauer 0:07',
      '0 Wortwechsel',
      'Antwortzeit: –',
      '',
      '',
    ]);
  });

  it('shows no recap for a call that never connected', async () => {
    const c = await claraCall();
    await act(async () => c.call.actor.send({ type: 'call.start' }));
    await act(async () => c.call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await act(async () => c.call.answer({ type: 'xstate.done.actor.requestMicrophone' }));
    await act(async () => c.call.answer({ type: 'xstate.done.actor.startCall' }));
    await c.report({ type: 'driver.callEnded' });
    expect(c.call.actor.getSnapshot().value).toBe('ready');
    expect(screen.queryByRole('region', { name: /^Ihr Gespräch mit/ })).toBeNull();
  });

  it('downloads the transcript as a UTF-8 text file named after the agent and the date', async () => {
    await finishedCall();
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:recap';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Transkript herunterladen' }));
    expect(names).toEqual([`Transkript-Clara-${new Date(T0).toLocaleDateString('en-CA')}.txt`]);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    const content = new TextDecoder('utf-8').decode(await blobs[0]!.arrayBuffer());
    const lines = content.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'Ihr Gespräch mit Clara',
      expect.stringMatching(/^Datum: 25\.11\.2026, \d\d:\d\d$/),
      'Dauer 1:05',
      '1 Wortwechsel',
      'Antwortzeit: Median 0,9 s · 90 % unter 0,9 s',
      '',
    ]);
    expect(lines.slice(6, 9)).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:01\] Clara: Grüezi, hier ist Clara\.$/),
      expect.stringMatching(/^\[\d\d:\d\d:03\] Sie: Ich möchte einen Termin für Dienstag\.$/),
      expect.stringMatching(/^\[\d\d:\d\d:05\] Clara: Gerne, um 9 Uhr\?$/),
    ]);
  });

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

  it('goes to the demo form with the drafted message in the history state, sending nothing', async () => {
    const { router } = await finishedCall();
    await userEvent.click(screen.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('demo');
    expect(router.state.location.state.demoMessage).toBe(
      'Ich habe Clara (Terminbuchungs-Assistent) getestet und interessiere mich für einen eigenen Assistenten.',
    );
  });

  it('a new call replaces the recap', async () => {
    const c = await finishedCall();
    expect(screen.getByRole('region', { name: 'Ihr Gespräch mit Clara' })).toBeVisible();
    await act(async () => c.call.actor.send({ type: 'call.start' }));
    expect(screen.queryByRole('region', { name: 'Ihr Gespräch mit Clara' })).toBeNull();
  });
});

describe('keyboard and screen readers on an agent page', () => {
  it('announces each state change once in a polite live region', async () => {
    const c = await claraCall();
    expect(c.announced()).toBe('');
    await act(async () => c.call.actor.send({ type: 'call.start' }));
    await act(async () => c.call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await act(async () => c.call.answer({ type: 'xstate.done.actor.requestMicrophone' }));
    expect(c.announced()).toBe('Verbindung wird hergestellt.');
    await act(async () => c.call.answer({ type: 'xstate.done.actor.startCall' }));
    await c.report({ type: 'driver.callStarted' });
    expect(c.announced()).toBe('Verbunden. Die KI hört zu.');
    await c.report({ type: 'driver.speechStarted' });
    expect(c.announced()).toBe('Die KI spricht.');
    await c.report({ type: 'driver.speechEnded' });
    expect(c.announced()).toBe('Verbunden. Die KI hört zu.');
    await c.hangUp();
    expect(c.announced()).toBe('Gespräch beendet.');
  });

  it('keeps the transcript in a log region', async () => {
    const c = await claraCall();
    await c.connect();
    await c.say('assistant', 'Grüezi, hier ist Clara.');
    const log = screen.getByRole('log', { name: 'Live-Transkript' });
    expect(within(log).getByText('Grüezi, hier ist Clara.')).toBeVisible();
  });

  it("toggles mute with 'M' while connected, not while a text field has the focus", async () => {
    const c = await claraCall();
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(c.call.actor.getSnapshot().context.muted).toBe(false);
    await c.connect();
    const mute = screen.getByRole('button', { name: 'Stummschalten' });
    expect(mute).toHaveAttribute('aria-keyshortcuts', 'M');
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'm' });
    });
    expect(screen.getByRole('button', { name: 'Stummschaltung aufheben' })).toBeVisible();
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'M' });
    });
    expect(screen.getByRole('button', { name: 'Stummschalten' })).toBeVisible();

    // The call's own text field (type instead of talk): an 'm' typed there is text, not mute.
    const field = screen.getByRole('textbox', { name: 'Nachricht an Clara' });
    field.focus();
    await act(async () => {
      fireEvent.keyDown(field, { key: 'm' });
    });
    expect(c.call.actor.getSnapshot().context.muted).toBe(false);
    // With a modifier it is someone else's shortcut.
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'm', ctrlKey: true });
    });
    expect(c.call.actor.getSnapshot().context.muted).toBe(false);
  });

  it("shows 'M' in the mute button's tooltip", async () => {
    const c = await claraCall();
    await c.connect();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Stummschalten' }));
    expect(await screen.findByText('Stummschalten (Taste M)', {}, { timeout: 3_000 })).toBeTruthy();
  });
});
