import { useSelector } from '@xstate/react';
import { selectIsConnected } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';
import { MessageComposer } from './message-composer';
import { MicMeter } from './microphone-meter';
import { MicrophoneChoice } from './microphone-choice';
import { PresenceQuestion } from './presence-question';
import { SoundNotice } from './sound-notice';

/**
 * The controls of a connected call, for every call view: the hear-check meter (with its
 * hint) and the text field to type instead of talk; 'Sind Sie noch da?' after a long
 * absence, and the microphone choice ('Mikrofon'); 'Ton einschalten' when the call's sound could
 * not start. Nothing before or after a call.
 */
export function CallFeatures({
  actorRef,
  messageLabel,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  /** The text field's label: 'Nachricht an {agent}' or 'Nachricht an den Assistenten'. */
  messageLabel: string;
  theme?: 'light' | 'dark';
}) {
  const connected = useSelector(actorRef, selectIsConnected);
  if (!connected) return null;
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <PresenceQuestion actorRef={actorRef} theme={theme} />
      <SoundNotice actorRef={actorRef} theme={theme} />
      <MicMeter actorRef={actorRef} theme={theme} />
      <MicrophoneChoice actorRef={actorRef} theme={theme} />
      <MessageComposer actorRef={actorRef} label={messageLabel} theme={theme} />
    </div>
  );
}
