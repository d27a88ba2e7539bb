import { useSelector } from '@xstate/react';
import { Mic, MicOff } from 'lucide-react';
import { voice } from '@/content/de/voice';
import { selectCanToggleMute, selectIsMuted } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';
import { CallTooltip } from './call-tooltip';
import { useCallIntents } from './use-call-intents';
import { MUTE_SHORTCUT, useMuteShortcut } from './use-mute-shortcut';

const text = voice.agentPage;

const COLOURS = {
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
 * The mute toggle of a connected call (agent pages, the agents dialog, `/full`): 'Stummschalten'
 * / 'Stummschaltung aufheben' (its name says what a press does), the tooltip with its key
 * 'Stummschalten (Taste M)', and the 'M' shortcut itself, which therefore works exactly where
 * this button is on screen. Render it only while the call is connected.
 */
export function MuteButton({
  actorRef,
  theme = 'light',
  className = '',
  tooltipPlacement = 'top',
}: {
  actorRef: CallActorRef;
  theme?: 'light' | 'dark';
  /** Placement (the button is round, 56 px). */
  className?: string;
  tooltipPlacement?: 'top' | 'bottom';
}) {
  const intents = useCallIntents(actorRef);
  useMuteShortcut(actorRef);
  const muted = useSelector(actorRef, selectIsMuted);
  const canMute = useSelector(actorRef, selectCanToggleMute);
  const label = muted ? text.unmute : text.mute;
  return (
    <CallTooltip label={voice.muteShortcut(label)} placement={tooltipPlacement}>
      <button
        type="button"
        aria-label={label}
        aria-keyshortcuts={MUTE_SHORTCUT}
        disabled={!canMute}
        onClick={intents.toggleMute}
        className={`inline-flex size-14 items-center justify-center rounded-full shadow-md transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
          COLOURS[theme][muted ? 'muted' : 'on']
        } ${className}`}
      >
        {muted ? (
          <MicOff aria-hidden="true" className="size-6" />
        ) : (
          <Mic aria-hidden="true" className="size-6" />
        )}
      </button>
    </CallTooltip>
  );
}
