import { useSelector } from '@xstate/react';
import { voice } from '@/content/de/voice';
import { selectMicLevel, selectMicUnheard } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';

const text = voice.callFeatures;

/**
 * Hear-check: a small meter of the visitor's own microphone, as the call service
 * measures it, and the hint when nothing has been heard for 8 s while not muted.
 */
export function MicMeter({
  actorRef,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
}) {
  const level = useSelector(actorRef, selectMicLevel);
  const unheard = useSelector(actorRef, selectMicUnheard);
  const percent = Math.round(level * 100);
  const dark = theme === 'dark';
  return (
    <div className="flex w-full max-w-xs flex-col items-center gap-1">
      <div
        role="meter"
        aria-label={text.micMeter}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={`h-2 w-full overflow-hidden rounded-full ${dark ? 'bg-white/15' : 'bg-slate-200'}`}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-100"
          style={{ width: `${percent}%` }}
        />
      </div>
      {unheard ? (
        <p className={`text-sm font-medium ${dark ? 'text-amber-200' : 'text-amber-900'}`}>
          {text.unheard}
        </p>
      ) : null}
    </div>
  );
}
