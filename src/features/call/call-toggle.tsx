import { Mic, PhoneOff } from 'lucide-react';
import type { Ref } from 'react';
import { CallTooltip } from './call-tooltip';

/** How the toggle looks on its surface: the widget's dialog, or `/full`'s dark page. */
const LOOKS = {
  widget: {
    button: 'size-24 shadow-lg',
    idle: 'bg-brand-700 text-white hover:bg-brand-800',
    end: 'size-9',
    mic: 'size-10',
  },
  full: {
    button: 'size-28 shadow-2xl focus-visible:outline-white sm:size-32',
    idle: 'bg-white text-brand-800 hover:bg-brand-50',
    end: 'size-11',
    mic: 'size-12',
  },
} as const;

export interface CallToggleProps {
  /** The button's name and tooltip: start, or (from the start until the call is over) end. */
  label: string;
  /** The button ends the call (while connecting: cancels it): red, with the hang-up icon. */
  ends: boolean;
  disabled: boolean;
  onToggle(): void;
  /** Hover: load the voice SDK ahead of the press. */
  onPrefetch?(): void;
  look: keyof typeof LOOKS;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one microphone button of the call surfaces that start and end a call with one control
 * (the widget and `/full`): the microphone to start, the red hang-up to end, with its tooltip.
 * What it may do (its name, whether it ends, whether it is enabled) the surface's view decides
 * from its call actor.
 */
export function CallToggle({
  label,
  ends,
  disabled,
  onToggle,
  onPrefetch,
  look,
  ref,
}: CallToggleProps) {
  const style = LOOKS[look];
  return (
    <CallTooltip label={label}>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={onToggle}
        onPointerEnter={onPrefetch}
        className={`inline-flex items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${style.button} ${
          ends ? 'bg-red-600 text-white hover:bg-red-700' : style.idle
        }`}
      >
        {ends ? (
          <PhoneOff aria-hidden="true" className={style.end} />
        ) : (
          <Mic aria-hidden="true" className={style.mic} />
        )}
      </button>
    </CallTooltip>
  );
}
