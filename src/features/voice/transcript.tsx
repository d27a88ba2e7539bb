import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { voice } from '@/content/de/voice';
import { selectTranscript } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.types';

const text = voice.transcript;

/**
 * The live transcript: the final lines of the assistant and the visitor, newest at the bottom,
 * read out politely by screen readers as they arrive (a `role="log"` region).
 */
export function Transcript({
  actorRef,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
}) {
  const lines = useSelector(actorRef, selectTranscript);
  const titleId = useId();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  const dark = theme === 'dark';
  return (
    <section
      aria-labelledby={titleId}
      className={`w-full rounded-2xl border p-4 text-left ${
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
      {lines.length === 0 ? (
        <p className={`mt-2 text-sm ${dark ? 'text-slate-300' : 'text-ink-soft'}`}>{text.empty}</p>
      ) : null}
      {/* A log: new lines are read out politely as they arrive, older ones are not repeated. */}
      <div role="log" aria-labelledby={titleId} aria-relevant="additions">
        <ol
          ref={list}
          className="mt-2 max-h-56 space-y-2 overflow-y-auto empty:hidden"
          // The list scrolls: keyboard users need to reach it.
          tabIndex={lines.length > 0 ? 0 : -1}
        >
          {lines.map((line, index) => (
            <li key={index} className="text-sm">
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
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
