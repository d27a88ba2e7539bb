import { createActor, type ActorRefFrom } from 'xstate';
import { whenIdle } from '@/app/after-frame';
import { inspect } from '@/app/inspector';
import { createCallOwnerActors } from '@machines/call-owner/call-owner.actors';
import { callOwnerMachine } from '@machines/call-owner/call-owner.machine';

export type CallOwnerRef = ActorRefFrom<typeof callOwnerMachine>;

let appCallOwner: CallOwnerRef | null = null;

/**
 * The app's one call coordinator (`systemId: 'callOwner'`, in the inspector with every other
 * actor): who owns the call, the hand-over between surfaces, and the page's `pagehide`. Created
 * on first use, in the browser only (a surface's first press, or its unmount); it lives as long
 * as the page.
 */
export function callOwner(): CallOwnerRef {
  appCallOwner ??= createActor(callOwnerMachine.provide({ actors: createCallOwnerActors() }), {
    systemId: 'callOwner',
    inspect,
  }).start();
  return appCallOwner;
}

/**
 * Creates the coordinator in the browser's next idle time, so that a surface's first press only
 * sends to it (creating and starting it is ~15 ms of a press on a phone at 4× slower CPU, before
 * 'Verbinde...' can paint: decision 0012). Returns the cancel of the wait.
 */
export function prepareCallOwner(): () => void {
  if (typeof window === 'undefined' || appCallOwner) return () => {};
  return whenIdle(() => void callOwner());
}
