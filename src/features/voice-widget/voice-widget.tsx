import { AudioLines } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { voiceWidgetOpen } from '@/content/de/voice-meta';

const loadPanel = () => import('./widget-panel');
const WidgetPanel = lazy(loadPanel);

/**
 * The floating voice widget: a round button, prerendered, that opens the 'Sprach-Assistent'
 * dialog. Its code (dialog, call machine, driver) loads on the first hover, focus or click, and
 * the voice SDK's code with it; nothing voice-related is in the initial JavaScript.
 */
export function VoiceWidget() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const reach = () => {
    if (wanted) return;
    setWanted(true);
    void loadPanel().then((panel) => panel.prefetchVoice());
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
        <Suspense fallback={null}>
          <WidgetPanel open={open} onOpenChange={setOpen} finalFocusEl={() => button.current} />
        </Suspense>
      ) : null}
    </>
  );
}
