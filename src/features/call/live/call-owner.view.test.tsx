import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CallActorRef } from '@machines/call/call.machine';
import { callOwnerAllPaths, callOwnerPlan } from '@machines/call-owner/call-owner.paths';
import { voiceAgents } from '@/features/call/agents';
import { callOwnerAtom } from '@/features/call/live/call-owner';
import { useCallSurface } from '@/features/call/live/use-call-intents';
import { AgentDialogView } from '@/features/call/surfaces/agent/agent-dialog.view';
import { WidgetDialogView } from '@/features/call/surfaces/widget/widget-dialog.view';
import { coveringPaths } from '@tests/model/coverage';
import { describePath, type MachinePath } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { controlledCall } from '@tests/voice/call-harness';

/*
 * The call coordinator's generated paths, replayed on the two surfaces of /agents (the widget's
 * single microphone button toggles; Clara's dialog starts), each on a controlled call actor.
 * After each step: what the open dialog shows, and how many microphones are live (never two).
 */

type Surface = 'widget' | 'dialog';
/** Where a surface's call stands, as the visitor sees it. */
type Call = 'idle' | 'connected' | 'ending' | 'absent';

const surfaceOf = (ref: unknown): Surface | null =>
  ref ? ((ref as { id: string }).id as Surface) : null;
const ownerOf = (snapshot: AnyMachineSnapshot) => surfaceOf(snapshot.context.owner);
const waitingOf = (snapshot: AnyMachineSnapshot) =>
  surfaceOf((snapshot.context.next as { surface?: unknown } | null)?.surface);

/**
 * Paths a visitor can walk on /agents: the dialog's start button is gone while its own call is
 * connected, so it cannot ask again while it owns the call (the widget's single button covers
 * the owner's own request).
 */
const producible = (path: MachinePath) =>
  path.steps.slice(1).every(({ event }, index) => {
    const before = path.steps[index]!.state;
    return !(
      event.type === 'call.requested' &&
      surfaceOf((event as EventObject & { surface: unknown }).surface) === 'dialog' &&
      before.matches('owned') &&
      ownerOf(before) === 'dialog'
    );
  });

/** What each call state shows: in Clara's dialog, and on the widget's button. */
const AGENT_UI = {
  connected: { connection: 'Verbunden', start: null },
  idle: { connection: 'Nicht verbunden', start: { label: 'Anruf starten', disabled: false } },
  ending: { connection: 'Nicht verbunden', start: { label: 'Anruf starten', disabled: true } },
};
const WIDGET_UI = {
  connected: { label: 'Gespräch beenden', disabled: false },
  idle: { label: 'Gespräch starten', disabled: false },
  ending: { label: 'Gespräch beenden', disabled: true },
};
const MIC = /^(Gespräch starten|Gespräch beenden)$/;

const OPENER = { widget: 'Sprach-Assistent öffnen', dialog: 'Jetzt testen' };

/** A surface of /agents: the button that opens its modal dialog (whose closing hangs up). */
function Card({ surface, actorRef }: { surface: Surface; actorRef: CallActorRef }) {
  useCallSurface(actorRef);
  const [open, setOpen] = useState(false);
  const shared = { actorRef, preview: false, open, onOpenChange: setOpen };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {OPENER[surface]}
      </button>
      {surface === 'widget' ? (
        <WidgetDialogView {...shared} />
      ) : (
        <AgentDialogView {...shared} agent={voiceAgents.clara} returnFocusTo={() => null} />
      )}
    </>
  );
}

/** /agents; the home link is the route change that unmounts Clara's card (and stops its actor). */
function AgentsPage({ widget, dialog }: Record<Surface, CallActorRef>) {
  const [onAgents, setOnAgents] = useState(true);
  useEffect(() => void (onAgents || dialog.stop()), [onAgents, dialog]);
  return (
    <>
      <Card surface="widget" actorRef={widget} />
      {onAgents ? <Card surface="dialog" actorRef={dialog} /> : null}
      <button type="button" onClick={() => setOnAgents(false)}>
        Helvox – zur Startseite
      </button>
    </>
  );
}

const STARTING = ['loadDriver', 'requestMicrophone', 'startCall'] as const;

it.each(
  coveringPaths(callOwnerPlan, callOwnerAllPaths.filter(producible)).map(
    (path) => [describePath(path), path] as const,
  ),
)('%s', async (_, path) => {
  const calls = {
    widget: controlledCall({ agent: 'helvox', enhancedAudio: true }),
    dialog: controlledCall({ agent: 'clara', connectOn: 'anyActivity' }),
  };
  const shown: Record<Surface, Call> = { widget: 'idle', dialog: 'idle' };
  let open: Surface | null = null;
  const store = createStore();
  const user = userEvent.setup();
  const liveMicrophones = () =>
    [...calls.widget.microphones, ...calls.dialog.microphones].filter((mic) => mic.live).length;

  /** The surface's hang-up settles: it holds no call any more. */
  const release = async (surface: Surface) => {
    await act(async () => calls[surface].answer({ type: 'xstate.done.actor.stopCall' }));
    shown[surface] = 'idle';
  };
  /** A start reached the surface's call: each pending step answered, then the call starts. */
  const connect = async (surface: Surface) => {
    const { actor, answer, line } = calls[surface];
    for (let id; id !== 'startCall';) {
      id = await waitFor(() => {
        const pending = STARTING.find((name) => actor.getSnapshot().children[name]);
        expect(pending).toBeDefined();
        return pending!;
      });
      // One microphone at a time: none is live when another is granted.
      if (id === 'requestMicrophone') expect(liveMicrophones()).toBe(0);
      await act(async () => answer({ type: `xstate.done.actor.${id}` }));
    }
    await act(async () => line.report({ type: 'driver.callStarted' }));
    shown[surface] = 'connected';
  };
  /** Closes the open dialog; closing hangs up its call (settled at once unless `hold`). */
  const close = async (hold = false) => {
    if (open === 'widget') {
      await user.click(screen.getByRole('button', { name: 'Sprach-Assistent schließen' }));
    } else if (open === 'dialog') await user.keyboard('{Escape}');
    if (open) await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    if (open && shown[open] === 'connected') {
      shown[open] = 'ending';
      if (!hold) await release(open);
    }
    open = null;
  };
  const press = async (surface: Surface) => {
    if (open !== surface) {
      await close();
      await user.click(screen.getByRole('button', { name: OPENER[surface] }));
      open = surface;
    }
    const dialog = await screen.findByRole('dialog');
    const name = surface === 'widget' ? MIC : 'Anruf starten';
    await user.click(within(dialog).getByRole('button', { name }));
  };

  let index = 0;
  await replayPath(path, {
    async start() {
      calls.widget.actor.start();
      calls.dialog.actor.start();
      await renderWithRouter(
        <Provider store={store}>
          <AgentsPage widget={calls.widget.actor} dialog={calls.dialog.actor} />
        </Provider>,
      );
    },
    async perform(event) {
      index += 1;
      const before = path.steps[index - 1]!.state;
      const owner = ownerOf(before);
      const waiting = waitingOf(before);
      switch (event.type) {
        case 'call.requested': {
          const who = surfaceOf((event as EventObject & { surface: unknown }).surface)!;
          if (before.matches('handingOver')) return press(who); // waits: changes nothing
          if (before.matches('owned') && owner === who) {
            // The owner's own button (the widget's): it ends its call.
            await press(who);
            return release(who);
          }
          if (before.matches('owned')) {
            // Closing the owner's dialog hangs up its call; its stop is held, so that the
            // hand-over can be seen waiting for it.
            await close(true);
            return press(who);
          }
          await press(who);
          return connect(who);
        }
        case 'surface.left':
          await close(true);
          await user.click(screen.getByRole('button', { name: 'Helvox – zur Startseite' }));
          shown.dialog = 'absent';
          if (before.matches('handingOver') && owner === 'dialog') return connect(waiting!);
          return;
        case 'page.left':
          act(() => void window.dispatchEvent(new Event('pagehide')));
          return release(owner!);
        case 'xstate.done.actor.awaitRelease':
          await release(owner!);
          return connect(waiting!);
        case 'xstate.after.handOverTimeout.callOwner.handingOver':
          // The waiting surface starts although the owner's hang-up has not settled.
          act(() => store.get(callOwnerAtom)!.send(event as never));
          await connect(waiting!);
          return release(owner!);
        default:
          throw new Error(`cannot perform ${event.type} on /agents`);
      }
    },
    async expectState(expected) {
      const owner = ownerOf(expected);
      if (expected.matches('handingOver')) expect(shown[owner!]).toBe('ending');
      const live = Object.values(shown).filter((call) => call === 'connected').length;
      const want = {
        clara: open === 'dialog' ? AGENT_UI[shown.dialog as 'idle'] : null,
        widget: open === 'widget' ? WIDGET_UI[shown.widget as 'idle'] : null,
        liveMicrophones: live,
        cardShown: shown.dialog !== 'absent',
      };
      return waitFor(() => {
        const dialog = screen.queryByRole('dialog');
        const call =
          dialog && within(dialog).queryByRole('region', { name: 'Sprechen Sie mit Clara' });
        const start =
          call && within(call).queryByRole('button', { name: /^(Anruf starten|Verbinde\.\.\.)$/ });
        const mic = dialog && within(dialog).queryByRole('button', { name: MIC });
        const read = {
          clara: call && {
            connection: within(call).getByRole('status').textContent,
            start: start && {
              label: start.innerText,
              disabled: (start as HTMLButtonElement).disabled,
            },
          },
          widget: mic && {
            label: mic.getAttribute('aria-label'),
            disabled: (mic as HTMLButtonElement).disabled,
          },
          liveMicrophones: liveMicrophones(),
          cardShown: screen.queryByRole('button', { name: 'Jetzt testen', hidden: true }) !== null,
        };
        return compareScreen(read, want);
      });
    },
  });
  store.get(callOwnerAtom)?.stop();
  calls.widget.actor.stop();
  calls.dialog.actor.stop();
});
