import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { voice } from '@/content/de/voice';
import { voiceCaptions } from '@/content/de/voice-captions';
import { logLines, selectCaptionStarts } from '@/features/call/parts/transcript-lines';
import { answerSeconds } from '@/features/call/outcomes/recap-text';
import { selectCaptions, selectTranscript } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';

const text = voice.transcript;

/** The compact transcript (the widget's small panel) shows this many of the latest lines. */
export const COMPACT_TRANSCRIPT_LINES = 4;

/**
 * The live transcript: the final lines of the assistant and the visitor, newest at the bottom,
 * read out politely by screen readers as they arrive (a `role="log"` region), and each side's
 * live caption at its place among them, hidden from screen readers (docs/decisions/0030).
 * `compact` (the widget): the last few lines only, smaller, without the empty-state line.
 */
export function Transcript({
  actorRef,
  theme = 'light',
  variant = 'full',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
  variant?: 'full' | 'compact';
}) {
  const all = useSelector(actorRef, selectTranscript);
  const captions = useSelector(actorRef, selectCaptions);
  const starts = useSelector(actorRef, selectCaptionStarts);
  const entries = useMemo(() => logLines(all, captions, starts), [all, captions, starts]);
  const compact = variant === 'compact';
  const lines = compact ? entries.slice(-COMPACT_TRANSCRIPT_LINES) : entries;
  const titleId = useId();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);
  const dark = theme === 'dark';
  return (
    <section
      aria-labelledby={titleId}
      className={`w-full min-w-0 rounded-2xl border text-left ${compact ? 'p-3' : 'p-4'} ${
        dark ? 'border-white/15 bg-white/5' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <h2
        id={titleId}
        className={`text-xs font-semibold tracking-wide uppercase ${
          dark ? 'text-slate-300' : 'text-ink-soft'
        }`}
      >
        {text.title}
      </h2>
      {lines.length === 0 && !compact ? (
        <p className={`mt-2 text-sm ${dark ? 'text-slate-300' : 'text-ink-soft'}`}>{text.empty}</p>
      ) : null}
      {/* A log: new lines are read out politely as they arrive, older ones are not repeated. */}
      <div role="log" aria-labelledby={titleId} aria-relevant="additions">
        <ol
          ref={list}
          className={`mt-2 overflow-y-auto empty:hidden ${compact ? 'max-h-40 space-y-1.5' : 'max-h-56 space-y-2'}`}
          // The list scrolls: keyboard users need to reach it.
          tabIndex={lines.length > 0 ? 0 : -1}
        >
          {lines.map((line) =>
            line.caption ? (
              // A live caption at its place: hidden from screen readers, who hear each final
              // line once, from the log, not every interim word.
              <li
                key={line.key}
                aria-hidden="true"
                data-caption={line.role}
                className={`text-sm break-words italic ${dark ? 'text-slate-100' : 'text-ink-soft'}`}
              >
                <span className="font-semibold not-italic">
                  {line.role === 'assistant' ? text.assistant : text.visitor}:
                </span>{' '}
                {line.text}
              </li>
            ) : (
              <li key={line.key} className="text-sm break-words">
                <span
                  className={`font-semibold ${
                    line.role === 'assistant'
                      ? dark
                        ? 'text-brand-200'
                        : 'text-brand-800'
                      : dark
                        ? 'text-white'
                        : 'text-ink'
                  }`}
                >
                  {line.role === 'assistant' ? text.assistant : text.visitor}:
                </span>{' '}
                <span className={dark ? 'text-slate-100' : 'text-ink-soft'}>{line.text}</span>
                {line.answerMs === undefined ? null : <AnswerTime ms={line.answerMs} dark={dark} />}
              </li>
            ),
          )}
        </ol>
      </div>
    </section>
  );
}

/** An answer's time beside its line ('0,8 s'), in words for screen readers. */
function AnswerTime({ ms, dark }: { ms: number; dark: boolean }) {
  const seconds = answerSeconds(ms);
  return (
    <>
      {' '}
      <span
        aria-hidden="true"
        data-answer-time=""
        className={`ml-1 inline-block rounded-full border px-1.5 text-xs tabular-nums ${
          dark ? 'border-white/25 text-slate-200' : 'border-slate-300 text-ink-soft'
        }`}
      >
        {voiceCaptions.answerTime(seconds)}
      </span>
      <span className="sr-only">{` (${voiceCaptions.answerTimeLabel(seconds)})`}</span>
    </>
  );
}
