import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactElement } from 'react';
import { expect } from 'storybook/test';
import { createActor } from 'xstate';
import { callMachine, type CallActorRef } from '@machines/call/call.machine';
import { callPlan, callPlanInput } from '@machines/call/call.paths';
import { neutralized } from '@machines/paths';
import type { CallContext, CallInput } from '@machines/call/call.types';
import { ToastProvider } from '@/components/toaster';
import { voice } from '@/content/de/voice';
import { voiceAgents } from '@/features/call/agents';
import { stateStories } from '../../../.storybook/state-story';
import { AgentPageView } from './agent-page.view';
import { FullCallView } from '@/features/call/surfaces/full/full-call.view';
import { WidgetDialogView } from '@/features/call/surfaces/widget/widget-dialog.view';

/*
 * The three call surfaces, state by state: the agent page (Clara's), the widget's dialog and
 * `/full`. One row per surface below says how it renders a call and whom its recap names; every
 * surface has a story per reachable call state (named for what it shows) and the same variants.
 * Here, beside the agent page, because it shows that page: the call's own rooms import no feature
 * above them.
 */

const meta = {
  title: 'Call/Surfaces',
  parameters: { layout: 'fullscreen' },
  // The recap's and the owner message's copy buttons raise toasts.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta;
export default meta;

/** The widget's dialog open over a page, with a button to open it again after closing. */
function OpenWidget({ actorRef }: { actorRef: CallActorRef }) {
  const [open, setOpen] = useState(true);
  return (
    <div className="min-h-dvh bg-slate-50 p-6">
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        {voice.widget.open}
      </button>
      <WidgetDialogView actorRef={actorRef} preview={false} open={open} onOpenChange={setOpen} />
    </div>
  );
}

type Surface = 'agentPage' | 'widget' | 'fullPage';

const SURFACES: Record<
  Surface,
  { input: CallInput; render(actorRef: CallActorRef): ReactElement }
> = {
  agentPage: {
    input: callPlanInput,
    render: (actorRef) => (
      <AgentPageView actorRef={actorRef} agent={voiceAgents.clara} preview={false} />
    ),
  },
  widget: {
    input: { agent: 'helvox', enhancedAudio: true },
    render: (actorRef) => <OpenWidget actorRef={actorRef} />,
  },
  fullPage: {
    input: { agent: 'helvox' },
    render: (actorRef) => <FullCallView actorRef={actorRef} preview={false} />,
  },
};

/**
 * The stories of one surface: a call state (the shortest generated path to it), named for what
 * the surface shows there, and its variants.
 */
function surfaceStories(surface: Surface) {
  const { input, render } = SURFACES[surface];
  const story = stateStories<CallActorRef>({ plan: { ...callPlan, input }, render });
  const at = (state: string, extra: Partial<StoryObj> = {}, where?: Parameters<typeof story>[2]) =>
    story(state, { ...extra, parameters: { surface } }, where);
  return {
    state: (state: string) => at(state),
    /**
     * The browser refused the microphone: the card says why and how to allow it (Chrome,
     * Safari, Firefox) beside the toast, with 'Erneut versuchen' (its texts: the view replay).
     */
    microphoneBlocked: at(
      'ready',
      {},
      (snapshot) => snapshot.context.error?.code === 'micPermissionDenied',
    ),
    /**
     * After a call, its recap ('Ihr Gespräch mit …': facts, download, copy, demo request; its
     * title and actions: the view replay).
     */
    recapAfterCall: at('ready', {}, (snapshot) => snapshot.context.recap !== null),
    /** Live captions in `state`: in the list at their place, hidden from screen readers. */
    withCaption: (state: string) =>
      at(
        state,
        {
          play: async ({ canvasElement }) => {
            const captions = [...canvasElement.querySelectorAll('[data-caption]')];
            await expect(captions.length).toBeGreaterThan(0);
            for (const caption of captions) {
              await expect(caption).toBeVisible();
              await expect(caption).toHaveAttribute('aria-hidden', 'true');
            }
          },
        },
        (snapshot) => {
          const { captions } = snapshot.context as CallContext;
          return captions.assistant !== null || captions.visitor !== null;
        },
      ),
  };
}

const agent = surfaceStories('agentPage');
export const AgentPageBeforeVoiceServiceLoads = agent.state('sdkIdle');
export const AgentPageLoadingVoiceService = agent.state('sdkLoading');
export const AgentPageVoiceServiceFailedToLoad = agent.state('sdkFailed');
export const AgentPageReadyToCall = agent.state('ready');
export const AgentPageAskingForMicrophone = agent.state('requestingMic');
export const AgentPageConnecting = agent.state('session.connecting.starting');
export const AgentPageConnectingUntilCallStarts = agent.state(
  'session.connecting.awaitingCallStart',
);
export const AgentPageCancellingWhileConnecting = agent.state('session.connecting.cancelling');
export const AgentPageListening = agent.state('session.connected.listening');
export const AgentPageAssistantSpeaking = agent.state('session.connected.speaking');
/** The network is away; the call waits for it (status 'Verbindung unterbrochen …'). */
export const AgentPageConnectionLost = agent.state('session.connected.reconnecting');
export const AgentPageHangingUp = agent.state('session.ending');
export const AgentPageMicrophoneBlocked = agent.microphoneBlocked;
export const AgentPageRecapAfterCall = agent.recapAfterCall;

const widget = surfaceStories('widget');
export const WidgetBeforeVoiceServiceLoads = widget.state('sdkIdle');
export const WidgetLoadingVoiceService = widget.state('sdkLoading');
export const WidgetVoiceServiceFailedToLoad = widget.state('sdkFailed');
export const WidgetReadyToCall = widget.state('ready');
export const WidgetAskingForMicrophone = widget.state('requestingMic');
export const WidgetConnecting = widget.state('session.connecting.starting');
export const WidgetConnectingUntilCallStarts = widget.state('session.connecting.awaitingCallStart');
export const WidgetCancellingWhileConnecting = widget.state('session.connecting.cancelling');
export const WidgetListening = widget.state('session.connected.listening');
export const WidgetAssistantSpeaking = widget.state('session.connected.speaking');
export const WidgetConnectionLost = widget.state('session.connected.reconnecting');
export const WidgetHangingUp = widget.state('session.ending');
export const WidgetMicrophoneBlocked = widget.microphoneBlocked;
/** The recap offers the demo request in the widget too (it closes the dialog). */
export const WidgetRecapAfterCall = widget.recapAfterCall;

const full = surfaceStories('fullPage');
export const FullPageInitialisingVoiceService = full.state('sdkIdle');
export const FullPageLoadingVoiceService = full.state('sdkLoading');
export const FullPageVoiceServiceFailedToLoad = full.state('sdkFailed');
export const FullPageReadyToCall = full.state('ready');
export const FullPageAskingForMicrophone = full.state('requestingMic');
export const FullPageConnecting = full.state('session.connecting.starting');
export const FullPageConnectingUntilCallStarts = full.state('session.connecting.awaitingCallStart');
export const FullPageCancellingWhileConnecting = full.state('session.connecting.cancelling');
export const FullPageListening = full.state('session.connected.listening');
export const FullPageAssistantSpeaking = full.state('session.connected.speaking');
export const FullPageConnectionLost = full.state('session.connected.reconnecting');
export const FullPageHangingUp = full.state('session.ending');
export const FullPageMicrophoneBlocked = full.microphoneBlocked;
export const FullPageRecapAfterCall = full.recapAfterCall;
/** Listening and speaking, each with an interim line (a partial transcript) in the list. */
export const FullPageListeningWithCaption = full.withCaption('session.connected.listening');
export const FullPageSpeakingWithCaption = full.withCaption('session.connected.speaking');

/** An event, or an event and the time (ms) the story's clock shows when it happens. */
type Timed = object | readonly [object, number];

/**
 * A call on `surface` played along `events`, each at its time on a clock the story sets (or at
 * the time before); the agent page may show another agent, and the preview label.
 */
function PlayedCall(props: {
  surface: Surface;
  events: readonly Timed[];
  input?: CallInput;
  agentKey?: 'jonas' | 'helvox';
}) {
  const [actor] = useState(() => {
    let now = 0;
    const created = createActor(neutralized(callMachine), {
      input: { ...(props.input ?? SURFACES[props.surface].input), clock: () => now },
    }).start();
    for (const entry of props.events) {
      const [event, at = now] = Array.isArray(entry) ? entry : [entry];
      now = at;
      created.send(event as never);
    }
    return created as unknown as CallActorRef;
  });
  useEffect(() => () => actor.stop(), [actor]);
  if (props.agentKey)
    return <AgentPageView actorRef={actor} agent={voiceAgents[props.agentKey]} preview />;
  return SURFACES[props.surface].render(actor);
}

const message = (message: object) => ({ type: 'driver.message', message });
const transcript = (
  role: 'assistant' | 'user',
  transcriptType: 'partial' | 'final',
  text: string,
) => message({ type: 'transcript', role, transcriptType, transcript: text });
/** Started on the neutral stand-ins: the SDK, the microphone and the provider answer at once. */
const CONNECTED: readonly Timed[] = [
  { type: 'call.start' },
  { type: 'xstate.done.actor.loadDriver' },
  { type: 'xstate.done.actor.requestMicrophone', output: { release() {} } },
  [{ type: 'driver.callStarted' }, 1_000],
];

/** Clara's call: both sides' interim lines at once, each in the list where it began. */
export const AgentPageCaptionsOfBothSides: StoryObj = {
  render: () => (
    <PlayedCall
      surface="agentPage"
      events={[
        ...CONNECTED,
        [transcript('user', 'final', 'Ich möchte einen Termin.'), 2_000],
        [{ type: 'driver.speechStarted' }, 3_000],
        [transcript('assistant', 'partial', 'Gerne, an'), 3_200],
        [transcript('user', 'partial', 'Am Diens'), 3_400],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    // In the list where each began, after the visitor's final line; hidden from screen readers.
    const items = [...canvasElement.querySelectorAll('ol > li')].map((item) => [
      item.textContent,
      item.getAttribute('aria-hidden'),
    ]);
    await expect(items.slice(-3)).toEqual([
      ['Sie: Ich möchte einen Termin.', null],
      ['Assistent: Gerne, an', 'true'],
      ['Sie: Am Diens', 'true'],
    ]);
  },
};

/** The visitor's turn ends at 4 s, the answer starts 0.8 s later. */
const ANSWERED: readonly Timed[] = [
  ...CONNECTED,
  [transcript('user', 'final', 'Ich möchte einen Termin.'), 4_000],
  message({ type: 'speech-update', role: 'user', status: 'stopped' }),
  [{ type: 'driver.speechStarted' }, 4_800],
  [transcript('assistant', 'final', 'Gerne, an welchem Tag?'), 6_000],
];
/** The answer's time beside its line ('0,8 s'), in words for screen readers. */
const answerTime = (surface: Surface): StoryObj => ({
  render: () => <PlayedCall surface={surface} events={ANSWERED} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,8 s')).toBeVisible();
    await expect(canvas.getByText('(Antwortzeit 0,8 Sekunden)')).toBeInTheDocument();
  },
});
export const AgentPageAnswerTime = answerTime('agentPage');
export const FullPageAnswerTime = answerTime('fullPage');

/** Connected, the assistant greeted and the visitor's first line (an agent's preview call). */
const greeted = (agentKey: 'jonas' | 'helvox'): readonly Timed[] => [
  ...CONNECTED,
  { type: 'driver.speechStarted' },
  { type: 'driver.volume', volume: 0.6 },
  transcript('assistant', 'final', voiceAgents[agentKey].greeting),
  transcript('user', 'final', voiceAgents[agentKey].examples[0]!),
];
/** A call on the preview driver (demo mode): labelled as a preview. */
const previewCall = (agentKey: 'jonas' | 'helvox', then: readonly Timed[] = []) => (
  <PlayedCall
    surface="agentPage"
    agentKey={agentKey}
    input={{ agent: agentKey, connectOn: 'anyActivity' }}
    events={[...greeted(agentKey), ...then]}
  />
);

export const AgentPagePreviewWithTranscript: StoryObj = { render: () => previewCall('jonas') };

export const AgentPageSiteAssistantPreview: StoryObj = {
  name: 'Agent page: site assistant (/vapi-agent), preview',
  render: () => previewCall('helvox'),
};

/** Hear-check: 8 s without a sound from the visitor, not muted: the hint shows. */
export const AgentPageHearCheckHint: StoryObj = {
  render: () =>
    previewCall('jonas', [
      { type: 'driver.micLevel', level: 0, at: 0 },
      { type: 'driver.micLevel', level: 0, at: 8_000 },
    ]),
};

/** Type instead of talk: a line sent while reconnecting stays in the field, noted. */
export const AgentPageMessageWhileReconnecting: StoryObj = {
  render: () =>
    previewCall('jonas', [
      { type: 'driver.micLevel', level: 0.4, at: 0 },
      { type: 'driver.networkInterrupted' },
      { type: 'message.draftChanged', text: 'Haben Sie morgen um 10 Uhr Zeit?' },
      { type: 'message.send' },
    ]),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Die Verbindung ist unterbrochen: Ihre Nachricht wurde nicht gesendet und bleibt im Feld.',
      ),
    ).toBeVisible();
  },
};

/**
 * Type instead of talk: the service refused a typed line (the SDK's send threw): it is out of
 * the transcript, back in the field labelled `label`, with the note 'Ihre Nachricht konnte
 * nicht gesendet werden – sie bleibt im Feld.'
 */
const messageRefused = (render: (then: readonly Timed[]) => ReactElement, label: string) => {
  const text = 'Haben Sie morgen um 10 Uhr Zeit?';
  return {
    render: () =>
      render([
        { type: 'driver.micLevel', level: 0.4, at: 0 },
        { type: 'message.draftChanged', text },
        { type: 'message.send' },
        { type: 'driver.messageFailed', text },
      ]),
    play: async ({ canvas }) => {
      await expect(
        canvas.getByText('Ihre Nachricht konnte nicht gesendet werden – sie bleibt im Feld.'),
      ).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue(text);
    },
  } satisfies StoryObj;
};
export const AgentPageMessageRefusedByService = messageRefused(
  (then) => previewCall('jonas', then),
  'Nachricht an Jonas',
);
export const FullPageMessageRefusedByService = messageRefused(
  (then) => <PlayedCall surface="fullPage" events={[...CONNECTED, ...then]} />,
  'Nachricht an den Assistenten',
);

/**
 * Muted while connected on `/full`: the toggle on the ring reads 'Stummschaltung aufheben' (key
 * M; both: the view replay); the live region says 'Mikrofon stummgeschaltet. Die KI hört Sie
 * nicht.' (no toast here).
 */
export const FullPageMuted: StoryObj = {
  render: () => (
    <PlayedCall
      surface="fullPage"
      events={[
        ...CONNECTED,
        { type: 'driver.micLevel', level: 0.4, at: 0 },
        transcript('assistant', 'final', voiceAgents.helvox.greeting),
        { type: 'mic.toggleMute' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Mikrofon stummgeschaltet. Die KI hört Sie nicht.'),
    ).toBeInTheDocument();
  },
};

/**
 * During a call the widget shows the conversation (the last lines, typed ones too; its lines:
 * call-surfaces.view.test.tsx, 'shows typed lines and answers during the call').
 */
export const WidgetConversationDuringCall: StoryObj = {
  render: () => (
    <PlayedCall
      surface="widget"
      events={[
        ...CONNECTED,
        transcript('assistant', 'final', voiceAgents.helvox.greeting),
        { type: 'message.draftChanged', text: voiceAgents.helvox.examples[1] },
        { type: 'message.send' },
        transcript('assistant', 'final', voiceAgents.helvox.replies[1]!.answer),
      ]}
    />
  ),
};
