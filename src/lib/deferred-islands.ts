/**
 * Deferred islands (docs/start-up.md): parts of a prerendered page whose code loads only when
 * they come near the viewport or the visitor reaches for them. Until an island's code has come
 * and its tree has hydrated, React must not see any event aimed inside it: React answers a
 * discrete event on a dehydrated boundary by forcing an update on it, which later drops the
 * boundary's server HTML and what was typed in it (decision 0012). So a capture listener on
 * `window` stops those events before React's listeners on the root see them. It does not
 * prevent their default: the browser still types, pastes and moves the focus, and the form
 * adopts what its fields hold when it mounts. Taps on buttons are held and replayed on the
 * island once it is ready. (Kept small: every byte here is loaded before any interaction.)
 */

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

/** Starts loading an island's code, by its element (registered once the page has hydrated). */
const wakers = new WeakMap<Element, () => void>();
/** Islands reached for before they were registered (an event while the page hydrates). */
const wanted = new WeakSet<Element>();
/** Islands whose held taps were replayed: every event reaches React from then on. */
const open = new WeakSet<Element>();
/** Taps held per island until it opens. */
const held = new Map<Element, HTMLElement[]>();

const closedIsland = (target: EventTarget | null) => {
  const island = target instanceof Element && target.closest(DEFERRED);
  return island && !open.has(island) ? island : null;
};

function wake(island: Element) {
  const wakeUp = wakers.get(island);
  if (wakeUp) wakeUp();
  else wanted.add(island);
}

/** Holds a tap for its island if that is deferred and not open; true when held. */
function hold(target: HTMLElement) {
  const island = closedIsland(target);
  if (island) {
    held.set(island, [...(held.get(island) ?? []), target]);
    wake(island);
  }
  return !!island;
}

function guard(event: Event) {
  const island = closedIsland(event.target);
  if (!island) return;
  wake(island);
  const button =
    event.type === 'click' &&
    (event.target as Element).closest<HTMLElement>('button,[role="button"]');
  if (button) {
    event.preventDefault();
    hold(button);
  } else if (island.hasAttribute(ISLAND_READY)) return;
  event.stopPropagation();
}

/**
 * Replays taps held before `scope` listened. Focus first: widgets learn it from focus events
 * (Ark's accordion toggles only a trigger it saw focused), and the element the visitor tapped
 * or tabbed to got its focus before React listened. Then each tap on the element it was aimed
 * at (or, if hydration replaced it, the element now holding its id), focused as a tap focuses it. Inside a deferred island not open yet, the island does both
 * once it opens.
 */
export function replayTaps(scope: Element, taps: HTMLElement[]) {
  const focused = document.activeElement;
  if (
    focused instanceof HTMLElement &&
    focused !== scope &&
    scope.contains(focused) &&
    !closedIsland(focused)
  ) {
    focused.blur();
    focused.focus({ preventScroll: true });
  }
  for (const held of taps.splice(0)) {
    // A tapped element that hydration replaced: its successor has its id (Ark's are stable).
    const target = held.isConnected ? held : held.id ? document.getElementById(held.id) : null;
    if (target && !hold(target)) {
      if (document.activeElement !== target) target.focus({ preventScroll: true });
      target.click();
    }
  }
}

/**
 * Marks an island ready (its tree mounted, its effects ran: the form adopted its fields, in
 * this very task): every event but a tap reaches React from now on. A task later (the widgets'
 * start-up microtasks: Ark/zag starts its machine in one) its held taps are replayed and taps
 * pass too, in order.
 */
export function markIslandReady(island: Element) {
  island.setAttribute(ISLAND_READY, '');
  setTimeout(() => {
    open.add(island);
    replayTaps(island, held.get(island) ?? []);
  }, 0);
}

/**
 * Registers a deferred island's element once the page has hydrated: `wakeUp` starts loading its
 * code when the island comes within a screen of the viewport (`near`) or at the visitor's first
 * event inside it (the guard), or at once when it was reached for already (an event while the
 * page hydrated, a held tap, the focus, a field the browser wrote). Returns the cleanup.
 */
export function watchDeferredIsland(island: Element, wakeUp: () => void, near: boolean) {
  wakers.set(island, wakeUp);
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && wakeUp(),
    { rootMargin: '100% 0px' },
  );
  const fields = island.querySelectorAll<HTMLInputElement>('input,textarea');
  if (
    wanted.has(island) ||
    island.contains(document.activeElement) ||
    [...fields].some((field) => field.value !== field.defaultValue)
  )
    wakeUp();
  else if (near) observer.observe(island);
  return () => observer.disconnect();
}

/**
 * Installed by the app before it hydrates the page (src/main.tsx). `heldClicks` are the taps
 * the page's inline script held so far: those aimed at a deferred island move to that island.
 * Returns the removal (tests).
 */
export function guardDeferredIslands(heldClicks: HTMLElement[] = []) {
  for (const type of GUARDED) window.addEventListener(type, guard, true);
  for (const target of heldClicks.splice(0)) if (!hold(target)) heldClicks.push(target);
  return () => {
    for (const type of GUARDED) window.removeEventListener(type, guard, true);
  };
}
