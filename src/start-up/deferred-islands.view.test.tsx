import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { IslandContext } from '@machines/island/island.types';
import { islandPaths } from '@machines/island/island.paths';
import { describePath, stateName } from '@tests/model/paths';
import { compareScreen, replayPath, type PathDriver } from '@tests/model/replay';
import { guardDeferredIslands, ISLAND_READY, type DeferredIslands } from './deferred-islands';

/**
 * The island machine's generated paths (machines/island), replayed in Chromium on the start-up
 * guard as the app installs it (decision 0027): the visitor's part with real input (a hover, a
 * tap through the DevTools protocol, the island scrolled near the viewport for the real
 * `IntersectionObserver`, the next task on the real clock); the app's idle time as src/main.tsx
 * reports it; the island component's part as `src/start-up/island.tsx` does it (registering its
 * element, telling it mounted, failed, or retried). A tap while the island is ready is a DOM
 * click in the same task (the next task opens it). What is checked: the ready mark, how often
 * the code was asked for, the taps held, and the taps that reached the button (replayed).
 */
/** The states whose island is marked ready (docs/start-up.md); the others are not. */
const MARKED_READY = ['ready', 'open', 'failed', 'retrying'];

function fixture() {
  const spacer = document.createElement('div');
  // Far below the viewport: it comes near only when a path scrolls to it.
  spacer.style.height = '400vh';
  const island = document.createElement('div');
  island.dataset.island = 'deferred';
  island.innerHTML = '<p>Eine Frage</p><button type="button">Tippen</button>';
  document.body.append(spacer, island);
  const button = island.querySelector('button')!;
  let replayed = 0;
  button.addEventListener('click', () => replayed++);
  const islands: DeferredIslands = guardDeferredIslands();
  const wake = vi.fn();
  let unwatch = () => {};
  onTestFinished(() => {
    unwatch();
    islands.stop();
    spacer.remove();
    island.remove();
    window.scrollTo(0, 0);
  });
  return {
    island,
    button,
    islands,
    wake,
    watch: () => (unwatch = islands.watch(island, wake, true)),
    replayed: () => replayed,
  };
}

async function chromiumDriver(): Promise<PathDriver> {
  const { userEvent } = await import('vitest/browser');
  const page = fixture();
  const actor = () => page.islands.actorOf(page.island);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // What the oracle expects so far, from the expected states along the path.
  let requests = 0;
  let replayed = 0;
  /** Only a registered island has a wake-up to ask for its code (a static one never has). */
  let registered = false;
  let before: AnyMachineSnapshot | undefined;
  return {
    async start() {
      window.scrollTo(0, 0);
    },
    async perform(event: EventObject) {
      switch (event.type) {
        case 'island.registered':
          registered = true;
          return void page.watch();
        case 'island.near':
          page.island.scrollIntoView();
          return void (await vi.waitFor(() => expect(actor().state).toBe('loading')));
        case 'island.idle':
          // The app's part (src/main.tsx, once the page is awake and the browser idle).
          return void page.islands.idle();
        case 'island.reached':
          await userEvent.hover(page.island.querySelector('p')!);
          return void window.scrollTo(0, 0);
        case 'tap.held':
          // Ready: the next task opens the island, so the tap comes in this one.
          if (actor().state === 'ready') return void page.button.click();
          await userEvent.click(page.button);
          return void window.scrollTo(0, 0);
        case 'island.opened':
          return void (await nextTask());
        default:
          // The island component's part: mounted, failed, retry.
          return void page.islands.send(page.island, event as never);
      }
    },
    async expectState(expected: AnyMachineSnapshot) {
      const state = stateName(expected.value);
      const taps = (expected.context as IslandContext).taps.length;
      if (registered && state === 'loading' && before && stateName(before.value) !== 'loading')
        requests++;
      const held = before ? (before.context as IslandContext).taps.length : 0;
      if ((state === 'open' || state === 'failed') && taps === 0) replayed += held;
      before = expected;
      return compareScreen(
        {
          state: actor().state,
          ready: page.island.hasAttribute(ISLAND_READY),
          codeRequests: page.wake.mock.calls.length,
          tapsHeld: actor().context.taps.length,
          tapsReplayed: page.replayed(),
        },
        {
          state,
          ready: MARKED_READY.includes(state),
          codeRequests: requests,
          tapsHeld: taps,
          tapsReplayed: replayed,
        },
      );
    },
  };
}

describe('island paths in Chromium (the start-up guard)', () => {
  it.each(islandPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    await replayPath(path, await chromiumDriver());
  });
});
