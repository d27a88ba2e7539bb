import { useId, useLayoutEffect, useRef } from 'react';
import { afterNextFrame } from '@/lib/after-frame';
import { LogoMark } from '@/components/logo';
import { voiceWidgetTitle } from '@/content/de/voice-meta';

export interface WidgetDialogShellProps {
  /** Escape or a click beside it closes it, as the dialog would. */
  onClose: () => void;
  /** Where focus goes when no dialog replaced this one (its code failed: the notice shows). */
  fallbackFocusEl: () => HTMLElement | null;
}

/** How long the hand-over waits for the dialog that replaces the frame (then: its notice). */
const HAND_OVER_FRAMES = 30;

/**
 * The frame held the focus and is gone: the focus goes to the dialog that replaced it. Ark mounts
 * the dialog's portal and starts its focus trap a frame or two after this commit; until the trap
 * has moved the focus into the dialog (to the microphone), a Tab is held, so it cannot leave
 * for the page behind. No dialog after ~0.5 s (its code failed and the notice shows): the focus
 * goes to `fallback`. Exported for its test.
 */
export function handOverFocus(fallback: () => HTMLElement | null) {
  const holdTab = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.preventDefault();
  };
  window.addEventListener('keydown', holdTab, true);
  let frames = 0;
  const settle = () => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    const active = document.activeElement;
    const inside = !!dialog && !!active && dialog.contains(active);
    // The trap has taken over once the focus is on a control inside the dialog.
    if (inside && active !== dialog) return window.removeEventListener('keydown', holdTab, true);
    if (dialog && !inside && (!active || active === document.body))
      dialog.focus({ preventScroll: true });
    if (frames++ < HAND_OVER_FRAMES) return void afterNextFrame().then(settle);
    window.removeEventListener('keydown', holdTab, true);
    if (!dialog && (!active || active === document.body))
      fallback()?.focus({ preventScroll: true });
  };
  settle();
}

/**
 * The widget dialog's frame, from code the page already has: shown at the first press while
 * the dialog's own code (call machine, Ark's dialog, voice activity: ~45 KB) still loads, so the
 * press answers at once. Same place, size and title as `WidgetDialogView`; the call part fills
 * in when the code has come (one commit: the real dialog replaces this one). Like the dialog,
 * it holds the focus (Tab stays, Escape closes) and hands it over to the dialog that replaces
 * it, whose focus trap then moves it to the microphone.
 */
export function WidgetDialogShell({ onClose, fallbackFocusEl }: WidgetDialogShellProps) {
  const title = useId();
  const frame = useRef<HTMLDivElement>(null);
  // Closed by the visitor (Escape, a click beside it): nothing replaces the frame.
  const closed = useRef(false);
  useLayoutEffect(() => {
    const node = frame.current;
    node?.focus({ preventScroll: true });
    return () => {
      // Runs while the frame is still in the document: did it hold the focus?
      if (!node?.contains(document.activeElement)) return;
      if (closed.current) fallbackFocusEl()?.focus({ preventScroll: true });
      else queueMicrotask(() => handOverFocus(fallbackFocusEl));
    };
  }, [fallbackFocusEl]);
  // A listener of the frame's own, as the dialog's focus trap has (a dialog takes no handlers).
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = () => {
      closed.current = true;
      onClose();
    };
  });
  useLayoutEffect(() => {
    const node = frame.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') event.preventDefault();
      if (event.key === 'Escape') close.current();
    };
    node?.addEventListener('keydown', onKeyDown);
    return () => node?.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <div
        aria-hidden="true"
        className="fixed inset-0 z-50 bg-ink/30 sm:bg-ink/10"
        onClick={() => close.current()}
      />
      <div className="fixed inset-x-3 bottom-3 z-50 flex justify-end sm:inset-x-auto sm:right-5 sm:bottom-24">
        <div
          ref={frame}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title}
          aria-busy="true"
          tabIndex={-1}
          className="w-full rounded-3xl border border-slate-200 bg-white p-5 shadow-2xl outline-none sm:w-[23rem]"
        >
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-9 shrink-0" />
            <h2 id={title} className="flex-1 text-lg font-bold whitespace-nowrap text-ink">
              {voiceWidgetTitle}
            </h2>
          </div>
          <div className="mt-4 flex flex-col items-center gap-4">
            {/* Where the microphone button comes: a ring of its size. */}
            <div className="size-24 animate-pulse rounded-full bg-brand-700/60" />
          </div>
        </div>
      </div>
    </>
  );
}
