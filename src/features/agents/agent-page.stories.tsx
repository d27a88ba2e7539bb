import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { createActor } from 'xstate';
import { callMachine } from '@machines/call/call.machine';
import { callPlan } from '@machines/call/call.paths';
import { neutralized } from '@machines/paths';
import type { CallActorRef } from '@machines/call/call.machine';
import { voiceAgents } from '@/features/call/service/agents';
import { stateStories } from '../../../.storybook/state-story';
import { AgentPageView } from './agent-page.view';

const meta = {
  title: 'Voice/Agent page',
  component: AgentPageView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgentPageView>;
export default meta;

const story = stateStories<CallActorRef>({
  plan: callPlan,
  render: (actorRef) => (
    <AgentPageView actorRef={actorRef} agent={voiceAgents.clara} preview={false} />
  ),
});

export const ReadyBeforeSdkLoads = story('sdkIdle');
export const LoadingSdk = story('sdkLoading');
export const ReadyAfterSdkFailedToLoad = story('sdkFailed');
export const ReadySdkLoaded = story('ready');
export const AskingForMicrophone = story('requestingMic');
export const Connecting = story('session.connecting.starting');
export const ConnectingUntilCallStarts = story('session.connecting.awaitingCallStart');
export const CancellingWhileConnecting = story('session.connecting.cancelling');
export const Listening = story('session.connected.listening');
export const Speaking = story('session.connected.speaking');
/** The network is away; the call waits for it (status 'Verbindung unterbrochen …'). */
export const Reconnecting = story('session.connected.reconnecting');
export const HangingUp = story('session.ending');

/**
 * The browser refused the microphone: the card says why and how to allow it (Chrome,
 * Safari, Firefox) beside the toast, with 'Erneut versuchen'.
 */
export const MicrophoneBlocked = story(
  'ready',
  {
    play: async ({ canvas }) => {
      const help = await canvas.findByRole('region', { name: 'Mikrofon blockiert' });
      await expect(help).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    },
  },
  (snapshot) => snapshot.context.error?.code === 'micPermissionDenied',
);

/** After a call, its recap ('Ihr Gespräch mit Clara': facts, download, copy, demo request). */
export const RecapAfterCall = story(
  'ready',
  {
    play: async ({ canvas }) => {
      const card = await canvas.findByRole('region', { name: 'Ihr Gespräch mit Clara' });
      await expect(card).toBeVisible();
      await expect(
        canvas.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }),
      ).toBeVisible();
    },
  },
  (snapshot) => snapshot.context.recap !== null,
);

/**
 * Clara's call (the real driver, no preview label) on a clock the story sets: each event at its
 * time (ms), in order.
 */
function TimedClaraCall({ events }: { events: readonly (readonly [object, number])[] }) {
  const [actor] = useState(() => {
    let now = 0;
    const created = createActor(neutralized(callMachine), {
      input: { agent: 'clara', connectOn: 'anyActivity', clock: () => now },
    }).start();
    for (const [event, at] of [
      [{ type: 'call.start' }, 0],
      [{ type: 'xstate.done.actor.loadDriver' }, 0],
      [{ type: 'xstate.done.actor.requestMicrophone', output: { release() {} } }, 0],
      [{ type: 'driver.callStarted' }, 1_000],
      ...events,
    ] as const) {
      now = at;
      created.send(event as never);
    }
    return created as unknown as CallActorRef;
  });
  useEffect(() => () => actor.stop(), [actor]);
  return <AgentPageView actorRef={actor} agent={voiceAgents.clara} preview={false} />;
}

const message = (message: object) => ({ type: 'driver.message', message });
const transcript = (
  role: 'assistant' | 'user',
  transcriptType: 'partial' | 'final',
  text: string,
) => message({ type: 'transcript', role, transcriptType, transcript: text });

/**
 * Both sides' interim lines at once below the log, each on its own line ('Sie: …',
 * 'Assistent: …'), hidden from screen readers (`aria-hidden`); the log holds the final lines.
 */
export const CaptionsOfBothSides: StoryObj = {
  render: () => (
    <TimedClaraCall
      events={[
        [transcript('user', 'final', 'Ich möchte einen Termin.'), 2_000],
        [{ type: 'driver.speechStarted' }, 3_000],
        [transcript('assistant', 'partial', 'Gerne, an'), 3_200],
        [transcript('user', 'partial', 'Am Diens'), 3_400],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const captions = canvasElement.querySelector('[data-captions]');
    await expect(captions).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-caption="visitor"]')).toHaveTextContent(
      'Sie: Am Diens',
    );
    await expect(canvasElement.querySelector('[data-caption="assistant"]')).toHaveTextContent(
      'Assistent: Gerne, an',
    );
  },
};

/** The answer's time beside its line ('0,8 s'), in words for screen readers. */
export const AnswerTime: StoryObj = {
  render: () => (
    <TimedClaraCall
      events={[
        [transcript('assistant', 'final', voiceAgents.clara.greeting), 1_500],
        [transcript('user', 'final', 'Ich möchte einen Termin.'), 4_000],
        [message({ type: 'speech-update', role: 'user', status: 'stopped' }), 4_000],
        [{ type: 'driver.speechStarted' }, 4_800],
        [transcript('assistant', 'final', 'Gerne, an welchem Tag?'), 6_000],
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,8 s')).toBeVisible();
    await expect(canvas.getByText('(Antwortzeit 0,8 Sekunden)')).toBeInTheDocument();
  },
};

/** A connected call with a transcript, on the preview driver (demo mode): labelled as a preview. */
function PreviewCall({
  agentKey,
  then = [],
}: {
  agentKey: 'jonas' | 'helvox';
  /** What happens after the greeting (silence, a typed line, the network). */
  then?: readonly object[];
}) {
  const [actor] = useState(() => {
    const created = createActor(neutralized(callMachine), {
      input: { agent: agentKey, connectOn: 'anyActivity' },
    }).start();
    for (const event of [
      { type: 'call.start' },
      { type: 'xstate.done.actor.loadDriver' },
      { type: 'xstate.done.actor.requestMicrophone', output: { release() {} } },
      { type: 'driver.callStarted' },
      { type: 'driver.speechStarted' },
      { type: 'driver.volume', volume: 0.6 },
      ...[
        ['assistant', voiceAgents[agentKey].greeting],
        ['user', voiceAgents[agentKey].examples[0]],
      ].map(([role, transcript]) => ({
        type: 'driver.message',
        message: { type: 'transcript', transcriptType: 'final', role, transcript },
      })),
      ...then,
    ]) {
      created.send(event as never);
    }
    return created as unknown as CallActorRef;
  });
  useEffect(() => () => actor.stop(), [actor]);
  return <AgentPageView actorRef={actor} agent={voiceAgents[agentKey]} preview />;
}

export const PreviewWithTranscript: StoryObj = {
  render: () => <PreviewCall agentKey="jonas" />,
};

export const SiteAssistantPreview: StoryObj = {
  name: 'Site assistant (/vapi-agent), preview',
  render: () => <PreviewCall agentKey="helvox" />,
};

/** Hear-check: 8 s without a sound from the visitor, not muted: the hint shows. */
export const HearCheckHint: StoryObj = {
  render: () => (
    <PreviewCall
      agentKey="jonas"
      then={[
        { type: 'driver.micLevel', level: 0, at: 0 },
        { type: 'driver.micLevel', level: 0, at: 8_000 },
      ]}
    />
  ),
};

/** Type instead of talk: a line sent while reconnecting stays in the field, noted. */
export const MessageWhileReconnecting: StoryObj = {
  render: () => (
    <PreviewCall
      agentKey="jonas"
      then={[
        { type: 'driver.micLevel', level: 0.4, at: 0 },
        { type: 'driver.networkInterrupted' },
        { type: 'message.draftChanged', text: 'Haben Sie morgen um 10 Uhr Zeit?' },
        { type: 'message.send' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Die Verbindung ist unterbrochen: Ihre Nachricht wurde nicht gesendet und bleibt im Feld.',
      ),
    ).toBeVisible();
  },
};

/**
 * Type instead of talk: the service refused a typed line (the SDK's send threw): it
 * is out of the transcript, back in the field, with the note 'Ihre Nachricht konnte nicht
 * gesendet werden – sie bleibt im Feld.'
 */
export const MessageRefusedByService: StoryObj = {
  render: () => (
    <PreviewCall
      agentKey="jonas"
      then={[
        { type: 'driver.micLevel', level: 0.4, at: 0 },
        { type: 'message.draftChanged', text: 'Haben Sie morgen um 10 Uhr Zeit?' },
        { type: 'message.send' },
        { type: 'driver.messageFailed', text: 'Haben Sie morgen um 10 Uhr Zeit?' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Ihre Nachricht konnte nicht gesendet werden – sie bleibt im Feld.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nachricht an Jonas' })).toHaveValue(
      'Haben Sie morgen um 10 Uhr Zeit?',
    );
  },
};
