import { AudioLines } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { ChunkBoundary, ChunkError, lazyChunk } from '@/app/chunk';
import { voiceWidgetOpen } from '@/content/de/voice-meta';
import { WidgetDialogShell } from './widget-dialog-shell';

const panel = lazyChunk(() => import('./widget-panel'));

/**
 * The floating voice widget: a round button, prerendered, that opens the 'Sprach-Assistent'
 * dialog. Its code (dialog, call machine, driver) loads on the first hover, focus or click, and
 * the voice SDK's code with it; nothing voice-related is in the initial JavaScript. A press
 * before that code has come opens the dialog's frame at once (`WidgetDialogShell`, in this
 * chunk); the call part fills in when the code arrives. A panel whose code does not arrive
 * shows a notice with 'Erneut versuchen' in its place.
 */
export function VoiceWidget() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [focusButton] = useState(() => () => button.current);
  const reach = () => {
    if (wanted) return;
    setWanted(true);
    void import('./widget-panel').then(
      (module) => module.prefetchVoice(),
      // The panel shows the failure (its notice); nothing to prefetch.
      () => {},
    );
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={voiceWidgetOpen}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          reach();
          setOpen(true);
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
          <Suspense
            fallback={
              open ? (
                <WidgetDialogShell onClose={() => setOpen(false)} fallbackFocusEl={focusButton} />
              ) : null
            }
          >
            <panel.Component
              open={open}
              onOpenChange={setOpen}
              finalFocusEl={() => button.current}
            />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
