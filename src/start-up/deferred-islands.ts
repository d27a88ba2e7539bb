/**
 * Deferred islands (docs/start-up.md): parts of a prerendered page whose code loads only when
 * they come near the viewport or the visitor reaches for them. Until an island's code has come
 * and its tree has hydrated, React must not see any event aimed inside it: React answers a
 * discrete event on a dehydrated boundary by forcing an update on it, which later drops the
 * boundary's server HTML and what was typed in it (decision 0012). So a capture listener on
 * `window` stops those events before React's listeners on the root see them. It does not
 * prevent their default: the browser still types, pastes and moves the focus, and the form
 * adopts what its fields hold when it mounts. Taps on buttons are held and replayed on the
 * island once it is ready.
 *
 * What each island does is its machine's (`machines/island`: waiting, loading, ready, open,
 * failed), run here from its transition table (decision 0027: xstate is not in the first
 * bundle). This file sends it events and performs the actions it names. (Kept small: every
 * byte here is loaded before any interaction.)
 */
import { ISLAND_INITIAL, islandTable, type IslandState } from '@machines/island/island.table';
import type { IslandAction, IslandEvent, IslandTag } from '@machines/island/island.types';
import { HELD_CLICKS } from '@/lib/held-input';
import { tableActor, type TableActor } from './table-actor';

/** Set on an island's element once its tree has mounted and its effects have run. */
export const ISLAND_READY = 'data-island-ready';

const DEFERRED = '[data-island="deferred"]';

/**
 * The events kept from React while an island is not ready: those React handles as discrete or
 * replays on a dehydrated boundary (keys, text entry, clipboard, focus, pointer, mouse, touch,
 * tap, drag). Moves and enter/leave are not: React does nothing with them there.
 */
const GUARDED = (
  'input beforeinput change keydown keypress keyup textInput paste copy cut compositionstart ' +
  'compositionupdate compositionend focusin focusout pointerdown pointerup pointerover ' +
  'pointerout pointercancel gotpointercapture mousedown mouseup mouseover mouseout touchstart ' +
  'touchend touchcancel click auxclick dblclick contextmenu dragstart dragend dragenter drop'
).split(' ');

/** An island's actor: its machine's state, run from the table. */
export type IslandActor = TableActor<IslandState, IslandTag, IslandEvent, IslandContext>;

/** The adapter's context of an island: the machine's (its held taps) and its wake-up. */
interface IslandContext {
  taps: HTMLElement[];
  /** Starts loading the island's code (set when the island registers). */
  wake: () => void;
}

/** Sees every event an island's actor is sent (the inspector in development). */
export type IslandObserver = (island: Element, event: IslandEvent) => void;

/** The start-up guard of a page: one per app (src/main.tsx) or test. */
export interface DeferredIslands {
  /**
   * Registers a deferred island's element once it has hydrated: `wake` starts loading its code
   * when the island comes within a screen of the viewport (`near`) or at the visitor's first
   * event inside it, or at once when it was reached for already (an event while the page
   * hydrated, a held tap, the focus, a field the browser wrote). Returns the cleanup.
   */
  watch(island: Element, wake: () => void, near: boolean): () => void;
  /** Tells an island's actor what happened to it (mounted, failed, retry). */
  send(island: Element, event: IslandEvent): void;
  /**
   * The page is awake and the browser idle (src/main.tsx): every island that watches the
   * viewport loads its code now, ahead of the visitor. Those that wake on intent only (the
   * phone's menu) wait for it.
   */
  idle(): void;
  /**
   * Replays taps held before `scope` listened. Focus first: widgets learn it from focus events
   * (Ark's accordion toggles only a trigger it saw focused), and the element the visitor
   * tapped or tabbed to got its focus before React listened. Then each tap on the element it
   * was aimed at (or, if hydration replaced it, the element now holding its id), focused as a
   * tap focuses it. Inside a deferred island not open yet, the island does both once it opens.
   */
  replayTaps(scope: Element, taps: HTMLElement[]): void;
  /** The island's actor (tests, the inspector). */
  actorOf(island: Element): IslandActor;
  /** From now on `observer` sees every event sent to an island (the inspector). */
  observe(observer: IslandObserver): void;
  /** Removes the guard's listeners (tests). */
  stop(): void;
}

/**
 * Installed by the app before it hydrates the page (src/main.tsx). `heldClicks` are the taps
 * the page's inline script held so far: those aimed at a deferred island move to that island.
 */
export function guardDeferredIslands(heldClicks: HTMLElement[] = []): DeferredIslands {
  const actors = new WeakMap<Element, IslandActor>();
  /** The registered islands that watch the viewport (`near`). */
  const watching = new Set<Element>();
  let observer: IslandObserver | undefined;

  const send = (island: Element, event: IslandEvent) => {
    if (import.meta.env.DEV) observer?.(island, event);
    actorOf(island).send(event);
  };

  function actorOf(island: Element) {
    let actor = actors.get(island);
    if (!actor) {
      const actions: Record<IslandAction, (context: IslandContext, event: IslandEvent) => void> = {
        holdTap: (context, event) =>
          event.type === 'tap.held' && context.taps.push(event.tap as HTMLElement),
        startLoading: (context) => context.wake(),
        markReady: () => island.setAttribute(ISLAND_READY, ''),
        openSoon: () => setTimeout(() => send(island, { type: 'island.opened' }), 0),
        replayTaps: (context) => replayTaps(island, context.taps),
        forgetTaps: (context) => (context.taps = []),
      };
      actor = tableActor(islandTable, ISLAND_INITIAL, { taps: [], wake() {} }, actions);
      actors.set(island, actor);
    }
    return actor;
  }

  /** The deferred island around `target` if it holds taps (not open yet), else null. */
  const holdingIsland = (target: EventTarget | null) => {
    const island = target instanceof Element && target.closest(DEFERRED);
    return island && actorOf(island).hasTag('holdingTaps') ? island : null;
  };

  /** Holds a tap for its island if that is deferred and not open; true when held. */
  function hold(target: HTMLElement) {
    const island = holdingIsland(target);
    if (island) send(island, { type: 'tap.held', tap: target });
    return !!island;
  }

  function guard(event: Event) {
    const island = holdingIsland(event.target);
    if (!island) return;
    send(island, { type: 'island.reached' });
    const button =
      event.type === 'click' &&
      (event.target as Element).closest<HTMLElement>('button,[role="button"]');
    if (button) {
      event.preventDefault();
      hold(button);
      // Answered at once where its markup holds the answer (a FAQ question opens).
      window[HELD_CLICKS]?.answer?.(button);
    } else if (!actorOf(island).hasTag('guarded')) return;
    event.stopPropagation();
  }

  function replayTaps(scope: Element, taps: HTMLElement[]) {
    const focused = document.activeElement;
    if (
      focused instanceof HTMLElement &&
      focused !== scope &&
      scope.contains(focused) &&
      !holdingIsland(focused)
    ) {
      focused.blur();
      focused.focus({ preventScroll: true });
    }
    let moved: HTMLElement | null = null;
    const own: [HTMLElement, HTMLElement][] = [];
    for (const held of taps.splice(0)) {
      // A tapped element that hydration replaced: its successor has its id (Ark's are stable).
      const target = held.isConnected ? held : held.id ? document.getElementById(held.id) : null;
      if (target && !hold(target)) own.push([held, target]);
    }
    // Their recorded early answers in the DOM go, all at once and in this task: the replayed
    // taps answer before the next frame.
    window[HELD_CLICKS]?.undo?.(own.map(([held]) => held));
    for (const [, target] of own) {
      if (document.activeElement !== target) {
        target.focus({ preventScroll: true });
        moved = target;
      }
      target.click();
    }
    // The visitor went on after the tap (into a field, say): the focus goes back there, so that
    // what they type or paste next is not lost on the tapped button.
    if (
      moved &&
      document.activeElement === moved &&
      focused instanceof HTMLElement &&
      focused !== document.body
    )
      focused.focus({ preventScroll: true });
  }

  function watch(island: Element, wake: () => void, near: boolean) {
    const actor = actorOf(island);
    actor.context.wake = wake;
    const seen = new IntersectionObserver(
      (entries) =>
        entries.some((entry) => entry.isIntersecting) && send(island, { type: 'island.near' }),
      { rootMargin: '100% 0px' },
    );
    send(island, { type: 'island.registered' });
    const fields = island.querySelectorAll<HTMLInputElement>('input,textarea');
    if (
      island.contains(document.activeElement) ||
      [...fields].some((field) => field.value !== field.defaultValue)
    )
      send(island, { type: 'island.reached' });
    else if (near && actor.state === 'waiting') seen.observe(island);
    if (near) watching.add(island);
    return () => {
      seen.disconnect();
      watching.delete(island);
    };
  }

  for (const type of GUARDED) window.addEventListener(type, guard, true);
  for (const target of heldClicks.splice(0)) if (!hold(target)) heldClicks.push(target);
  return {
    watch,
    send,
    idle: () => watching.forEach((island) => send(island, { type: 'island.idle' })),
    replayTaps,
    actorOf,
    observe: (next) => (observer = next),
    stop() {
      for (const type of GUARDED) window.removeEventListener(type, guard, true);
    },
  };
}
