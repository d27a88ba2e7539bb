import { AudioLines } from 'lucide-react';
import {
  createContext,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ChunkBoundary, ChunkError, lazyChunk } from '@/components/chunk';
import { lazy } from '@/lib/lazy';
import { createValueStore } from '@/lib/value-store';
import { voiceWidgetOpen, voiceWidgetTitle } from '@/content/de/voice-meta';
import { WidgetDialogShell } from './widget-dialog-shell';
import { unlockAudioOutput } from '../../devices/audio-unlock';

// One import for the panel and the prefetch; a retry imports the failed file anew.
const panelCode = lazy(() => import('./widget-panel'));
const panel = lazyChunk(panelCode);

/** A hover or focus this long is an intent to open: the dialog's code starts loading then. */
const INTENT_DELAY_MS = 100;

/**
 * The widget's dialog for the page: open or closed, its code wanted, the presses that asked for
 * a call.
 */
interface VoiceWidgetState {
  open: boolean;
  /** The dialog's code is wanted (a lasting hover or focus, or a press): it loads, then stays. */
  wanted: boolean;
  /** How many presses asked for a call: the panel sends one `call.start` per new count. */
  starts: number;
}

/**
 * What a control that opens the widget's dialog uses: the floating button, and the hero's
 * 'Live-Demo starten', which also starts the call in the same press. One object for the page's
 * life: the dialog's state is read through `subscribe` and `state` (`useVoiceWidgetState`), not
 * handed down as a context value, because a changed context value reaches every part of the
 * page that has not hydrated (React cannot know whether one reads it) and makes React render it
 * anew on the client: a static island's server HTML was dropped and its code fetched at the
 * first press, the sections gone until it came.
 */
export interface VoiceWidgetControl {
  subscribe(listener: () => void): () => void;
  state(): VoiceWidgetState;
  setOpen(open: boolean): void;
  /** A hover or focus began: after `INTENT_DELAY_MS`, the code starts loading. */
  reachSoon(): void;
  /** The hover or focus ended before that. */
  forget(): void;
  /**
   * A press: the dialog (its frame at once), the call started too when `startCall` (its audio
   * output unlocked in this press: iOS Safari plays nothing otherwise).
   */
  press(opener: HTMLElement, startCall: boolean): void;
  /** The output the last starting press unlocked, once (the panel's `call.start` carries it). */
  takeAudio(): AudioContext | undefined;
  /** The control whose press opened the dialog last: the focus returns there. */
  opener(): HTMLElement | null;
}

const WidgetContext = createContext<VoiceWidgetControl | null>(null);

/** The widget's controls, from the page's `VoiceWidgetProvider` (the site layout's). */
export const useVoiceWidget = () => use(WidgetContext)!;

/** The dialog's state, for the widget that renders it. */
function useVoiceWidgetState(control: VoiceWidgetControl) {
  return useSyncExternalStore(control.subscribe, control.state, control.state);
}

/**
 * The widget's dialog state for the page, shared by its floating button and the hero's
 * 'Live-Demo starten'. Loading the dialog's code ends in evaluating ~45 KB, a long task on a
 * slow phone: it starts after a hover or focus that lasts, or after the press's answer (the
 * frame) was painted, never between a tap's pointerdown and its click.
 */
function createVoiceWidgetControl(): VoiceWidgetControl & { dispose(): void } {
  const store = createValueStore<VoiceWidgetState>({ open: false, wanted: false, starts: 0 });
  const update = (next: Partial<VoiceWidgetState>) => store.set({ ...store.get(), ...next });
  let intent: ReturnType<typeof setTimeout> | undefined;
  let lastOpener: HTMLElement | null = null;
  let audio: AudioContext | null = null;
  const reach = () => {
    clearTimeout(intent);
    if (!store.get().wanted) update({ wanted: true });
  };
  return {
    subscribe: store.subscribe,
    state: store.get,
    setOpen: (open) => update({ open }),
    reachSoon() {
      clearTimeout(intent);
      if (!store.get().wanted) intent = setTimeout(reach, INTENT_DELAY_MS);
    },
    forget: () => clearTimeout(intent),
    press(opener, startCall) {
      lastOpener = opener;
      if (startCall) {
        void audio?.close().catch(() => {});
        audio = unlockAudioOutput();
      }
      update({ open: true, starts: store.get().starts + (startCall ? 1 : 0) });
      if (!store.get().wanted) requestAnimationFrame(() => setTimeout(reach, 0));
    },
    opener: () => lastOpener,
    takeAudio() {
      const unlocked = audio ?? undefined;
      audio = null;
      return unlocked;
    },
    dispose: () => clearTimeout(intent),
  };
}

export function VoiceWidgetProvider({ children }: { children: ReactNode }) {
  const [control] = useState(createVoiceWidgetControl);
  useEffect(() => control.dispose, [control]);
  return <WidgetContext value={control}>{children}</WidgetContext>;
}

/**
 * The floating voice widget: a round button, prerendered, that opens the 'Sprach-Assistent'
 * dialog. Its code (dialog, call machine, driver) loads on the first lasting hover or focus, or
 * a press (here or on the hero's 'Live-Demo starten'), and the voice SDK's code with it;
 * nothing voice-related is in the initial JavaScript. A press before that code has come opens
 * the dialog's frame at once (`WidgetDialogShell`, in this chunk) and then loads the code; the
 * call part fills in when it arrives. A panel whose code does not arrive shows a notice with
 * 'Erneut versuchen' in its place.
 */
export function VoiceWidget() {
  const control = useVoiceWidget();
  const { open, wanted, starts } = useVoiceWidgetState(control);
  const { setOpen, reachSoon, forget, press, opener, takeAudio } = control;
  const button = useRef<HTMLButtonElement>(null);
  const [focusBack] = useState(() => () => opener() ?? button.current);
  useEffect(() => {
    if (wanted)
      void panelCode().then(
        (module) => module.prefetchVoice(),
        // The panel shows the failure (its notice); nothing to prefetch.
        () => {},
      );
  }, [wanted]);
  const shell = open ? (
    <WidgetDialogShell onClose={() => setOpen(false)} fallbackFocusEl={focusBack} />
  ) : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={voiceWidgetOpen}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Tapped before the app listens: the dialog's frame at once, added by the inline script
        // and named by this text (docs/start-up.md, "Early answers").
        data-early="widget"
        data-early-text={voiceWidgetTitle}
        onPointerEnter={reachSoon}
        onPointerLeave={forget}
        onFocus={reachSoon}
        onBlur={forget}
        onClick={(event) => press(event.currentTarget, false)}
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
              starts={starts}
              takeAudio={takeAudio}
              finalFocusEl={focusBack}
            />
          </Suspense>
        </ChunkBoundary>
      ) : (
        shell
      )}
    </>
  );
}
