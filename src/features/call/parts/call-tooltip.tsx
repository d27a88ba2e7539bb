import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import { useDeferredValue, type ReactElement } from 'react';

/** A tooltip opens after 700 ms of hovering. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/**
 * The skip delay: moving on to the next control within 300 ms opens its tooltip at
 * once. Zag (Ark UI) has no separate skip delay: a tooltip counts as visible through its close
 * delay, and a tooltip asked to open while another is visible opens without its open delay.
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * The label of an icon-only call control as an Ark UI tooltip, beside its accessible name (which
 * the control carries itself as `aria-label`). `children` must be one element taking a ref.
 *
 * `afterPaint`: for a control that appears in answer to a press (the hang-up button beside
 * 'Verbinde...'). The control renders at once and its tooltip (Ark's machine, ~20 ms at 4×
 * slower CPU) in a deferred render right after, so it does not hold back the press's answer
 * (decision 0012). The control is mounted anew then: not for a control that may be focused
 * when it appears (a dialog's first control).
 */
export function CallTooltip({
  label,
  children,
  afterPaint = false,
  placement = 'top',
}: {
  label: string;
  children: ReactElement;
  afterPaint?: boolean;
  /** Where it shows: 'bottom' for a row right under the title and its badges. */
  placement?: 'top' | 'bottom';
}) {
  const withTooltip = useDeferredValue(true, !afterPaint);
  if (!withTooltip) return children;
  return (
    <Tooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={TOOLTIP_SKIP_DELAY_MS}
      positioning={{ placement, gutter: 8 }}
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner className="z-[70]">
          <Tooltip.Content className="rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lg">
            {label}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
