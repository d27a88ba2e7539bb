import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { createActor } from 'xstate';
import { callMachine } from '@machines/call/call.machine';
import { callPlan } from '@machines/call/call.paths';
import { neutralized } from '@machines/paths';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallContext } from '@machines/call/call.types';
import { stateStories } from '../../../../.storybook/state-story';
import { FullCallView } from './full-call.view';

const meta = {
  title: 'Voice/Full page',
  component: FullCallView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullCallView>;
export default meta;

const story = stateStories<CallActorRef>({
  plan: { ...callPlan, input: { agent: 'helvox' } },
  render: (actorRef) => <FullCallView actorRef={actorRef} preview={false} />,
});

export const SdkIdle = story('sdkIdle');
export const SdkLoading = story('sdkLoading');
export const SdkFailed = story('sdkFailed');
export const Ready = story('ready');
export const RequestingMic = story('requestingMic');
export const Starting = story('session.connecting.starting');
export const AwaitingCallStart = story('session.connecting.awaitingCallStart');
export const Cancelling = story('session.connecting.cancelling');
export const Listening = story('session.connected.listening');
export const Speaking = story('session.connected.speaking');
/** The network is away; the call waits for it (status 'Verbindung unterbrochen …'). */
export const Reconnecting = story('session.connected.reconnecting');
export const Ending = story('session.ending');

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

/** After a call, its recap ('Ihr Gespräch mit dem Assistenten') on the dark page. */
export const RecapAfterCall = story(
  'ready',
  {
    play: async ({ canvas }) => {
      const card = await canvas.findByRole('region', { name: 'Ihr Gespräch mit dem Assistenten' });
      await expect(card).toBeVisible();
      await expect(
        canvas.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }),
      ).toBeVisible();
    },
  },
  (snapshot) => snapshot.context.recap !== null,
);

/** A connected call on /full (the assistant greeted), then `then`. */
function ConnectedFull({ then }: { then: readonly object[] }) {
  const [actor] = useState(() => {
    const created = createActor(neutralized(callMachine), { input: { agent: 'helvox' } }).start();
    for (const event of [
      { type: 'sdk.prefetch' },
      { type: 'xstate.done.actor.loadDriver' },
      { type: 'call.start' },
      { type: 'xstate.done.actor.requestMicrophone', output: { release() {} } },
      { type: 'driver.callStarted' },
      { type: 'driver.micLevel', level: 0.4, at: 0 },
      {
        type: 'driver.message',
        message: {
          type: 'transcript',
          transcriptType: 'final',
          role: 'assistant',
          transcript: 'Grüezi und willkommen bei Helvox! Wie kann ich Ihnen heute helfen?',
        },
      },
      ...then,
    ]) {
      created.send(event as never);
    }
    return created as unknown as CallActorRef;
  });
  useEffect(() => () => actor.stop(), [actor]);
  return <FullCallView actorRef={actor} preview={false} />;
}

/**
 * Muted while connected: the toggle on the ring reads 'Stummschaltung aufheben' (key
 * M); the live region says 'Mikrofon stummgeschaltet. Die KI hört Sie nicht.' (no toast here).
 */
export const Muted: StoryObj = {
  render: () => <ConnectedFull then={[{ type: 'mic.toggleMute' }]} />,
  play: async ({ canvas }) => {
    const mute = canvas.getByRole('button', { name: 'Stummschaltung aufheben' });
    await expect(mute).toHaveAttribute('aria-keyshortcuts', 'M');
    await expect(
      canvas.getByText('Mikrofon stummgeschaltet. Die KI hört Sie nicht.'),
    ).toBeInTheDocument();
  },
};

/** A typed line the service refused: back in the field with its note. */
export const MessageRefusedByService: StoryObj = {
  render: () => (
    <ConnectedFull
      then={[
        { type: 'message.draftChanged', text: 'Was kostet ein Assistent?' },
        { type: 'message.send' },
        { type: 'driver.messageFailed', text: 'Was kostet ein Assistent?' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Ihre Nachricht konnte nicht gesendet werden – sie bleibt im Feld.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nachricht an den Assistenten' })).toHaveValue(
      'Was kostet ein Assistent?',
    );
  },
};

/** Live captions show below the log, hidden from screen readers (`aria-hidden`). */
const showsCaptionOutsideTheLog: StoryObj['play'] = async ({ canvasElement }) => {
  const captions = canvasElement.querySelector('[data-captions]');
  await expect(captions).not.toBeNull();
  await expect(captions).toBeVisible();
  await expect(captions).toHaveAttribute('aria-hidden', 'true');
  const log = canvasElement.querySelector('[role="log"]');
  await expect(log?.contains(captions)).toBe(false);
};
const hasCaption = (snapshot: { context: unknown }) => {
  const { captions } = snapshot.context as CallContext;
  return captions.assistant !== null || captions.visitor !== null;
};

/** Listening, with an interim line (a partial transcript) below the log. */
export const ListeningWithCaption = story(
  'session.connected.listening',
  { play: showsCaptionOutsideTheLog },
  hasCaption,
);
/** Speaking, with an interim line below the log. */
export const SpeakingWithCaption = story(
  'session.connected.speaking',
  { play: showsCaptionOutsideTheLog },
  hasCaption,
);

/** A call whose clock the story sets: the visitor's turn ends, the answer 0.8 s later. */
function AnsweredFull() {
  const [actor] = useState(() => {
    let now = 0;
    const created = createActor(neutralized(callMachine), {
      input: { agent: 'helvox', clock: () => now },
    }).start();
    const send = (event: object, at = now) => {
      now = at;
      created.send(event as never);
    };
    send({ type: 'sdk.prefetch' });
    send({ type: 'xstate.done.actor.loadDriver' });
    send({ type: 'call.start' });
    send({ type: 'xstate.done.actor.requestMicrophone', output: { release() {} } });
    send({ type: 'driver.callStarted' }, 1_000);
    send(
      {
        type: 'driver.message',
        message: {
          type: 'transcript',
          transcriptType: 'final',
          role: 'user',
          transcript: 'Was kostet ein Assistent?',
        },
      },
      4_000,
    );
    send({
      type: 'driver.message',
      message: { type: 'speech-update', role: 'user', status: 'stopped' },
    });
    send({ type: 'driver.speechStarted' }, 4_800);
    send(
      {
        type: 'driver.message',
        message: {
          type: 'transcript',
          transcriptType: 'final',
          role: 'assistant',
          transcript: 'Das hängt von Ihren Anrufen ab – gerne erstellen wir Ihnen ein Angebot.',
        },
      },
      7_000,
    );
    return created as unknown as CallActorRef;
  });
  useEffect(() => () => actor.stop(), [actor]);
  return <FullCallView actorRef={actor} preview={false} />;
}

/** The answer's time beside its line ('0,8 s'), in words for screen readers. */
export const AnswerTime: StoryObj = {
  render: () => <AnsweredFull />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,8 s')).toBeVisible();
    await expect(canvas.getByText('(Antwortzeit 0,8 Sekunden)')).toBeInTheDocument();
  },
};
