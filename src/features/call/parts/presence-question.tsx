import { useSelector } from '@xstate/react';
import { useCallChild } from './use-call-child';
import { useEffect, useId, useRef } from 'react';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallPresenceRef } from '@machines/call-presence/call-presence.machine';
import { selectIsAskingToContinue } from '@machines/call-presence/call-presence.selectors';
import { voicePresence as text } from '@/content/de/voice-presence';

/**
 * 'Sind Sie noch da?' when a connected call's page comes back after more than a
 * minute in the background, with 'Gespräch fortsetzen' (focused, announced) and 'Jetzt
 * auflegen'. Nothing otherwise; the question is the call's presence actor's (`presence`).
 */
export function PresenceQuestion({
  actorRef,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
}) {
  const presence = useCallChild<CallPresenceRef>(actorRef, 'presence');
  return presence ? <PresenceQuestionView presenceRef={presence} theme={theme} /> : null;
}

/** The question itself, for a presence actor (the browser replays render it directly). */
export function PresenceQuestionView({
  presenceRef,
  theme = 'light',
}: {
  presenceRef: CallPresenceRef;
  theme?: 'light' | 'dark';
}) {
  const asking = useSelector(presenceRef, selectIsAskingToContinue);
  const goOn = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (asking) goOn.current?.focus({ preventScroll: false });
  }, [asking]);
  if (!asking) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-q`}
      aria-describedby={`${id}-t`}
      className={`w-full rounded-2xl border p-4 text-left ${
        theme === 'dark'
          ? 'border-amber-300/60 bg-slate-900 text-white'
          : 'border-amber-300 bg-amber-50 text-ink'
      }`}
    >
      <p id={`${id}-q`} className="font-semibold">
        {text.question}
      </p>
      <p
        id={`${id}-t`}
        className={`mt-1 text-sm ${theme === 'dark' ? 'text-slate-200' : 'text-ink-soft'}`}
      >
        {text.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          ref={goOn}
          type="button"
          className="btn-primary"
          onClick={() => presenceRef.send({ type: 'presence.continue' })}
        >
          {text.continue}
        </button>
        <button
          type="button"
          className={
            theme === 'dark'
              ? 'btn border border-white/40 text-white hover:bg-white/10'
              : 'btn-secondary'
          }
          onClick={() => presenceRef.send({ type: 'presence.end' })}
        >
          {text.end}
        </button>
      </div>
    </div>
  );
}
