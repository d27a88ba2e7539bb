import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCallView } from '@/features/call/surfaces/agent/agent-call.view';
import { FullCallView } from '@/features/call/surfaces/full/full-call.view';
import { WidgetDialogView } from '@/features/call/surfaces/widget/widget-dialog.view';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallInput } from '@machines/call/call.types';
import { voiceAgents } from '@/features/call/agents';
import type { VoiceSurface } from '@/features/call/live/call-toast-text';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/recorded-toasts';
import { controlledCall } from '@tests/voice/call-harness';
import { useCallToasts } from '../live/use-call-toasts';

/*
 * A refused microphone is explained in the call card itself, with 'Erneut versuchen',
 * on every call surface. The help's texts, the spec's toast beside it and its going as a new
 * start begins are proven in Chromium on every generated path (agent-call, widget-dialog and
 * full-call .view.test.tsx: `micHelp`, toasts). Proven here only: 'Erneut versuchen' starts
 * again and moves the focus, since the button leaves the screen with it.
 */

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
  },
  {
    name: 'widget',
    input: { agent: 'helvox', enhancedAudio: true },
    surface: 'widget',
    render: (actorRef) => <Widget actorRef={actorRef} />,
    start: /^Gespräch starten$/,
    focused: () => screen.getByRole('dialog', { name: 'Sprach-Assistent' }),
  },
  {
    name: '/full',
    input: { agent: 'helvox' },
    surface: 'fullPage',
    render: (actorRef) => <FullCallView actorRef={actorRef} preview={false} />,
    start: /^Gespräch starten$/,
    focused: () => screen.getByRole('main'),
  },
];

const refused = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

describe.each(SURFACES)('$name: refused microphone, inline', (surface) => {
  it('"Erneut versuchen" starts again and moves the focus', async () => {
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
    // The SDK is loaded (as on /full, which loads it on opening).
    call.actor.send({ type: 'sdk.prefetch' });
    await act(async () => call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await user.click(await screen.findByRole('button', { name: surface.start }));
    await act(async () =>
      call.answer({ type: 'xstate.error.actor.requestMicrophone', error: refused } as never),
    );
    const shown = await screen.findByRole('region', { name: 'Mikrofon blockiert' });

    await user.click(within(shown).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(call.actor.getSnapshot().value).toBe('requestingMic'));
    expect(surface.focused()).toHaveFocus();
    call.actor.stop();
  }, 30_000);
});
