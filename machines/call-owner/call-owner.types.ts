import type { CallActorRef } from '../call/call.machine';

/**
 * One call surface: the call actor of the widget, an agents dialog, an agent page or `/full`.
 * Every surface has its own call actor (its own agent and settings); the driver holds one call.
 */
export type CallSurfaceRef = CallActorRef;

/** What a surface asks its own call actor to do once it owns the call. */
export type CallRequestIntent = 'call.start' | 'call.toggle';

export interface CallOwnerContext {
  /** The surface that last started (or toggled) a call; null before the first or after it left. */
  owner: CallSurfaceRef | null;
  /** During a hand-over: the surface waiting to start, and what it asked for. */
  next: { surface: CallSurfaceRef; intent: CallRequestIntent } | null;
}

/** What the surfaces (their views, through `useCallIntents`) and the page report. */
export type CallOwnerEvent =
  /** A start or the single microphone button was pressed on a surface. */
  | { type: 'call.requested'; surface: CallSurfaceRef; intent: CallRequestIntent }
  /** A surface unmounted (its call actor is stopped, which ends any call it had). */
  | { type: 'surface.left'; surface: CallSurfaceRef }
  /** The page is being left (`pagehide`): the owner hangs up and releases the microphone now. */
  | { type: 'page.left' };

/** What the `awaitRelease` actor receives: the surface whose call must be over. */
export interface AwaitReleaseInput {
  surface: CallSurfaceRef;
}

/** Where `pagehide` is listened for (`window` in the browser). */
export interface PageTarget {
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}
