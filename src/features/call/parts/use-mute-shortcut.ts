import { useShortcut } from '@/components/shortcut-keys';
import type { CallActorRef } from '@machines/call/call.machine';

/** The mute shortcut, for `aria-keyshortcuts` and the key check. */
export const MUTE_SHORTCUT = 'M';

/** A text field (or anything editable) has the focus: typing there must not mute. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(
    target.type,
  );
}

/**
 * 'M' sends the call's own mute event while it is connected (the machine accepts it only
 * then), never while a text field has the focus or with a modifier key. A key pressed before
 * the app listened is handled when it starts to: with no call yet, it does nothing.
 */
export function useMuteShortcut(actorRef: CallActorRef): void {
  useShortcut(
    (event) =>
      event.key.toUpperCase() === MUTE_SHORTCUT &&
      !event.repeat &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !event.defaultPrevented &&
      !isTyping(event.target),
    (event) => {
      if (!actorRef.getSnapshot().can({ type: 'mic.toggleMute' })) return;
      event.preventDefault();
      actorRef.send({ type: 'mic.toggleMute' });
    },
    { target: 'document' },
  );
}
