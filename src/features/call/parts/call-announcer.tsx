import { useSelector } from '@xstate/react';
import { voice } from '@/content/de/voice';
import {
  selectAnnouncement,
  selectIsMuted,
  type CallAnnouncement,
} from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';

const text = voice.announcer;

/** The sentence for a state; with `muted`, one that says the microphone is muted. */
function sentence(announcement: CallAnnouncement, muted: boolean): string {
  if (!muted) return text[announcement];
  if (announcement === 'listening') return text.listeningMuted;
  if (announcement === 'speaking' || announcement === 'reconnecting')
    return `${text[announcement]} ${text.mutedSuffix}`;
  return text[announcement];
}

/**
 * A polite live region, visually hidden, that says each change of the call once: connecting,
 * listening, speaking, ended. It is always rendered, so screen readers hear its changes.
 * With `announceMute` (`/full`, which shows no mute toasts) the sentences of a muted call say
 * so: a mute or unmute, also by the 'M' key, changes the sentence and is heard.
 */
export function CallAnnouncer({
  actorRef,
  announceMute = false,
}: {
  actorRef: CallActorRef;
  announceMute?: boolean;
}) {
  const announcement = useSelector(actorRef, selectAnnouncement);
  const muted = useSelector(actorRef, selectIsMuted);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="call-announcer">
      {announcement ? sentence(announcement, announceMute && muted) : ''}
    </p>
  );
}
