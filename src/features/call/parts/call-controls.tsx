import { useSelector } from '@xstate/react';
import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { voice } from '@/content/de/voice';
import {
  selectCanHangUp,
  selectCanStart,
  selectCanToggleMute,
  selectIsConnected,
  selectIsMuted,
  selectIsStarting,
  selectToggleEnds,
  selectVolume,
} from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';
import { sameActivity, selectCallActivity, selectFullCanToggle } from './call-status';
import { CallTooltip } from './call-tooltip';
import { useCallIntents } from '../live/use-call-intents';
import { MUTE_SHORTCUT, useMuteShortcut } from './use-mute-shortcut';
import { VoiceActivity } from './voice-activity';

type Snapshot = ReturnType<CallActorRef['getSnapshot']>;

const RED = 'bg-red-600 text-white hover:bg-red-700';

/**
 * The surfaces with one microphone button that starts and ends the call, in its activity ring:
 * the widget's dialog, and `/full`'s dark page (the button there waits until the SDK has
 * loaded). Mute shows beside it while connected where the surface has one.
 */
const TOGGLE_LOOKS = {
  widget: {
    text: voice.widget,
    ring: { size: 'lg', theme: 'light' },
    button: 'size-24 shadow-lg disabled:opacity-60',
    idle: 'bg-brand-700 text-white hover:bg-brand-800',
    end: 'size-9',
    mic: 'size-10',
    canToggle: (snapshot: Snapshot) => snapshot.can({ type: 'call.toggle' }),
    prefetchOnHover: true,
    mute: null,
  },
  full: {
    text: voice.full,
    ring: { size: 'xl', theme: 'dark' },
    button: 'size-28 shadow-2xl focus-visible:outline-white disabled:opacity-60 sm:size-32',
    idle: 'bg-white text-brand-800 hover:bg-brand-50',
    end: 'size-11',
    mic: 'size-12',
    canToggle: selectFullCanToggle,
    // The page loads the SDK on arrival.
    prefetchOnHover: false,
    // On the ring's lower right: nothing moves when it appears, and it stays inside a 360 px
    // screen; its tooltip below (above it is the microphone button).
    mute: {
      theme: 'dark',
      className: 'absolute right-0 bottom-0 translate-x-1/2',
      tooltipPlacement: 'bottom',
    },
  },
} as const;

/** How the call controls sit on their surface: an agent's card, the widget, `/full`. */
export type CallControlsLook = 'agent' | keyof typeof TOGGLE_LOOKS;

/**
 * The call's controls, one component for every surface, each showing what the call's state
 * allows: on agent pages and in the agents dialog, 'Anruf starten' ('Verbinde...' while
 * connecting), then mute and the red hang-up (hang-up also cancels a start); in the widget and
 * on `/full`, the one microphone button that starts and (red, from the start until the call is
 * over) ends the call, with mute beside it on `/full` while connected. `ref`: the call button of
 * a toggle look (the widget's dialog focuses it first).
 */
export function CallControls({
  actorRef,
  look,
  ref,
}: {
  actorRef: CallActorRef;
  look: CallControlsLook;
  ref?: Ref<HTMLButtonElement>;
}) {
  return look === 'agent' ? (
    <AgentControls actorRef={actorRef} />
  ) : (
    <ToggleControls actorRef={actorRef} look={look} ref={ref} />
  );
}

function AgentControls({ actorRef }: { actorRef: CallActorRef }) {
  const text = voice.agentPage;
  const intents = useCallIntents(actorRef);
  const connected = useSelector(actorRef, selectIsConnected);
  const starting = useSelector(actorRef, selectIsStarting);
  const canStart = useSelector(actorRef, selectCanStart);
  const canHangUp = useSelector(actorRef, selectCanHangUp);
  return (
    // Room above for the buttons' tooltips (28 px and their 8 px gap): they do not cover the
    // title's badges ('Vorschau').
    <div className="mt-5 flex min-h-14 items-center justify-center gap-4">
      {connected ? (
        <MuteButton actorRef={actorRef} />
      ) : (
        <button
          type="button"
          className="btn-primary px-6 py-3 text-base"
          disabled={!canStart}
          aria-busy={starting}
          // Tapped before the app listens: 'Verbinde...' at once, the inline script swapping
          // the two texts (docs/start-up.md, "Early answers").
          data-early="call"
          onClick={intents.start}
          onPointerEnter={intents.prefetch}
          onFocus={intents.prefetch}
        >
          <Phone aria-hidden="true" className="size-5" />
          <span hidden={starting}>{text.start}</span>
          <span hidden={!starting}>{text.connecting}</span>
        </button>
      )}
      {connected || starting ? (
        <RoundButton
          label={text.end}
          disabled={!canHangUp}
          onClick={intents.hangUp}
          className={`size-14 shadow-md disabled:opacity-50 ${RED}`}
          afterPaint
        >
          <PhoneOff aria-hidden="true" className="size-6" />
        </RoundButton>
      ) : null}
    </div>
  );
}

function ToggleControls({
  actorRef,
  look,
  ref,
}: {
  actorRef: CallActorRef;
  look: keyof typeof TOGGLE_LOOKS;
  ref?: Ref<HTMLButtonElement> | undefined;
}) {
  const style = TOGGLE_LOOKS[look];
  const intents = useCallIntents(actorRef);
  const activity = useSelector(actorRef, selectCallActivity, sameActivity);
  const volume = useSelector(actorRef, selectVolume);
  const connected = useSelector(actorRef, selectIsConnected);
  // From the start until the call is over the button ends it (while connecting: cancels).
  const ends = useSelector(actorRef, selectToggleEnds);
  const canToggle = useSelector(actorRef, style.canToggle);
  const label = ends ? style.text.end : style.text.start;
  const toggle = (
    <VoiceActivity
      size={style.ring.size}
      theme={style.ring.theme}
      tone={activity.tone}
      volume={volume}
    >
      <RoundButton
        ref={ref}
        label={label}
        disabled={!canToggle}
        onClick={intents.toggle}
        onPointerEnter={style.prefetchOnHover ? intents.prefetch : undefined}
        className={`${style.button} ${ends ? RED : style.idle}`}
      >
        {ends ? (
          <PhoneOff aria-hidden="true" className={style.end} />
        ) : (
          <Mic aria-hidden="true" className={style.mic} />
        )}
      </RoundButton>
    </VoiceActivity>
  );
  if (!style.mute) return toggle;
  return (
    <div className="relative">
      {toggle}
      {connected ? <MuteButton actorRef={actorRef} {...style.mute} /> : null}
    </div>
  );
}

const MUTE_COLOURS = {
  light: {
    on: 'bg-slate-100 text-ink hover:bg-slate-200',
    muted: 'bg-amber-100 text-amber-900 hover:bg-amber-200',
  },
  dark: {
    on: 'border border-white/40 bg-slate-800 text-white hover:bg-slate-700 focus-visible:outline-white',
    muted: 'bg-amber-300 text-ink hover:bg-amber-200 focus-visible:outline-white',
  },
} as const;

/**
 * The mute toggle of a connected call: 'Stummschalten' / 'Stummschaltung aufheben' (its name
 * says what a press does), the tooltip with its key 'Stummschalten (Taste M)', and the 'M'
 * shortcut itself, which therefore works exactly where this button is on screen.
 */
function MuteButton({
  actorRef,
  theme = 'light',
  className = '',
  tooltipPlacement = 'top',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
  className?: string;
  tooltipPlacement?: 'top' | 'bottom';
}) {
  const intents = useCallIntents(actorRef);
  useMuteShortcut(actorRef);
  const muted = useSelector(actorRef, selectIsMuted);
  const canMute = useSelector(actorRef, selectCanToggleMute);
  const label = muted ? voice.agentPage.unmute : voice.agentPage.mute;
  return (
    <RoundButton
      label={label}
      tooltip={voice.muteShortcut(label)}
      tooltipPlacement={tooltipPlacement}
      keyShortcuts={MUTE_SHORTCUT}
      disabled={!canMute}
      onClick={intents.toggleMute}
      className={`size-14 shadow-md disabled:opacity-50 ${
        MUTE_COLOURS[theme][muted ? 'muted' : 'on']
      } ${className}`}
    >
      {muted ? (
        <MicOff aria-hidden="true" className="size-6" />
      ) : (
        <Mic aria-hidden="true" className="size-6" />
      )}
    </RoundButton>
  );
}

/** An icon-only round call control, named by `label`, with its tooltip. */
function RoundButton({
  label,
  tooltip = label,
  tooltipPlacement = 'top',
  afterPaint = false,
  keyShortcuts,
  disabled,
  onClick,
  onPointerEnter,
  className,
  ref,
  children,
}: {
  label: string;
  tooltip?: string;
  tooltipPlacement?: 'top' | 'bottom';
  afterPaint?: boolean;
  keyShortcuts?: string;
  disabled: boolean;
  onClick(): void;
  onPointerEnter?: (() => void) | undefined;
  className: string;
  ref?: Ref<HTMLButtonElement> | undefined;
  children: ReactNode;
}) {
  return (
    <CallTooltip label={tooltip} placement={tooltipPlacement} afterPaint={afterPaint}>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        aria-keyshortcuts={keyShortcuts}
        disabled={disabled}
        onClick={onClick}
        onPointerEnter={onPointerEnter}
        className={`inline-flex items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed ${className}`}
      >
        {children}
      </button>
    </CallTooltip>
  );
}
