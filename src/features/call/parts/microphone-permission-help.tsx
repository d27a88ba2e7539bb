import { useSelector } from '@xstate/react';
import { MicOff, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { voice } from '@/content/de/voice';
import { selectMicBlocked } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';

const text = voice.micBlocked;

/**
 * After the browser refused the microphone, the call card itself says why and how to
 * allow it (Chrome, Safari, Firefox, one line each), beside the microphone toast, with 'Erneut
 * versuchen'. It goes as soon as a new start begins. `onRetry` starts the call again (the
 * surface's start intent) and moves the focus, since this button leaves the screen with it.
 */
export function MicPermissionHelp({
  actorRef,
  onRetry,
  theme = 'light',
}: {
  actorRef: CallActorRef;
  onRetry: () => void;
  theme?: 'light' | 'dark';
}) {
  const blocked = useSelector(actorRef, selectMicBlocked);
  const titleId = useId();
  if (!blocked) return null;
  const dark = theme === 'dark';
  return (
    <section
      aria-labelledby={titleId}
      className={`w-full min-w-0 rounded-2xl border p-4 text-left text-sm ${
        dark
          ? 'border-amber-200/40 bg-amber-300/10 text-slate-100'
          : 'border-amber-200 bg-amber-50 text-ink'
      }`}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <MicOff
          aria-hidden="true"
          className={`size-4 shrink-0 ${dark ? 'text-amber-200' : 'text-amber-800'}`}
        />
        {text.title}
      </h2>
      <p className="mt-1">{text.why}</p>
      <ul className="mt-2 space-y-1.5">
        {text.browsers.map((browser) => (
          <li key={browser.name} className="break-words">
            <span className="font-semibold">{browser.name}:</span> {browser.steps}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onRetry}
        className={`mt-3 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
          dark
            ? 'bg-white text-ink hover:bg-slate-100 focus-visible:outline-white'
            : 'bg-ink text-white hover:bg-slate-800'
        }`}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {text.retry}
      </button>
    </section>
  );
}
