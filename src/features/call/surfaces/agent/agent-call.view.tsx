import { useSelector } from '@xstate/react';
import { useId, useRef, type ReactNode } from 'react';
import { voice } from '@/content/de/voice';
import { selectIsConnected, selectVolume } from '@machines/call/call.selectors';
import { CallAnnouncer } from '@/features/call/parts/call-announcer';
import { CallRecap } from '@/features/call/parts/call-recap';
import { CallControls } from '@/features/call/parts/call-controls';
import { CallFeatures } from '@/features/call/parts/call-features';
import { MicPermissionHelp } from '@/features/call/parts/microphone-permission-help';
import {
  sameActivity,
  selectCallActivity,
  selectIsAskingForMicrophone,
} from '@/features/call/parts/call-status';
import { PreviewBadge, PreviewNotice } from '@/features/call/parts/preview-notice';
import { PrivacyNote } from '@/features/call/parts/privacy-note';
import { Transcript } from '@/features/call/parts/transcript';
import { OutcomeAnnouncer, OutcomeCards } from '@/features/call/parts/outcome-cards';
import { useCallIntents } from '@/features/call/live/use-call-intents';
import { StatusDot, VoiceActivity } from '@/features/call/parts/voice-activity';
import type { CallActorRef } from '@machines/call/call.machine';
import type { VoiceAgent } from '@/features/call/agents';
import { agentNaming } from '@/features/call/outcomes/recap-text';

const text = voice.agentPage;

export interface AgentCallViewProps {
  actorRef: CallActorRef;
  agent: VoiceAgent;
  /** Calls run on the preview driver: say so. */
  preview: boolean;
  /** Renders the title ('Sprechen Sie mit …'): an h1 on the page, the dialog's title in a dialog. */
  heading?: (title: string, id: string) => ReactNode;
  /** Show the role badge under the title (the page shows it in its header instead). */
  showBadge?: boolean;
  /** The title's id, when its container names itself by it too (the dialog). */
  titleId?: string;
}

/**
 * An agent's voice interface (agent pages, the agents dialog, `/vapi-agent`): portrait in the
 * voice-activity ring, 'Sprechen Sie mit {agent}', connected or not, 'Anruf starten' ('Verbinde...'
 * while connecting); mute and hang-up once connected (hang-up also cancels a start); the live
 * transcript; before a call, the privacy line.
 */
export function AgentCallView({
  actorRef,
  agent,
  preview,
  heading = (title, id) => (
    <h1 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
      {title}
    </h1>
  ),
  showBadge = false,
  titleId: givenTitleId,
}: AgentCallViewProps) {
  const intents = useCallIntents(actorRef);
  const activity = useSelector(actorRef, selectCallActivity, sameActivity);
  const volume = useSelector(actorRef, selectVolume);
  const connected = useSelector(actorRef, selectIsConnected);
  const askingForMicrophone = useSelector(actorRef, selectIsAskingForMicrophone);
  const generatedTitleId = useId();
  const titleId = givenTitleId ?? generatedTitleId;
  const card = useRef<HTMLElement>(null);
  // 'Erneut versuchen' leaves the screen as the start begins: the focus goes to the card.
  const retry = () => {
    intents.start();
    card.current?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={card}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col items-center gap-5 rounded-3xl border border-slate-200 bg-white p-4 text-center shadow-sm outline-none min-[360px]:p-6 sm:p-8"
    >
      <p
        role="status"
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
          connected ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-ink-soft'
        }`}
      >
        <StatusDot tone={connected ? 'connected' : 'idle'} />
        {connected ? text.connected : text.disconnected}
      </p>
      <VoiceActivity tone={activity.tone} volume={volume} label={activity.label}>
        <img
          src={agent.image}
          alt={text.portraitAlt(agent.name)}
          width={112}
          height={112}
          className="size-28 rounded-full border-4 border-white bg-slate-100 shadow-md"
        />
      </VoiceActivity>
      <div className="flex flex-col items-center gap-2">
        {heading(text.title(agent.name), titleId)}
        <div className="flex flex-wrap items-center justify-center gap-2">
          {showBadge ? (
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {agent.badge}
            </span>
          ) : null}
          {preview ? <PreviewBadge /> : null}
        </div>
      </div>
      {askingForMicrophone ? <p className="text-sm text-ink-soft">{voice.micPrompt}</p> : null}
      <CallControls actorRef={actorRef} look="agent" />
      <MicPermissionHelp actorRef={actorRef} onRetry={retry} />
      <CallFeatures actorRef={actorRef} messageLabel={voice.callFeatures.messageTo(agent.name)} />
      <Transcript actorRef={actorRef} />
      <OutcomeCards actorRef={actorRef} />
      <CallRecap actorRef={actorRef} naming={agentNaming(agent)} />
      <CallAnnouncer actorRef={actorRef} />
      <OutcomeAnnouncer actorRef={actorRef} />
      {connected ? null : <PrivacyNote />}
      {preview ? <PreviewNotice /> : null}
    </section>
  );
}
