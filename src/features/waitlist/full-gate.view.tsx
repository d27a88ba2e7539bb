import type { ActorRefFrom } from 'xstate';
import { useShortcut } from '@/components/shortcut-keys';
import { waitlist } from '@/content/de/waitlist';
import type { fullGateMachine } from '@machines/full-gate/full-gate.machine';

type GateRef = ActorRefFrom<typeof fullGateMachine>;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const isGateShortcut = (event: KeyboardEvent) =>
  event.shiftKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  event.key.toLowerCase() === 'd' &&
  !isTyping(event.target);

/**
 * Shift+D anywhere on the page, except while typing in a field, opens the gate (also when
 * pressed right after the page painted, before the app listened).
 */
export function useGateShortcut(actorRef: GateRef) {
  useShortcut(isGateShortcut, () => actorRef.send({ type: 'shortcut.press' }));
}

/** The small dot at the bottom right that asks for the internal password. */
export function FullGateDot({ actorRef }: { actorRef: GateRef }) {
  return (
    <button
      type="button"
      aria-label={waitlist.gate}
      onClick={() => actorRef.send({ type: 'dot.press' })}
      className="fixed right-3 bottom-3 size-6 rounded-full p-1.5 opacity-40 hover:opacity-100 focus-visible:opacity-100"
    >
      <span className="block size-full rounded-full bg-slate-400" />
    </button>
  );
}
