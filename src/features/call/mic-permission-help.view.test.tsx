import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCallView } from '@/features/call/agent/agent-call.view';
import { FullCallView } from '@/features/call/full/full-call.view';
import { WidgetDialogView } from '@/features/call/widget/widget-dialog.view';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallInput } from '@machines/call/call.types';
import { voiceAgents } from '@/features/call/service/agents';
import type { VoiceSurface } from '@/features/call/toasts';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/toasts';
import { controlledCall } from '@tests/voice/call-harness';
import { useCallToasts } from './use-call-toasts';

/*
 * Issue 22: a refused microphone is explained in the call card itself (why, how to allow it in
 * Chrome, Safari and Firefox), beside the spec's toast, with 'Erneut versuchen', on every call
 * surface; the help goes as soon as the new start begins.
 */

const HELP = [
  'Mikrofon blockiert',
  'Ihr Browser hat den Zugriff auf das Mikrofon verweigert. So erlauben Sie ihn:',
  'Chrome: Symbol links neben der Adresse (Schloss oder Regler) → Mikrofon → Zulassen.',
  'Safari: Safari > Einstellungen für diese Website (iPhone: aA in der Adressleiste → Website-Einstellungen) → Mikrofon → Erlauben.',
  'Firefox: durchgestrichenes Mikrofon-Symbol in der Adressleiste → Blockierung aufheben.',
];

/** The toasts the views raise, recorded anew for each test. */
let recorded = recordedToasts();
beforeEach(() => {
  recorded = recordedToasts();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function WithToasts(props: {
  actorRef: CallActorRef;
  surface: VoiceSurface;
  children: (actorRef: CallActorRef) => ReactElement;
}) {
  useCallToasts(props.actorRef, props.surface, 'Clara');
  return props.children(props.actorRef);
}

function Widget({ actorRef }: { actorRef: CallActorRef }) {
  const [open, setOpen] = useState(true);
  return (
    <WidgetDialogView actorRef={actorRef} preview={false} open={open} onOpenChange={setOpen} />
  );
}

interface Surface {
  name: string;
  input: CallInput;
  surface: VoiceSurface;
  render: (actorRef: CallActorRef) => ReactElement;
  /** The control that starts a call. */
  start: RegExp;
  /** Where the focus goes when 'Erneut versuchen' leaves the screen. */
  focused: () => HTMLElement;
  toast: [string, string];
}

const SURFACES: Surface[] = [
  {
    name: 'agent page',
    input: { agent: 'clara', connectOn: 'anyActivity' },
    surface: 'agentPage',
    render: (actorRef) => (
      <AgentCallView actorRef={actorRef} agent={voiceAgents.clara} preview={false} />
    ),
    start: /^Anruf starten$/,
    focused: () => screen.getByRole('region', { name: 'Sprechen Sie mit Clara' }),
    toast: ['Fehler', 'Anruf konnte nicht gestartet werden.'],
  },
  {
    name: 'widget',
    input: { agent: 'helvox', enhancedAudio: true },
    surface: 'widget',
    render: (actorRef) => <Widget actorRef={actorRef} />,
    start: /^Gespräch starten$/,
    focused: () => screen.getByRole('dialog', { name: 'Sprach-Assistent' }),
    toast: [
      'Mikrofon-Berechtigung verweigert',
      'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon und versuchen Sie es erneut.',
    ],
  },
  {
    name: '/full',
    input: { agent: 'helvox' },
    surface: 'fullPage',
    render: (actorRef) => <FullCallView actorRef={actorRef} preview={false} />,
    start: /^Gespräch starten$/,
    focused: () => screen.getByRole('main'),
    toast: ['Mikrofon-Berechtigung verweigert', 'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon.'],
  },
];

const refused = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

describe.each(SURFACES)('$name: refused microphone, inline', (surface) => {
  it('explains how to allow it beside the toast, and retries on "Erneut versuchen"', async () => {
    const call = controlledCall(surface.input);
    call.actor.start();
    await renderWithRouter(
      <WithToasts actorRef={call.actor} surface={surface.surface}>
        {surface.render}
      </WithToasts>,
      '/',
      { toasts: recorded.toasts },
    );
    const user = userEvent.setup();
    const help = () => screen.queryByRole('region', { name: 'Mikrofon blockiert' });
    // The SDK is loaded (as on /full, which loads it on opening).
    call.actor.send({ type: 'sdk.prefetch' });
    await act(async () => call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await user.click(await screen.findByRole('button', { name: surface.start }));
    expect(help()).toBeNull();
    await act(async () =>
      call.answer({ type: 'xstate.error.actor.requestMicrophone', error: refused } as never),
    );

    const shown = await waitFor(() => {
      const region = help();
      expect(region).not.toBeNull();
      return region!;
    });
    expect(
      [...shown.querySelectorAll('h2, p, li')].map((element) => element.textContent?.trim()),
    ).toEqual(HELP);
    expect(recorded.failure).toHaveBeenCalledWith(surface.toast[0], {
      description: surface.toast[1],
    });

    await user.click(within(shown).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(call.actor.getSnapshot().value).toBe('requestingMic'));
    expect(help()).toBeNull();
    expect(surface.focused()).toHaveFocus();

    // Refused again: the help is back; granted: the call goes on without it.
    await act(async () =>
      call.answer({ type: 'xstate.error.actor.requestMicrophone', error: refused } as never),
    );
    await waitFor(() => expect(help()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.requestMicrophone' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.startCall' }));
    await act(async () => call.line.report({ type: 'driver.callStarted' }));
    expect(call.actor.getSnapshot().hasTag('live')).toBe(true);
    expect(help()).toBeNull();
    call.actor.stop();
  }, 30_000);
});
