import { useSelector } from '@xstate/react';
import { voice } from '@/content/de/voice';
import { selectAnnouncement } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.types';

/**
 * A polite live region, visually hidden, that says each change of the call once: connecting,
 * listening, speaking, ended. It is always rendered, so screen readers hear its changes.
 */
export function CallAnnouncer({ actorRef }: { actorRef: CallActorRef }) {
  const announcement = useSelector(actorRef, selectAnnouncement);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="call-announcer">
      {announcement ? voice.announcer[announcement] : ''}
    </p>
  );
}
