import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { islandMachine } from './island.machine';
import type { IslandEvent } from './island.types';

/** An island's actor with its side effects recorded (the adapter performs them for real). */
function island() {
  const done: string[] = [];
  const record = (name: string) => () => void done.push(name);
  const actor = createActor(
    islandMachine.provide({
      actions: {
        startLoading: record('startLoading'),
        markReady: record('markReady'),
        openSoon: record('openSoon'),
        replayTaps: ({ context }) => void done.push(`replay ${context.taps.length}`),
      },
    }),
  ).start();
  const send = (...events: IslandEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, done, send };
}

const tap = (id: string): IslandEvent => ({ type: 'tap.held', tap: { id } });

describe('island machine (docs/start-up.md: deferred islands)', () => {
  it('loads its code once: when it comes near (any wake-up: the paths), not when it registers', () => {
    const { done, send } = island();
    send({ type: 'island.registered' });
    expect(done).toEqual([]);
    send({ type: 'island.near' }, { type: 'island.near' }, { type: 'island.idle' });
    send({ type: 'island.reached' });
    expect(done).toEqual(['startLoading']);
  });

  it('a held tap wakes it; ready lets every event but a tap pass; a task later it replays its taps in order', () => {
    const { actor, done, send } = island();
    // Until ready it keeps every event from React and holds taps.
    expect([...actor.getSnapshot().tags].sort()).toEqual(['guarded', 'holdingTaps']);
    send({ type: 'island.registered' }, tap('a'));
    send(tap('b'), { type: 'island.mounted' });
    expect(actor.getSnapshot().hasTag('guarded')).toBe(false);
    expect(actor.getSnapshot().hasTag('holdingTaps')).toBe(true);
    send(tap('c'));
    expect(actor.getSnapshot().context.taps).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    send({ type: 'island.opened' });
    expect(done).toEqual(['startLoading', 'markReady', 'openSoon', 'replay 3']);
    expect(actor.getSnapshot().tags.size).toBe(0);
  });

  it('a failed load shows the notice (events pass), replays what it held; a retry loads again, events passing', () => {
    const { actor, done, send } = island();
    send({ type: 'island.registered' }, tap('a'), { type: 'island.failed' });
    expect(actor.getSnapshot().tags.size).toBe(0);
    send({ type: 'island.opened' });
    // Its part renders anew and loads again; every event still passes (it stays marked ready).
    send({ type: 'island.retry' });
    expect(actor.getSnapshot().tags.size).toBe(0);
    send({ type: 'island.failed' }, { type: 'island.opened' }, { type: 'island.retry' });
    send({ type: 'island.mounted' });
    expect(done).toEqual([
      'startLoading',
      'markReady',
      'openSoon',
      'replay 1',
      'markReady',
      'openSoon',
      'replay 0',
    ]);
  });
});
