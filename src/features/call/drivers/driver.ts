import type { VoiceDriverName } from '@/config/config';

import type {
  CallDriver,
  VoiceDriverEventName,
  VoiceDriverEvents,
  VoiceDriverListener,
} from '@machines/call/call.driver';

export type {
  StartOptions,
  VoiceDriverEventName,
  VoiceDriverEvents,
  VoiceDriverListener,
} from '@machines/call/call.driver';

/**
 * One way of making voice calls, chosen by `VITE_VOICE_DRIVER`: `vapi` (the real SDK, loaded on
 * demand) or `preview` (offline, plays a recorded greeting). Implements the call machine's driver
 * contract (`machines/call/call.driver.ts`); a driver holds at most one call.
 */
export interface VoiceDriver extends CallDriver {
  readonly name: VoiceDriverName;
}

/** A tiny typed event hub shared by the drivers. */
export class DriverEmitter {
  private readonly listeners = new Map<VoiceDriverEventName, Set<(...args: never[]) => void>>();

  on<E extends VoiceDriverEventName>(event: E, listener: VoiceDriverListener<E>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (...args: never[]) => void);
    this.listeners.set(event, set);
    return () => set.delete(listener as (...args: never[]) => void);
  }

  emit<E extends VoiceDriverEventName>(event: E, ...args: VoiceDriverEvents[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as VoiceDriverListener<E>)(...args);
      } catch (error) {
        // One failing listener must not keep the others from hearing about the call.
        console.warn(`Voice ${event} listener failed`, error);
      }
    }
  }
}
