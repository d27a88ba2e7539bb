import { useSelector } from '@xstate/react';
import { useCallChild } from './use-call-child';
import { Volume2 } from 'lucide-react';
import { useId } from 'react';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallOutputRef } from '@machines/call-output/call-output.machine';
import {
  selectOutputBlocked,
  selectOutputEnabling,
} from '@machines/call-output/call-output.selectors';
import { voiceOutput as text } from '@/content/de/voice-output';

/**
 * A connected call whose sound could not start: a short note why and 'Ton einschalten'.
 * Nothing otherwise; the state is the call's output actor's (`output`).
 */
export function SoundNotice({
  actorRef,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
}) {
  const output = useCallChild<CallOutputRef>(actorRef, 'output');
  return output ? <SoundNoticeView outputRef={output} theme={theme} /> : null;
}

/** The note itself, for an output actor (the browser replays render it directly). */
export function SoundNoticeView({
  outputRef,
  theme = 'light',
}: {
  outputRef: CallOutputRef;
  theme?: 'light' | 'dark';
}) {
  const blocked = useSelector(outputRef, selectOutputBlocked);
  const enabling = useSelector(outputRef, selectOutputEnabling);
  const noteId = useId();
  const dark = theme === 'dark';
  // Mounted with the call's features, so that the note is announced when it appears: a polite
  // live region, not role="status" (a call surface's one status is its connection).
  return (
    <div aria-live="polite" className="w-full empty:hidden">
      {blocked ? (
        <div
          className={`flex w-full flex-col items-start gap-2 rounded-2xl border p-3 text-left text-sm ${
            dark
              ? 'border-amber-300/60 bg-slate-900 text-white'
              : 'border-amber-300 bg-amber-50 text-ink'
          }`}
        >
          <p id={noteId}>{text.note}</p>
          <button
            type="button"
            className="btn-primary px-4 py-2 text-sm"
            aria-describedby={noteId}
            disabled={enabling}
            // In the press itself: browsers start sound only inside a visitor's gesture.
            onClick={() => outputRef.send({ type: 'output.enable' })}
          >
            <Volume2 aria-hidden="true" className="size-4" />
            {enabling ? text.enabling : text.enable}
          </button>
        </div>
      ) : null}
    </div>
  );
}
