import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { callPlanInput, serializeCallState } from '@machines/call/call.paths';
import { useCallToasts } from '@/features/call/use-call-toasts';
import type { CallActorRef } from '@machines/call/call.machine';
import { voiceAgents } from '@/features/call/service/agents';
import { describePath, stateName } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { recordedToasts } from '@tests/toasts';
import { controlledCall, isEnvironmentEvent, surfacePaths } from '@tests/voice/call-harness';
import { isCallFeatureIntent, performCallFeatureIntent } from '@tests/voice/call-features';
import { callModelsAlong } from '@tests/expected/call.model';
import { readCallFeatures, readMicHelp } from '@tests/expected/call-features.expected';
import {
  expectedActivityTone,
  toastScreen,
  type ActivityTone,
} from '@tests/expected/widget-dialog.expected';
import {
  ACTIVITY_LABELS,
  CLARA_CALL,
  expectedAgentCallToasts,
  expectedAgentCallUi,
  type AgentCallUi,
} from '@tests/expected/agent-call.expected';
import { AgentPageView } from '../../agents/agent-page.view';

const clara = voiceAgents.clara;
// The spec's first agent (/clara-agent); its name is part of the texts asserted below.
const AGENT = 'Clara';

/** The status dot's colour class, named as the spec names the ring's colours. */
const TONE_OF_DOT: Record<string, ActivityTone> = {
  'bg-slate-400': 'idle',
  'bg-amber-500': 'loading',
  'bg-brand-600': 'connected',
  'bg-sky-500': 'speaking',
};
const toneOf = (line: Element | undefined): ActivityTone | undefined => {
  const classes = [...(line?.querySelector('span')?.classList ?? [])];
  return classes.map((name) => TONE_OF_DOT[name]).find((tone) => tone !== undefined);
};

const region = () => screen.getByRole('region', { name: `Sprechen Sie mit ${AGENT}` });

/** The line of the activity indicator (one of the widget's status lines). */
const activityLine = () =>
  [...region().querySelectorAll('p')].find((p) => ACTIVITY_LABELS.includes(p.textContent ?? ''));

/** The recap card, if shown: its title, then its actions (buttons and links) in order. */
function readRecap(scope: HTMLElement, title: string): string[] | null {
  const card = within(scope).queryByRole('region', { name: title });
  if (!card) return null;
  const actions = [...card.querySelectorAll('button, a')].map((a) => a.textContent?.trim() ?? '');
  return [title, ...actions];
}

/** The interface and the colour of its activity dot. */
type AgentCallScreen = AgentCallUi & { dot: ActivityTone | null };

function readUi(): AgentCallUi {
  const call = region();
  const start = within(call).queryByRole('button', { name: /^(Anruf starten|Verbinde\.\.\.)$/ });
  const hangUp = within(call).queryByRole('button', { name: 'Anruf beenden' });
  const mute = within(call).queryByRole('button', {
    name: /^(Stummschalten|Stummschaltung aufheben)$/,
  });
  const transcript = within(call).getByRole('region', { name: 'Live-Transkript' });
  return {
    connection: within(call).getByRole('status').textContent ?? '',
    activity: activityLine()?.textContent ?? '',
    start: start
      ? { label: start.textContent ?? '', disabled: (start as HTMLButtonElement).disabled }
      : null,
    hangUp: hangUp ? { disabled: (hangUp as HTMLButtonElement).disabled } : null,
    mute: mute?.getAttribute('aria-label') ?? null,
    micPrompt:
      within(call).queryByText(
        'Ihr Browser fragt nach dem Mikrofon – bitte erlauben Sie den Zugriff.',
      ) !== null,
    privacy: within(call).queryByText('Datenschutz') !== null,
    transcriptLines: within(transcript).queryAllByRole('listitem').length,
    captions: [...call.querySelectorAll('[data-caption]')].map((line) => line.textContent ?? ''),
    features: readCallFeatures(call),
    recap: readRecap(call, `Ihr Gespräch mit ${AGENT}`),
    announcement: call.querySelector('[aria-live="polite"].sr-only')?.textContent ?? '',
    micHelp: readMicHelp(call),
  };
}

/** The view with the container's toasts (the container only adds the live actor). */
function Harness({ actorRef }: { actorRef: CallActorRef }) {
  useCallToasts(actorRef, 'agentPage', clara.name);
  return <AgentPageView actorRef={actorRef} agent={clara} preview={false} />;
}

/** The toasts the views raise, recorded anew for each test. */
let recorded = recordedToasts();
beforeEach(() => {
  recorded = recordedToasts();
  // Failures and degraded calls are logged as warnings by design; keep the test output quiet.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Every visitor event has its control on an agent page; only paths a real run can take. */
const agentPaths = surfacePaths(callPlanInput, () => true);

describe('agent page view, replaying the call machine’s generated paths', () => {
  it('names the agent of the page', () => expect(clara.name).toBe(AGENT));

  it.each(agentPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const call = controlledCall({ agent: clara.key, connectOn: 'anyActivity' });
      const { actor } = call;
      const user = userEvent.setup();
      const button = (name: string) => screen.getByRole('button', { name });
      // What the spec's call shows and reports after each of the path's events, played before
      // anything runs: the oracle never reads the machine.
      const expectedSteps = callModelsAlong(
        path.steps.map((step) => step.event),
        CLARA_CALL,
      );
      let stepIndex = 0;

      await replayPath(path, {
        async start() {
          actor.start();
          await renderWithRouter(<Harness actorRef={actor} />, '/', { toasts: recorded.toasts });
        },
        async perform(event: EventObject) {
          stepIndex += 1;
          recorded.clear();
          // Once the session has begun, the single button's toggle ends (or cancels) the call.
          const ends = actor.getSnapshot().matches('session');
          if (event.type === 'sdk.prefetch') await user.hover(button('Anruf starten'));
          else if (event.type === 'call.start' || event.type === 'call.toggle')
            // The page has one start button, and a toggle in a call is the hang-up.
            await user.click(button(ends ? 'Anruf beenden' : 'Anruf starten'));
          else if (event.type === 'call.hangUp') await user.click(button('Anruf beenden'));
          else if (event.type === 'mic.toggleMute')
            await user.click(
              screen.getByRole('button', { name: /^(Stummschalten|Stummschaltung aufheben)$/ }),
            );
          else if (event.type === 'page.left')
            act(() => {
              window.dispatchEvent(new Event('pagehide'));
            });
          else if (isCallFeatureIntent(event)) performCallFeatureIntent(event, region());
          else if (isEnvironmentEvent(event)) await act(async () => call.answer(event));
        },
        async expectState(expected: AnyMachineSnapshot) {
          await waitFor(() =>
            expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
          );
          const snapshot = actor.getSnapshot();
          expect(serializeCallState(snapshot)).toBe(serializeCallState(expected));
          // The screen and the toasts by the oracle, from the model's call after the path's
          // events so far (spec texts as literals).
          const { model, emitted } = expectedSteps[stepIndex]!;
          const ui = { ...expectedAgentCallUi(model, AGENT), dot: expectedActivityTone(model) };
          const screenFacts = await waitFor(() =>
            compareScreen<AgentCallScreen>(
              { ...readUi(), dot: toneOf(activityLine()) ?? null },
              ui,
            ),
          );
          const toasts = expectedAgentCallToasts(emitted, AGENT);
          return [
            ...screenFacts,
            ...compareScreen(toastScreen(recorded.shown()), toastScreen(toasts)),
          ];
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
