import './voice.css';
import type { CSSProperties, ReactNode } from 'react';
import type { ActivityTone } from './call-status';

const TONES: Record<ActivityTone, { ring: string; level: string; dot: string }> = {
  idle: { ring: 'bg-slate-300/60', level: 'bg-slate-200', dot: 'bg-slate-400' },
  loading: { ring: 'bg-amber-300/70', level: 'bg-amber-200', dot: 'bg-amber-500' },
  connected: { ring: 'bg-brand-500/50', level: 'bg-brand-200', dot: 'bg-brand-600' },
  speaking: { ring: 'bg-sky-400/60', level: 'bg-sky-300', dot: 'bg-sky-500' },
};

const SIZES = {
  md: 'size-32',
  lg: 'size-40',
  xl: 'size-48 sm:size-56',
} as const;

export interface VoiceActivityProps {
  tone: ActivityTone;
  /** The assistant's volume 0…1: the inner ring grows and brightens with it. */
  volume: number;
  /** The status line under the ring; none when omitted. */
  label?: string;
  size?: keyof typeof SIZES;
  theme?: 'light' | 'dark';
  /** What sits in the middle: the microphone button, a portrait. */
  children: ReactNode;
  className?: string;
}

/**
 * The voice-activity indicator: a ring that pulses in the colour of the call's state (idle,
 * loading, connected, speaking), an inner ring that follows the assistant's volume, and a status
 * line with a dot of the same colour. Under reduced motion nothing pulses or grows: the colours
 * and the volume's brightness still show the state.
 */
export function VoiceActivity({
  tone,
  volume,
  label,
  size = 'lg',
  theme = 'light',
  children,
  className = '',
}: VoiceActivityProps) {
  const live = tone === 'connected' || tone === 'speaking';
  const level = live ? Math.max(0, Math.min(1, volume)) : 0;
  const colours = TONES[tone];
  return (
    <div className={`flex flex-col items-center ${className}`}>
      <div className={`relative flex items-center justify-center ${SIZES[size]}`}>
        <span
          aria-hidden="true"
          className={`absolute inset-0 rounded-full ${colours.ring} ${
            tone === 'idle' ? '' : 'motion-safe:animate-[voice-pulse_2.4s_ease-out_infinite]'
          }`}
        />
        <span
          aria-hidden="true"
          className={`absolute inset-[8%] rounded-full ${colours.level} transition-[scale,opacity] duration-100 motion-safe:scale-[calc(1+var(--voice-level)*0.22)]`}
          style={{ '--voice-level': level, opacity: 0.35 + level * 0.65 } as CSSProperties}
        />
        <div className="relative">{children}</div>
      </div>
      {label === undefined ? null : (
        <p
          className={`mt-4 inline-flex items-center gap-2 text-sm font-medium ${
            theme === 'dark' ? 'text-slate-100' : 'text-ink-soft'
          }`}
        >
          <StatusDot tone={tone} />
          {label}
        </p>
      )}
    </div>
  );
}

/** The small dot in the colour of the call's state. */
export function StatusDot({ tone }: { tone: ActivityTone }) {
  return (
    <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${TONES[tone].dot}`} />
  );
}
