import { atom } from 'jotai/vanilla';
import { createActor, type ActorRefFrom } from 'xstate';
import { whenIdle } from '@/lib/after-frame';
import { appStore, type AppStore } from '@/lib/app-store';
import { inspect } from '@/lib/inspector';
import { createCallOwnerActors } from '@machines/call-owner/call-owner.actors';
import { callOwnerMachine } from '@machines/call-owner/call-owner.machine';

export type CallOwnerRef = ActorRefFrom<typeof callOwnerMachine>;

/**
 * The app's one call coordinator actor, shared by every call surface (widget, agents dialog,
 * agent pages, `/full`). Null until a surface first needs it: `callOwner()` creates it, in the
 * browser only.
 */
export const callOwnerAtom = atom<CallOwnerRef | null>(null);

/**
 * The app's one call coordinator (`systemId: 'callOwner'`, in the inspector with every other
 * actor): who owns the call, the hand-over between surfaces, and the page's `pagehide`. Held in
 * the store's `callOwnerAtom`; created in the browser only, in idle time after a call surface
 * mounted (`prepareCallOwner`) or at its first use if that comes sooner, and it lives as long as
 * the page. A test passes a fresh store.
 */
export function callOwner(store: AppStore = appStore): CallOwnerRef {
  const held = store.get(callOwnerAtom);
  if (held) return held;
  const created = createActor(callOwnerMachine.provide({ actors: createCallOwnerActors() }), {
    systemId: 'callOwner',
    inspect,
  }).start();
  store.set(callOwnerAtom, created);
  return created;
}

/**
 * Creates the coordinator in the browser's next idle time, so that a surface's first press only
 * sends to it (creating and starting it is ~15 ms of a press on a phone at 4× slower CPU, before
 * 'Verbinde...' can paint: decision 0012). Returns the cancel of the wait.
 */
export function prepareCallOwner(store: AppStore = appStore): () => void {
  if (typeof window === 'undefined' || store.get(callOwnerAtom)) return () => {};
  return whenIdle(() => void callOwner(store));
}
