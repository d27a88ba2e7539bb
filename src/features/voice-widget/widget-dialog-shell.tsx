import { useId } from 'react';
import { LogoMark } from '@/app/logo';
import { voiceWidgetTitle } from '@/content/de/voice-meta';

/**
 * The widget dialog's frame, from code the page already has: shown at the first press while
 * the dialog's own code (call machine, Ark's dialog, voice activity: ~45 KB) still loads, so the
 * press answers at once. Same place, size and title as `WidgetDialogView`; the call part fills
 * in when the code has come (one commit: the real dialog replaces this one).
 */
export function WidgetDialogShell() {
  const title = useId();
  return (
    <>
      <div aria-hidden="true" className="fixed inset-0 z-50 bg-ink/30 sm:bg-ink/10" />
      <div className="fixed inset-x-3 bottom-24 z-50 flex justify-end sm:inset-x-auto sm:right-5">
        <div
          role="dialog"
          aria-labelledby={title}
          aria-busy="true"
          className="w-full rounded-3xl border border-slate-200 bg-white p-5 shadow-2xl sm:w-[23rem]"
        >
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-9 shrink-0" />
            <h2 id={title} className="flex-1 text-lg font-bold whitespace-nowrap text-ink">
              {voiceWidgetTitle}
            </h2>
          </div>
          <div className="mt-4 flex flex-col items-center gap-4">
            {/* Where the microphone button comes: a still ring of its size. */}
            <div className="size-24 animate-pulse rounded-full bg-brand-700/60" />
          </div>
        </div>
      </div>
    </>
  );
}
