import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { callPlanInput, serializeCallState } from '@machines/call/call.paths';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallInput } from '@machines/call/call.types';
import { useCallToasts } from '@/features/call/live/use-call-toasts';
import { voiceAgents } from '@/features/call/agents';
import { describePath, stateName, type MachinePath } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/recorded-toasts';
import { controlledCall, isEnvironmentEvent, surfacePaths } from '@tests/voice/call-harness';
import {
  callFeatureIntentPerformable,
  isCallFeatureIntent,
  performCallFeatureIntent,
} from '@tests/voice/call-features';
import { callModelsAlong } from '@tests/expected/call.model';
import { readCallFeatures, readMicHelp } from '@tests/expected/call-features.expected';
import {
  ACTIVITY_LABELS,
  expectedCallToasts,
  expectedCallUi,
  SURFACES,
  toastScreen,
  type ActivityTone,
  type CallUi,
  type LightColour,
  type SurfaceName,
} from '@tests/expected/call-surfaces.expected';
import { AgentPageView } from './agent-page.view';
import { FullCallView } from '@/features/call/surfaces/full/full-call.view';
import { WidgetDialogView } from '@/features/call/surfaces/widget/widget-dialog.view';

/*
 * The three call surfaces (agent page, widget dialog, `/full`) replay the call machine's
 * generated paths they can take: each event made through the surface's own controls, and after
 * each step the machine's state (value and context), the screen and the toasts compared with the
 * oracle (`tests/expected/call-surfaces.expected.ts`), which reads the spec's call played along
 * the path's events, never the machine. At the end no microphone is left open. What differs
 * between the surfaces is a row of `surfaces` below; the facts they share are read once.
 */

const MUTE = /^(Stummschalten|Stummschaltung aufheben)$/;
const MIC = /^(Gespräch starten|Gespräch beenden)$/;
const widgetText = {
  title: 'Sprach-Assistent',
  open: 'Sprach-Assistent öffnen',
  close: 'Sprach-Assistent schließen',
  talk: 'Sprich mit mir',
};

/** The colour class of a status dot (the first `span` inside `element`), named by `names`. */
function dotOf<T extends string>(element: Element | null | undefined, names: Record<string, T>) {
  return [...(element?.querySelector('span')?.classList ?? [])]
    .map((name) => names[name])
    .find((tone) => tone !== undefined);
}
/** The activity dot's colour classes, named as the spec names the ring's colours. */
const ACTIVITY_DOTS: Record<string, ActivityTone> = {
  'bg-slate-400': 'idle',
  'bg-amber-500': 'loading',
  'bg-brand-600': 'connected',
  'bg-sky-500': 'speaking',
};
/** `/full`'s lights' dot colour classes, named as the spec names them. */
const LIGHT_DOTS: Record<string, LightColour> = {
  'bg-slate-400': 'grey',
  'bg-sky-400': 'blue',
  'bg-amber-300': 'yellow',
  'bg-emerald-400': 'green',
};

const buttonState = (button: HTMLElement) => ({
  label: button.getAttribute('aria-label') ?? '',
  disabled: (button as HTMLButtonElement).disabled,
});

/** What every surface shows alike, read inside its root. */
function readSharedUi(root: HTMLElement, surface: SurfaceName): CallUi {
  const transcript = within(root).queryByRole('region', { name: 'Live-Transkript' });
  const recapTitle = `Ihr Gespräch mit ${SURFACES[surface].withWhom}`;
  const recap = within(root).queryByRole('region', { name: recapTitle });
  return {
    micPrompt:
      within(root).queryByText(
        'Ihr Browser fragt nach dem Mikrofon – bitte erlauben Sie den Zugriff.',
      ) !== null,
    privacy: within(root).queryByText('Datenschutz') !== null,
    transcriptLines: transcript ? within(transcript).queryAllByRole('listitem').length : null,
    features: readCallFeatures(root),
    // Its title, then its actions in order.
    recap: recap
      ? [
          recapTitle,
          ...[...recap.querySelectorAll('button, a')].map((a) => a.textContent?.trim() ?? ''),
        ]
      : null,
    micHelp: readMicHelp(root),
  };
}

const announcementIn = (root: HTMLElement) =>
  root.querySelector('[aria-live="polite"].sr-only')?.textContent ?? '';

/** One call surface as the replay drives and reads it. */
interface Surface {
  input: CallInput;
  paths: readonly MachinePath[];
  /** The surface with its container's toasts, around a started actor. */
  render(actor: CallActorRef): ReactElement;
  /** The element that holds the surface's controls (the page's region, the dialog, `main`). */
  root(): HTMLElement;
  /** Waits until the surface is on screen after rendering (the dialog opens in an effect). */
  shown?(): Promise<unknown>;
  /** Makes one of the visitor's events happen through the surface's own controls. */
  perform(
    event: EventObject,
    step: { actor: CallActorRef; user: UserEvent; button(name: string | RegExp): HTMLElement },
  ): Promise<void>;
  /** The facts only this surface shows (`CallUi`'s second block). */
  readOwnUi(root: HTMLElement): Partial<CallUi>;
}

/** The agents' page view with the container's toasts (the container only adds the live actor). */
function AgentPage({ actorRef }: { actorRef: CallActorRef }) {
  useCallToasts(actorRef, 'agentPage', voiceAgents.clara.name);
  return <AgentPageView actorRef={actorRef} agent={voiceAgents.clara} preview={false} />;
}

/** The widget's dialog with its trigger, as the floating widget opens it. */
function Widget({ actorRef }: { actorRef: CallActorRef }) {
  const [open, setOpen] = useState(true);
  useCallToasts(actorRef, 'widget', voiceAgents.helvox.name);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {widgetText.open}
      </button>
      <WidgetDialogView actorRef={actorRef} preview={false} open={open} onOpenChange={setOpen} />
    </>
  );
}

function FullPage({ actorRef }: { actorRef: CallActorRef }) {
  useCallToasts(actorRef, 'fullPage');
  return <FullCallView actorRef={actorRef} preview={false} />;
}

const widgetInput = { agent: 'helvox', enhancedAudio: true };
const fullInput = { agent: 'helvox' };
const claraRegion = () => screen.getByRole('region', { name: 'Sprechen Sie mit Clara' });
const widgetDialog = () => screen.getByRole('dialog', { name: widgetText.title });

const surfaces: Record<SurfaceName, Surface> = {
  /** An agent page: every visitor event has its control there; only paths a real run can take. */
  agentPage: {
    input: callPlanInput,
    paths: surfacePaths(callPlanInput, () => true),
    render: (actor) => <AgentPage actorRef={actor} />,
    root: claraRegion,
    async perform(event, { actor, user, button }) {
      // Once the session has begun, the single button's toggle ends (or cancels) the call.
      const ends = actor.getSnapshot().matches('session');
      if (event.type === 'sdk.prefetch') await user.hover(button('Anruf starten'));
      else if (event.type === 'call.start' || event.type === 'call.toggle')
        await user.click(button(ends ? 'Anruf beenden' : 'Anruf starten'));
      else if (event.type === 'call.hangUp') await user.click(button('Anruf beenden'));
      else if (event.type === 'mic.toggleMute') await user.click(button(MUTE));
    },
    readOwnUi(call) {
      // The activity indicator's line (one of the widget's status lines).
      const activity = [...call.querySelectorAll('p')].find((p) =>
        ACTIVITY_LABELS.includes(p.textContent ?? ''),
      );
      const start = within(call).queryByRole('button', {
        name: /^(Anruf starten|Verbinde\.\.\.)$/,
      });
      const hangUp = within(call).queryByRole('button', { name: 'Anruf beenden' });
      return {
        activity: activity?.textContent ?? '',
        tone: dotOf(activity, ACTIVITY_DOTS),
        connection: within(call).getByRole('status').textContent ?? '',
        start: start
          ? { label: start.innerText, disabled: (start as HTMLButtonElement).disabled }
          : null,
        hangUp: hangUp ? { disabled: (hangUp as HTMLButtonElement).disabled } : null,
        mute:
          within(call).queryByRole('button', { name: MUTE })?.getAttribute('aria-label') ?? null,
        captions: [...call.querySelectorAll('[data-caption]')].map(
          (line) => line.textContent ?? '',
        ),
        announcement: announcementIn(call),
      };
    },
  },

  /** The widget's dialog: no mute control; closing the dialog is its hang-up. */
  widget: {
    input: widgetInput,
    paths: surfacePaths(widgetInput, (event, before) => {
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
    }),
    // A router: the recap's demo request is a link to the form.
    render: (actor) => <Widget actorRef={actor} />,
    root: widgetDialog,
    // Open once its focus trap is on: the trap starts a frame after the dialog mounts and then
    // moves the focus into it (the microphone, or the close button while that is disabled),
    // which would take the keys of a visitor already typing in it.
    async shown() {
      const dialog = await screen.findByRole('dialog', { name: widgetText.title });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    },
    async perform(event, { user, button }) {
      if (event.type === 'sdk.prefetch') await user.hover(button(MIC));
      else if (event.type === 'call.toggle') await user.click(button(MIC));
      else if (event.type === 'call.start') await user.click(button(widgetText.talk));
      else if (event.type === 'call.hangUp') {
        // Closing the dialog hangs up; the visitor opens it again for the next step.
        await user.click(button(widgetText.close));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await user.click(screen.getByRole('button', { name: widgetText.open }));
        await surfaces.widget.shown!();
      }
    },
    readOwnUi(dialog) {
      const status = within(dialog).getByRole('status');
      return {
        activity: status.textContent ?? '',
        tone: dotOf(status, ACTIVITY_DOTS),
        mic: buttonState(within(dialog).getByRole('button', { name: MIC })),
        talkDisabled: (
          within(dialog).getByRole('button', { name: widgetText.talk }) as HTMLButtonElement
        ).disabled,
      };
    },
  },

  /**
   * `/full`: its microphone button (a toggle, enabled once the SDK is ready), the mute toggle
   * while connected; the page itself sends `sdk.prefetch` when it mounts.
   */
  fullPage: {
    input: fullInput,
    paths: surfacePaths(fullInput, (event, before) => {
      switch (event.type) {
        case 'sdk.prefetch':
          return true;
        case 'call.start':
        case 'call.toggle':
        case 'call.hangUp':
          // Disabled until the SDK is ready; after a failed load a click retries it. Enabled
          // where the button's toggle acts (the oracle checks it is), and the click is this event.
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
    }),
    render: (actor) => <FullPage actorRef={actor} />,
    root: () => screen.getByRole('main'),
    async perform(event, { actor, user, button }) {
      if (event.type === 'sdk.prefetch') act(() => actor.send({ type: 'sdk.prefetch' }));
      else if (event.type.startsWith('call.')) await user.click(button(MIC));
      else if (event.type === 'mic.toggleMute') await user.click(button(MUTE));
    },
    readOwnUi(main) {
      const mute = within(main).queryByRole('button', { name: MUTE });
      if (mute) expect(mute).toHaveAttribute('aria-keyshortcuts', 'M');
      // The lights are the list items outside the transcript, the recap and the help.
      const other = ['Live-Transkript', 'Ihr Gespräch mit dem Assistenten', 'Mikrofon blockiert']
        .map((name) => within(main).queryByRole('region', { name }))
        .filter((region) => region !== null);
      return {
        status: within(main).getByRole('status').textContent ?? '',
        mic: buttonState(within(main).getByRole('button', { name: MIC })),
        mute: mute?.getAttribute('aria-label') ?? null,
        lights: within(main)
          .getAllByRole('listitem')
          .filter((item) => !other.some((region) => region.contains(item)))
          .map((item) => ({
            text: item.textContent ?? '',
            colour: dotOf(item, LIGHT_DOTS) ?? ('no dot' as LightColour),
          })),
        announcement: announcementIn(main),
      };
    },
  },
};

/** The toasts the views raise, recorded anew for each test. */
let recorded = recordedToasts();
beforeEach(() => {
  recorded = recordedToasts();
  // Failures and degraded calls are logged as warnings by design; keep the test output quiet.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe.each(Object.keys(surfaces) as SurfaceName[])(
  '%s, replaying the call machine’s generated paths it can take',
  (name) => {
    const surface = surfaces[name];
    it.each(surface.paths.map((path) => [describePath(path), path] as const))(
      '%s',
      async (_, path) => {
        const call = controlledCall(surface.input);
        const { actor } = call;
        const user = userEvent.setup();
        const button = (label: string | RegExp) =>
          within(surface.root()).getByRole('button', { name: label });
        // What the spec's call shows and reports after each of the path's events, played
        // before anything runs.
        const expectedSteps = callModelsAlong(
          path.steps.map((step) => step.event),
          SURFACES[name].call,
        );
        let stepIndex = 0;

        await replayPath(path, {
          async start() {
            actor.start();
            await renderWithRouter(surface.render(actor), '/', { toasts: recorded.toasts });
            await surface.shown?.();
          },
          async perform(event: EventObject) {
            stepIndex += 1;
            recorded.clear();
            if (event.type === 'page.left')
              act(() => {
                window.dispatchEvent(new Event('pagehide'));
              });
            else if (isCallFeatureIntent(event)) performCallFeatureIntent(event, surface.root());
            else if (isEnvironmentEvent(event)) await act(async () => call.answer(event));
            else await surface.perform(event, { actor, user, button });
          },
          async expectState(expected: AnyMachineSnapshot) {
            await waitFor(() =>
              expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
            );
            expect(serializeCallState(actor.getSnapshot())).toBe(serializeCallState(expected));
            const { model, emitted } = expectedSteps[stepIndex]!;
            const ui = expectedCallUi(model, name);
            const screenFacts = await waitFor(() => {
              const root = surface.root();
              return compareScreen({ ...readSharedUi(root, name), ...surface.readOwnUi(root) }, ui);
            });
            return [
              ...screenFacts,
              ...compareScreen(
                toastScreen(recorded.shown()),
                toastScreen(expectedCallToasts(emitted, name)),
              ),
            ];
          },
        });
        actor.stop();
        expect(call.microphones.every((microphone) => !microphone.live)).toBe(true);
      },
      20_000,
    );
  },
);

it('replays a good share of the covering paths on each surface', () => {
  // The agent page is the spec's first agent (/clara-agent): the oracle names Clara.
  expect(voiceAgents.clara.name).toBe('Clara');
  expect(surfaces.widget.paths.length).toBeGreaterThanOrEqual(10);
  expect(surfaces.fullPage.paths.length).toBeGreaterThanOrEqual(5);
});

/** `surface` on controlled stand-ins (its container raises the toasts), on `/`. */
async function rendered(surface: SurfaceName) {
  const call = controlledCall(surfaces[surface].input);
  call.actor.start();
  // On `/` (the surface stays mounted through the navigation to `/#demo`).
  const shown = await renderWithRouter(surfaces[surface].render(call.actor), '/', {
    toasts: recorded.toasts,
  });
  await surfaces[surface].shown?.();
  const connect = () => call.connect((run) => act(async () => run()));
  return { call, connect, ...shown };
}

/** `surface` connected on controlled stand-ins. */
async function connected(surface: SurfaceName) {
  const shown = await rendered(surface);
  await shown.connect();
  return shown;
}

// Its button, label, announcements and no toast while muted: the replay above.
it("/full: 'M' mutes and unmutes while connected, never while typing or with a modifier", async () => {
  const press = (key: string, target: Element = document.body, ctrlKey = false) =>
    act(async () => {
      fireEvent.keyDown(target, { key, ctrlKey });
    });
  const { call, connect } = await rendered('fullPage');
  const muted = () => call.actor.getSnapshot().context.muted;
  await press('m');
  expect(muted()).toBe(false);
  await connect();
  await press('m');
  expect(muted()).toBe(true);
  await press('M');
  expect(muted()).toBe(false);
  // The message field has the focus: an 'm' there is text, not mute.
  const field = screen.getByRole('textbox', { name: 'Nachricht an den Assistenten' });
  field.focus();
  await press('m', field);
  expect(muted()).toBe(false);
  // With a modifier it is someone else's shortcut.
  await press('m', document.body, true);
  expect(muted()).toBe(false);
  call.actor.stop();
});

describe('widget dialog: the conversation and the demo request', () => {
  const say = (call: ReturnType<typeof controlledCall>, role: 'assistant' | 'user', text: string) =>
    act(async () =>
      call.line.report({
        type: 'driver.message',
        message: { type: 'transcript', role, transcriptType: 'final', transcript: text },
      }),
    );

  it('shows typed lines and answers during the call, the last four, in a log', async () => {
    const { call } = await connected('widget');
    const dialog = widgetDialog();
    const user = userEvent.setup();
    const log = within(dialog).getByRole('log', { name: 'Live-Transkript' });
    await say(call, 'assistant', 'Grüezi und willkommen!');
    const field = within(dialog).getByRole('textbox', { name: 'Nachricht an den Assistenten' });
    await user.type(field, 'Welche Sprachen?{Enter}');
    await say(call, 'assistant', 'Deutsch, Englisch und Französisch.');
    await user.type(field, 'Und wie schnell?{Enter}');
    await say(call, 'assistant', 'In 2–3 Werktagen.');
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
    // That it gives way to the recap when the call ends: the replay above.
    call.actor.stop();
  });

  it('the recap’s demo request closes the dialog and goes to the form with the message', async () => {
    const { call, router } = await connected('widget');
    const dialog = widgetDialog();
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
    expect(screen.getByRole('button', { name: widgetText.open })).not.toHaveFocus();
    call.actor.stop();
  });
});

// The help's texts, its toast and its going when a new start begins: the replay above.
describe.each(Object.keys(surfaces) as SurfaceName[])('%s: a refused microphone', (name) => {
  it("'Erneut versuchen' starts again; the focus stays in the surface as the button goes", async () => {
    const { call } = await rendered(name);
    const refused = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    await act(async () => call.actor.send({ type: 'call.start' }));
    await act(async () => call.answer({ type: 'xstate.done.actor.loadDriver' }));
    await act(async () =>
      call.answer({ type: 'xstate.error.actor.requestMicrophone', error: refused } as never),
    );
    const help = await screen.findByRole('region', { name: 'Mikrofon blockiert' });
    await userEvent.setup().click(within(help).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(call.actor.getSnapshot().value).toBe('requestingMic'));
    expect(surfaces[name].root()).toHaveFocus();
    call.actor.stop();
  });
});
