import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callPlanInput } from '@machines/call/call.paths';
import { useCallToasts } from '@/features/call/use-call-toasts';
import type { CallActorRef } from '@machines/call/call.machine';
import { voiceAgents } from '@/features/call/service/agents';
import { recordedToasts } from '@tests/toasts';
import { surfacePaths } from '@tests/voice/call-harness';
import {
  ACTIVITY_DOTS,
  dotOf,
  readRecap,
  replayCallSurface,
  type CallSurface,
} from '@tests/voice/surface-replay';
import { readCallFeatures, readMicHelp } from '@tests/expected/call-features.expected';
import { expectedActivityTone, type ActivityTone } from '@tests/expected/widget-dialog.expected';
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

const region = () => screen.getByRole('region', { name: `Sprechen Sie mit ${AGENT}` });

/** The line of the activity indicator (one of the widget's status lines). */
const activityLine = () =>
  [...region().querySelectorAll('p')].find((p) => ACTIVITY_LABELS.includes(p.textContent ?? ''));

/** The interface and the colour of its activity dot. */
type AgentCallScreen = AgentCallUi & { dot: ActivityTone | null };

function readUi(): AgentCallScreen {
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
    dot: dotOf(activityLine(), ACTIVITY_DOTS) ?? null,
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

/** An agent page: every visitor event has its control there; only paths a real run can take. */
const agentPage: CallSurface<AgentCallScreen> = {
  input: callPlanInput,
  rules: CLARA_CALL,
  paths: surfacePaths(callPlanInput, () => true),
  render: (actor) => <Harness actorRef={actor} />,
  root: region,
  async perform(event, { actor, user, button }) {
    // Once the session has begun, the single button's toggle ends (or cancels) the call.
    const ends = actor.getSnapshot().matches('session');
    if (event.type === 'sdk.prefetch') await user.hover(button('Anruf starten'));
    else if (event.type === 'call.start' || event.type === 'call.toggle')
      await user.click(button(ends ? 'Anruf beenden' : 'Anruf starten'));
    else if (event.type === 'call.hangUp') await user.click(button('Anruf beenden'));
    else if (event.type === 'mic.toggleMute')
      await user.click(button(/^(Stummschalten|Stummschaltung aufheben)$/));
  },
  readUi,
  expectedUi: (model) => ({
    ...expectedAgentCallUi(model, AGENT),
    dot: expectedActivityTone(model),
  }),
  expectedToasts: (emitted) => expectedAgentCallToasts(emitted, AGENT),
};

describe('agent page view, replaying the call machine’s generated paths', () => {
  it('names the agent of the page', () => expect(clara.name).toBe(AGENT));
  replayCallSurface(agentPage, () => recorded);
});
