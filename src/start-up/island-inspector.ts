import { createActor, type AnyActorRef } from 'xstate';
import { islandMachine } from '@machines/island/island.machine';
import type { DeferredIslands, IslandObserver } from './deferred-islands';
import { inspect } from '@/lib/inspector';

/**
 * Development only (`?inspect`, src/main.tsx): each island's machine, as the start-up guard
 * runs it from its table, mirrored by a real actor of `machines/island` that the Stately
 * inspector shows (named after the first id inside the island). A mirror starts in the state
 * its island's actor has reached (the inspector starts after the guard) and performs nothing:
 * the guard's actor does (decision 0027).
 */
export function inspectIslands(islands: DeferredIslands): IslandObserver {
  const mirrors = new WeakMap<Element, AnyActorRef>();
  let count = 0;
  return (island, event) => {
    let mirror = mirrors.get(island);
    if (!mirror) {
      const { state, context } = islands.actorOf(island);
      const name = island.querySelector('[id]')?.id ?? String(++count);
      mirror = createActor(islandMachine, {
        inspect,
        systemId: `island:${name}`,
        snapshot: islandMachine.resolveState({
          value: state,
          context: { taps: [...context.taps] },
        }),
      }).start();
      mirrors.set(island, mirror);
    }
    mirror.send(event);
  };
}
