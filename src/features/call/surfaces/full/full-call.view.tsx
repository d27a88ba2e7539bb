import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { voice } from '@/content/de/voice';
import { CallFeatures } from '@/features/call/parts/call-features';
import { MicPermissionHelp } from '@/features/call/parts/microphone-permission-help';
import { selectIsConnected } from '@machines/call/call.selectors';
import { CallAnnouncer } from '@/features/call/parts/call-announcer';
import { CallRecap } from '@/features/call/parts/call-recap';
import { CallControls } from '@/features/call/parts/call-controls';
import { selectIsAskingForMicrophone } from '@/features/call/parts/call-status';
import { PreviewBadge, PreviewNotice } from '@/features/call/parts/preview-notice';
import { PrivacyNote } from '@/features/call/parts/privacy-note';
import { Transcript } from '@/features/call/parts/transcript';
import { useCallIntents } from '@/features/call/live/use-call-intents';
import type { CallActorRef } from '@machines/call/call.machine';
import { assistantNaming } from '@/features/call/outcomes/recap-text';
import { sameFullCallStatus, selectFullCallStatus, type LightColour } from './full-call.status';

const text = voice.full;

const LIGHTS: Record<LightColour, string> = {
  grey: 'bg-slate-400',
  blue: 'bg-sky-400',
  yellow: 'bg-amber-300',
  green: 'bg-emerald-400',
};

/**
 * The full-page voice assistant (spec section 2): back to the site, the animated background
 * (still under reduced motion), the brand in capitals, the microphone button that starts and
 * ends the call, the status line, the call and SDK status lights, the live transcript.
 * While connected, the mute toggle with its 'M' shortcut; a mute is said by the page's live
 * region, not by a toast (the spec's mute toasts are the agent pages').
 */
export function FullCallView({ actorRef, preview }: { actorRef: CallActorRef; preview: boolean }) {
  const intents = useCallIntents(actorRef);
  const status = useSelector(actorRef, selectFullCallStatus, sameFullCallStatus);
  const connected = useSelector(actorRef, selectIsConnected);
  const askingForMicrophone = useSelector(actorRef, selectIsAskingForMicrophone);
  const main = useRef<HTMLElement>(null);
  // 'Erneut versuchen' leaves the screen as the start begins: the focus goes to the page's main.
  const retry = () => {
    intents.start();
    main.current?.focus({ preventScroll: true });
  };

  return (
    // Clipped sideways only: a box that clips both ways would scroll itself, and the header
    // could not stay on top.
    <div
      data-call-page
      className="relative isolate flex min-h-dvh flex-col overflow-x-clip bg-ink text-white"
    >
      <AnimatedBackground />
      {/* On phones the header stays (8rem, the strip the toasts use): what scrolls under it
          is hidden by it, so a toast never covers the call (docs/decisions/0019). */}
      <header className="sticky top-0 z-30 min-h-32 bg-ink/90 backdrop-blur sm:static sm:min-h-0 sm:bg-transparent sm:backdrop-blur-none">
        <div className="container-page flex min-h-32 items-center justify-between gap-4 py-5 sm:min-h-0">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white hover:bg-white/20"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{text.back}</span>
            <span className="sm:hidden">{text.backShort}</span>
          </Link>
          {preview ? <PreviewBadge theme="dark" /> : null}
        </div>
      </header>
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="container-page outline-none flex flex-1 flex-col items-center justify-center gap-7 pb-8 text-center"
      >
        <div>
          <p className="text-4xl font-black tracking-[0.3em] sm:text-6xl">{text.title}</p>
          <p className="mt-3 text-xs font-semibold tracking-[0.45em] text-brand-200 sm:text-sm">
            {text.subtitle}
          </p>
        </div>
        <h1 className="max-w-2xl text-2xl font-bold text-balance sm:text-3xl">{text.heading}</h1>
        <CallControls actorRef={actorRef} look="full" />
        {/* The status line and the lights keep their boxes when their texts change (the SDK
            becomes ready after the first paint): the line is as wide as the page and has room
            for two lines on a phone ('Klicken Sie auf das Mikrofon, um zu sprechen'); each
            light is as wide as its longest text. Nothing moves (layout shift, decision 0012). */}
        <div className="flex w-full flex-col items-center gap-2">
          <p
            role="status"
            className="min-h-14 w-full text-lg font-medium text-slate-100 sm:min-h-7"
          >
            {status.text}
          </p>
          {askingForMicrophone ? <p className="text-sm text-slate-300">{voice.micPrompt}</p> : null}
        </div>
        <ul className="flex w-full flex-wrap justify-center gap-3">
          {[status.callLight, status.sdkLight].map((light, index) => (
            <li
              key={index}
              className="inline-flex min-w-44 items-center justify-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm text-slate-100"
            >
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full ${LIGHTS[light.colour]}`}
              />
              {light.text}
            </li>
          ))}
        </ul>
        <div className="flex w-full max-w-xl flex-col gap-4">
          <MicPermissionHelp actorRef={actorRef} onRetry={retry} theme="dark" />
          <CallFeatures
            actorRef={actorRef}
            messageLabel={voice.callFeatures.messageToAssistant}
            theme="dark"
          />
          <Transcript actorRef={actorRef} theme="dark" />
          <CallRecap actorRef={actorRef} naming={assistantNaming} theme="dark" />
          <CallAnnouncer actorRef={actorRef} announceMute />
          {connected ? null : <PrivacyNote theme="dark" />}
          {preview ? <PreviewNotice theme="dark" /> : null}
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-400">{text.footer}</footer>
    </div>
  );
}

/**
 * Slowly drifting light behind the page; it stands still under reduced motion. Fixed to the
 * viewport: placed in the page box, its lights moved whenever the content below grew (a layout
 * shift of 0.14 in Lighthouse). Each light is a radial gradient, not a disc under a blur filter:
 * blurring layers this large cost the page's load ~30 ms of blocking time (Lighthouse mobile,
 * TBT median 97 → 67 ms; docs/benchmark-notes.md, "Stop 49").
 */
function AnimatedBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-1/4 -left-1/4 size-[70vmax] bg-radial-[closest-side] from-brand-700/35 from-45% to-transparent motion-safe:animate-[voice-drift_22s_ease-in-out_infinite]" />
      <div className="absolute -right-1/4 -bottom-1/3 size-[60vmax] bg-radial-[closest-side] from-sky-700/30 from-45% to-transparent motion-safe:animate-[voice-drift_28s_ease-in-out_infinite_reverse]" />
      <div className="absolute top-1/3 left-1/2 size-[30vmax] -translate-x-1/2 bg-radial-[closest-side] from-brand-500/15 from-45% to-transparent motion-safe:animate-[voice-drift_18s_ease-in-out_infinite]" />
    </div>
  );
}
