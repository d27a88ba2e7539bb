import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { callMachine } from '@machines/call/call.machine';
import { useCallToasts } from '@/features/call/use-call-toasts';
import type { CallActorRef } from '@machines/call/call.machine';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/toasts';
import { controlledCall, surfacePaths } from '@tests/voice/call-harness';
import { callFeatureIntentPerformable } from '@tests/voice/call-features';
import { dotOf, readRecap, replayCallSurface, type CallSurface } from '@tests/voice/surface-replay';
import { readCallFeatures, readMicHelp } from '@tests/expected/call-features.expected';
import {
  expectedFullCallToasts,
  expectedFullCallUi,
  FULL_PAGE_CALL,
  type FullCallUi,
  type LightColour,
} from '@tests/expected/full-call.expected';
import { FullCallView } from './full-call.view';

const MIC = /^(Gespräch starten|Gespräch beenden)$/;
const input = { agent: 'helvox' };

const MUTE = /^(Stummschalten|Stummschaltung aufheben)$/;

/**
 * The paths `/full` can replay: its microphone button (a toggle, enabled once the SDK is ready),
 * the mute toggle while connected; the page itself sends `sdk.prefetch` when it mounts.
 */
const fullPaths = surfacePaths(input, (event, before) => {
  switch (event.type) {
    case 'sdk.prefetch':
      return true;
    case 'call.start':
    case 'call.toggle':
    case 'call.hangUp':
      // Disabled until the SDK is ready; after a failed load a click retries it. Enabled where
      // the button's toggle acts (the oracle checks it is), and the click is this event.
      return (
        !before.matches('sdkIdle') &&
        !before.matches('sdkLoading') &&
        before.can({ type: 'call.toggle' }) &&
        before.can(event)
      );
    case 'mic.toggleMute':
      return before.hasTag('live') && before.can(event);
    default:
      return callFeatureIntentPerformable(event, before);
  }
});

function Harness({ actorRef }: { actorRef: CallActorRef }) {
  useCallToasts(actorRef, 'fullPage');
  return <FullCallView actorRef={actorRef} preview={false} />;
}

/** The lights' dot colour classes, named as the spec names them. */
const COLOUR_OF_DOT: Record<string, LightColour> = {
  'bg-slate-400': 'grey',
  'bg-sky-400': 'blue',
  'bg-amber-300': 'yellow',
  'bg-emerald-400': 'green',
};
const colourOf = (item: Element) => dotOf(item, COLOUR_OF_DOT) ?? ('no dot' as LightColour);

/** /full names its assistant, not an agent. */
const RECAP_TITLE = 'Ihr Gespräch mit dem Assistenten';

function readUi(): FullCallUi {
  const main = screen.getByRole('main');
  const mic = within(main).getByRole('button', { name: MIC });
  const transcript = within(main).getByRole('region', { name: 'Live-Transkript' });
  const recap = within(main).queryByRole('region', { name: RECAP_TITLE });
  const mute = within(main).queryByRole('button', { name: MUTE });
  const help = within(main).queryByRole('region', { name: 'Mikrofon blockiert' });
  if (mute) expect(mute).toHaveAttribute('aria-keyshortcuts', 'M');
  return {
    status: within(main).getByRole('status').textContent ?? '',
    mic: {
      label: mic.getAttribute('aria-label') ?? '',
      disabled: (mic as HTMLButtonElement).disabled,
    },
    mute: mute?.getAttribute('aria-label') ?? null,
    lights: within(main)
      .getAllByRole('listitem')
      .filter(
        (item) => !transcript.contains(item) && !recap?.contains(item) && !help?.contains(item),
      )
      .map((item) => ({ text: item.textContent ?? '', colour: colourOf(item) })),
    micPrompt:
      within(main).queryByText(
        'Ihr Browser fragt nach dem Mikrofon – bitte erlauben Sie den Zugriff.',
      ) !== null,
    privacy: within(main).queryByText('Datenschutz') !== null,
    transcriptLines: within(transcript).queryAllByRole('listitem').length,
    features: readCallFeatures(main),
    recap: readRecap(main, RECAP_TITLE),
    announcement: main.querySelector('[aria-live="polite"].sr-only')?.textContent ?? '',
    micHelp: readMicHelp(main),
  };
}

/** The toasts the views raise, recorded anew for each test. */
let recorded = recordedToasts();
beforeEach(() => {
  recorded = recordedToasts();
  // Failures and degraded calls are logged as warnings by design; keep the test output quiet.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** `/full`: one microphone button toggles the call; the page sends the prefetch on mounting. */
const fullPage: CallSurface<FullCallUi> = {
  input,
  rules: FULL_PAGE_CALL,
  paths: fullPaths,
  render: (actor) => <Harness actorRef={actor} />,
  root: () => screen.getByRole('main'),
  async perform(event, { actor, user, button }) {
    if (event.type === 'sdk.prefetch') act(() => actor.send({ type: 'sdk.prefetch' }));
    else if (event.type.startsWith('call.')) await user.click(button(MIC));
    else if (event.type === 'mic.toggleMute') await user.click(button(MUTE));
  },
  readUi,
  expectedUi: expectedFullCallUi,
  expectedToasts: expectedFullCallToasts,
};

describe('/full, replaying the call machine’s generated paths it can take', () => {
  it('replays some of the covering paths', () => {
    expect(fullPaths.length).toBeGreaterThanOrEqual(5);
  });
  replayCallSurface(fullPage, () => recorded);

  it('keeps the microphone button disabled until the SDK is ready', async () => {
    const actor = createActor(callMachine, { input }).start();
    await renderWithRouter(<FullCallView actorRef={actor} preview={false} />, '/', {
      toasts: recorded.toasts,
    });
    expect(screen.getByRole('button', { name: 'Gespräch starten' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('SDK wird initialisiert...');
    expect(screen.getByText('Initialisiere...')).toBeInTheDocument();
    expect(screen.getByText('SDK lädt...')).toBeInTheDocument();
    actor.stop();
  });
});

describe("/full: the mute toggle and its 'M' shortcut", () => {
  /** /full connected on controlled stand-ins (the harness raises the page's toasts). */
  async function connectedFull() {
    const call = controlledCall(input);
    call.actor.start();
    await renderWithRouter(<Harness actorRef={call.actor} />, '/', { toasts: recorded.toasts });
    const announced = () =>
      document.querySelector('[aria-live="polite"].sr-only')?.textContent ?? '';
    const press = (key: string, target: Element = document.body) =>
      act(async () => {
        fireEvent.keyDown(target, { key });
      });
    return { call, announced, press };
  }

  it("mutes and unmutes with 'M' while connected, says so without a toast, never while typing", async () => {
    const { call, announced, press } = await connectedFull();
    const { actor } = call;
    await press('m');
    expect(actor.getSnapshot().context.muted).toBe(false);
    expect(screen.queryByRole('button', { name: MUTE })).toBeNull();

    await act(async () => actor.send({ type: 'call.start' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.requestMicrophone' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.startCall' }));
    await act(async () => call.line.report({ type: 'driver.callStarted' }));
    const mute = screen.getByRole('button', { name: 'Stummschalten' });
    expect(mute).toHaveAttribute('aria-keyshortcuts', 'M');
    expect(announced()).toBe('Verbunden. Die KI hört zu.');
    recorded.success.mockClear();

    await press('m');
    expect(screen.getByRole('button', { name: 'Stummschaltung aufheben' })).toBeVisible();
    expect(announced()).toBe('Mikrofon stummgeschaltet. Die KI hört Sie nicht.');
    await act(async () => call.line.report({ type: 'driver.speechStarted' }));
    expect(announced()).toBe('Die KI spricht. Ihr Mikrofon ist stumm.');
    await press('M');
    expect(screen.getByRole('button', { name: 'Stummschalten' })).toBeVisible();
    expect(announced()).toBe('Die KI spricht.');
    // The agent pages' mute toasts are theirs: /full raises none.
    expect(recorded.success).not.toHaveBeenCalled();

    // The message field has the focus: an 'm' there is text, not mute.
    const field = screen.getByRole('textbox', { name: 'Nachricht an den Assistenten' });
    field.focus();
    await press('m', field);
    expect(actor.getSnapshot().context.muted).toBe(false);
    // With a modifier it is someone else's shortcut.
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'm', ctrlKey: true });
    });
    expect(actor.getSnapshot().context.muted).toBe(false);

    // A click on the button mutes too.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stummschalten' }));
    expect(actor.getSnapshot().context.muted).toBe(true);
    actor.stop();
  });

  it("shows 'M' in the mute button's tooltip", async () => {
    const { call } = await connectedFull();
    await act(async () => call.actor.send({ type: 'call.start' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.requestMicrophone' }));
    await act(async () => call.line.report({ type: 'driver.callStarted' }));
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Stummschalten' }));
    expect(await screen.findByText('Stummschalten (Taste M)', {}, { timeout: 3_000 })).toBeTruthy();
    call.actor.stop();
  });
});
