import { AudioLines } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ChunkBoundary, ChunkError, lazyChunk } from '@/components/chunk';
import { lazy } from '@/lib/lazy';
import { voiceWidgetOpen, voiceWidgetTitle } from '@/content/de/voice-meta';
import { WidgetDialogShell } from './widget-dialog-shell';

// One import for the panel and the prefetch; a retry imports the failed file anew.
const panelCode = lazy(() => import('./widget-panel'));
const panel = lazyChunk(panelCode);

/** A hover or focus this long is an intent to open: the dialog's code starts loading then. */
const INTENT_DELAY_MS = 100;

/**
 * The floating voice widget: a round button, prerendered, that opens the 'Sprach-Assistent'
 * dialog. Its code (dialog, call machine, driver) loads on the first hover, focus or click, and
 * the voice SDK's code with it; nothing voice-related is in the initial JavaScript. A press
 * before that code has come opens the dialog's frame at once (`WidgetDialogShell`, in this
 * chunk) and then loads the code; the call part fills in when it arrives. A panel whose code
 * does not arrive shows a notice with 'Erneut versuchen' in its place.
 */
export function VoiceWidget() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [focusButton] = useState(() => () => button.current);
  const reached = useRef(false);
  const intent = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Loading the dialog's code ends in evaluating ~45 KB, a long task on a slow phone: it starts
  // after a hover or focus that lasts, or after the press's answer (the frame) was painted,
  // never between a tap's pointerdown and its click.
  const reach = () => {
    clearTimeout(intent.current);
    if (reached.current) return;
    reached.current = true;
    setWanted(true);
    void panelCode().then(
      (module) => module.prefetchVoice(),
      // The panel shows the failure (its notice); nothing to prefetch.
      () => {},
    );
  };
  const reachSoon = () => {
    clearTimeout(intent.current);
    if (!reached.current) intent.current = setTimeout(reach, INTENT_DELAY_MS);
  };
  const forget = () => clearTimeout(intent.current);
  useEffect(() => () => clearTimeout(intent.current), []);
  const shell = open ? (
    <WidgetDialogShell onClose={() => setOpen(false)} fallbackFocusEl={focusButton} />
  ) : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={voiceWidgetOpen}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Tapped before the app listens: the dialog's frame, drawn by CSS (docs/start-up.md).
        data-early="widget"
        data-early-text={voiceWidgetTitle}
        onPointerEnter={reachSoon}
        onPointerLeave={forget}
        onFocus={reachSoon}
        onBlur={forget}
        onClick={() => {
          setOpen(true);
          if (!reached.current) requestAnimationFrame(() => setTimeout(reach, 0));
        }}
        className="fixed right-5 bottom-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 transition-colors hover:bg-brand-800 sm:size-16"
      >
        <AudioLines aria-hidden="true" className="size-7" />
      </button>
      {wanted ? (
        <ChunkBoundary
          onRetry={panel.retry}
          renderError={(retry) => (
            <div className="fixed right-5 bottom-24 z-40 max-w-xs shadow-lg">
              <ChunkError onRetry={retry} />
            </div>
          )}
        >
          <Suspense fallback={shell}>
            <panel.Component
              open={open}
              onOpenChange={setOpen}
              finalFocusEl={() => button.current}
            />
          </Suspense>
        </ChunkBoundary>
      ) : (
        shell
      )}
    </>
  );
}
