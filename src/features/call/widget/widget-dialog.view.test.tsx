import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCallToasts } from '@/features/call/use-call-toasts';
import type { CallActorRef } from '@machines/call/call.machine';
import { voiceAgents } from '@/features/call/service/agents';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/toasts';
import { controlledCall, surfacePaths } from '@tests/voice/call-harness';
import { callFeatureIntentPerformable } from '@tests/voice/call-features';
import {
  ACTIVITY_DOTS,
  dotOf,
  readRecap,
  replayCallSurface,
  type CallSurface,
} from '@tests/voice/surface-replay';
import { readCallFeatures, readMicHelp } from '@tests/expected/call-features.expected';
import {
  expectedWidgetToasts,
  expectedWidgetUi,
  WIDGET_CALL,
  type ActivityTone,
  type WidgetUi,
} from '@tests/expected/widget-dialog.expected';
import { WidgetDialogView } from './widget-dialog.view';

const text = {
  title: 'Sprach-Assistent',
  open: 'Sprach-Assistent öffnen',
  close: 'Sprach-Assistent schließen',
  talk: 'Sprich mit mir',
  mic: /^(Gespräch starten|Gespräch beenden)$/,
};
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
      // 'Sprich mit mir' is enabled where no call is under way (the oracle checks it is).
      return before.can({ type: 'call.start' });
    default:
      return callFeatureIntentPerformable(event, before);
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
  const mic = within(dialog).getByRole('button', { name: text.mic });
  const status = within(dialog).getByRole('status');
  return {
    status: status.textContent ?? '',
    tone: dotOf(status, ACTIVITY_DOTS) ?? ('no dot' as ActivityTone),
    mic: {
      label: mic.getAttribute('aria-label') ?? '',
      disabled: (mic as HTMLButtonElement).disabled,
    },
    talkDisabled: (within(dialog).getByRole('button', { name: text.talk }) as HTMLButtonElement)
      .disabled,
    micPrompt:
      within(dialog).queryByText(
        'Ihr Browser fragt nach dem Mikrofon – bitte erlauben Sie den Zugriff.',
      ) !== null,
    privacy: within(dialog).queryByText('Datenschutz') !== null,
    features: readCallFeatures(dialog),
    transcriptLines: (() => {
      const transcript = within(dialog).queryByRole('region', { name: 'Live-Transkript' });
      return transcript ? within(transcript).queryAllByRole('listitem').length : null;
    })(),
    recap: readRecap(dialog, 'Ihr Gespräch mit dem Assistenten'),
    micHelp: readMicHelp(dialog),
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

const dialog = () => screen.getByRole('dialog', { name: text.title });

/** The widget's dialog: no mute control; closing the dialog is its hang-up. */
const widget: CallSurface<WidgetUi> = {
  input,
  rules: WIDGET_CALL,
  paths: widgetPaths,
  // A router: the recap's demo request is a link to the form.
  render: (actor) => <Harness actorRef={actor} />,
  root: dialog,
  shown: () => screen.findByRole('dialog', { name: text.title }),
  async perform(event, { user, button }) {
    if (event.type === 'sdk.prefetch') await user.hover(button(text.mic));
    else if (event.type === 'call.toggle') await user.click(button(text.mic));
    else if (event.type === 'call.start') await user.click(button(text.talk));
    else if (event.type === 'call.hangUp') {
      // Closing the dialog hangs up; the visitor opens it again for the next step.
      await user.click(button(text.close));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await user.click(screen.getByRole('button', { name: text.open }));
      await screen.findByRole('dialog', { name: text.title });
    }
  },
  readUi,
  expectedUi: expectedWidgetUi,
  expectedToasts: expectedWidgetToasts,
};

describe('widget dialog, replaying the call machine’s generated paths it can take', () => {
  it('replays a good share of the covering paths', () => {
    expect(widgetPaths.length).toBeGreaterThanOrEqual(10);
  });
  replayCallSurface(widget, () => recorded);
});

describe('widget dialog: the conversation and the demo request', () => {
  async function connectedWidget() {
    const call = controlledCall(input);
    call.actor.start();
    // On `/` (the harness stays mounted through the navigation to `/#demo`).
    const rendered = await renderWithRouter(<Harness actorRef={call.actor} />, '/', {
      toasts: recorded.toasts,
    });
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const say = (role: 'assistant' | 'user', transcript: string) =>
      act(async () =>
        call.line.report({
          type: 'driver.message',
          message: { type: 'transcript', role, transcriptType: 'final', transcript },
        }),
      );
    await act(async () => call.actor.send({ type: 'call.start' }));
    for (const done of ['loadDriver', 'requestMicrophone', 'startCall'])
      await act(async () => call.answer({ type: `xstate.done.actor.${done}` }));
    await act(async () => call.line.report({ type: 'driver.callStarted' }));
    return { call, dialog, say, ...rendered };
  }

  it('shows typed lines and answers during the call, the last four, in a log', async () => {
    const { call, dialog, say } = await connectedWidget();
    const user = userEvent.setup();
    const log = within(dialog).getByRole('log', { name: 'Live-Transkript' });
    await say('assistant', 'Grüezi und willkommen!');
    const field = within(dialog).getByRole('textbox', { name: 'Nachricht an den Assistenten' });
    await user.type(field, 'Welche Sprachen?{Enter}');
    await say('assistant', 'Deutsch, Englisch und Französisch.');
    await user.type(field, 'Und wie schnell?{Enter}');
    await say('assistant', 'In 2–3 Werktagen.');
    const lines = () =>
      within(log)
        .getAllByRole('listitem')
        .map((line) => line.textContent);
    // Five lines so far: the greeting has scrolled out of the compact log. Each answer to a
    // typed line shows its time, read out in words.
    expect(lines()).toEqual([
      'Sie: Welche Sprachen?',
      expect.stringMatching(
        /^Assistent: Deutsch, Englisch und Französisch\. \d+,\d s \(Antwortzeit \d+,\d Sekunden\)$/,
      ),
      'Sie: Und wie schnell?',
      expect.stringMatching(
        /^Assistent: In 2–3 Werktagen\. \d+,\d s \(Antwortzeit \d+,\d Sekunden\)$/,
      ),
    ]);
    // Hung up: the transcript gives way to the recap.
    await act(async () => call.actor.send({ type: 'call.hangUp' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.stopCall' }));
    expect(within(dialog).queryByRole('log')).toBeNull();
    call.actor.stop();
  });

  it('the recap’s demo request closes the dialog and goes to the form with the message', async () => {
    const { call, dialog, router } = await connectedWidget();
    const user = userEvent.setup();
    await act(async () => call.actor.send({ type: 'call.hangUp' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.stopCall' }));
    const card = within(dialog).getByRole('region', { name: 'Ihr Gespräch mit dem Assistenten' });
    await user.click(
      within(card).getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // On `/` the entry is replaced by `/` with the draft (the section navigation, decision 0018).
    // The section navigation loads its code on first use (`section-nav.live`), which the dev
    // server transforms then: on a busy machine longer than `waitFor`'s default second.
    await waitFor(() => expect(router.state.location.state.demoMessage).toBeDefined(), {
      timeout: 10_000,
    });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state.demoMessage).toBe(
      'Ich habe den KI-Sprachassistenten getestet und interessiere mich für einen eigenen Assistenten.',
    );
    // Not pulled back to the floating button: the form's section takes the focus.
    expect(screen.getByRole('button', { name: text.open })).not.toHaveFocus();
    call.actor.stop();
  });
});
