import { useSelector } from '@xstate/react';
import { voice } from '@/content/de/voice';
import { selectCaptions } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';

const text = voice.transcript;

/**
 * Live captions (docs/decisions/0030): each side's interim line as it arrives, below
 * the transcript's log. Hidden from screen readers (`aria-hidden`): they hear each final line
 * once, from the log, not every interim word. Nothing when neither side has one.
 */
export function LiveCaptions({ actorRef, dark }: { actorRef: CallActorRef; dark: boolean }) {
  const captions = useSelector(actorRef, selectCaptions);
  const lines = (
    [
      ['visitor', captions.visitor],
      ['assistant', captions.assistant],
    ] as const
  ).filter((entry): entry is readonly ['visitor' | 'assistant', string] => entry[1] !== null);
  if (lines.length === 0) return null;
  return (
    <div aria-hidden="true" data-captions="" className="mt-2 space-y-1">
      {lines.map(([role, line]) => (
        <p
          key={role}
          data-caption={role}
          className={`text-sm break-words italic ${dark ? 'text-slate-100' : 'text-ink-soft'}`}
        >
          <span className="font-semibold not-italic">
            {role === 'assistant' ? text.assistant : text.visitor}:
          </span>{' '}
          {line}
        </p>
      ))}
    </div>
  );
}
