import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { islandMachine } from '@machines/island/island.machine';
import { ISLAND_EVENTS as EVENTS } from '@machines/island/island.paths';
import { ISLAND_INITIAL, islandTable, type IslandState } from '@machines/island/island.table';
import type { IslandAction, IslandContext, IslandEvent } from '@machines/island/island.types';
import { tableActor } from './table-actor';

/**
 * The transition table the first bundle runs (decision 0027) against the machine: for every
 * state and every event, the same next state, the same actions in the same order, the same
 * context and the same tags. A change to one without the other fails here.
 */
const STATES = Object.keys(islandMachine.states) as IslandState[];
/** The machine's actions that only change its context (`assign`): xstate runs them itself. */
const ASSIGNS: readonly IslandAction[] = ['holdTap', 'forgetTaps'];
const HELD = { other: 'tap' };

/** The table run by the interpreter from `state`, one event, and what it did. */
function throughTable(state: IslandState, event: IslandEvent) {
  const done: string[] = [];
  const act =
    (name: IslandAction, change?: (context: IslandContext, event: IslandEvent) => void) =>
    (context: IslandContext, sent: IslandEvent) => {
      done.push(name);
      change?.(context, sent);
    };
  const actor = tableActor(islandTable, state, { taps: [HELD] } as IslandContext, {
    holdTap: act('holdTap', (context, sent) => {
      if (sent.type === 'tap.held') context.taps = [...context.taps, sent.tap];
    }),
    startLoading: act('startLoading'),
    markReady: act('markReady'),
    openSoon: act('openSoon'),
    replayTaps: act('replayTaps'),
    forgetTaps: act('forgetTaps', (context) => (context.taps = [])),
  } satisfies Record<IslandAction, unknown>);
  actor.send(event);
  return {
    state: actor.state,
    context: actor.context,
    actions: done.filter((name) => !ASSIGNS.includes(name as IslandAction)),
    tags: [...islandTable[actor.state].tags].sort(),
  };
}

/** The machine from `state`, one event (xstate's pure `transition`). */
function throughMachine(state: IslandState, event: IslandEvent) {
  const snapshot = islandMachine.resolveState({ value: state, context: { taps: [HELD] } });
  const [next, actions] = transition(islandMachine, snapshot, event);
  return {
    state: next.value,
    context: next.context,
    actions: actions.map((action) => action.type),
    tags: [...next.tags].sort(),
  };
}

describe('the island table equals the island machine', () => {
  it.each(STATES)('%s: tags, and every event', (state) => {
    const snapshot = islandMachine.resolveState({ value: state, context: { taps: [] } });
    expect([...islandTable[state].tags].sort()).toEqual([...snapshot.tags].sort());
    for (const event of EVENTS) {
      const where = `${state} + ${event.type}`;
      // Taken by the table exactly where the machine takes it.
      const on: Partial<Record<string, unknown>> = islandTable[state].on;
      expect(!!on[event.type], where).toBe(snapshot.can(event));
      expect(throughTable(state, event), where).toEqual(throughMachine(state, event));
    }
  });

  it('has the machine’s states, starts where it starts, and names every action it runs as the machine does, assigns included', () => {
    expect(Object.keys(islandTable).sort()).toEqual([...STATES].sort());
    expect(ISLAND_INITIAL).toBe(islandMachine.getInitialSnapshot(null as never).value);
    const named = new Set(
      Object.values(islandTable).flatMap((row) => [
        ...('entry' in row ? row.entry : []),
        ...Object.values(row.on).flatMap((step) => (step as readonly string[]).slice(1)),
      ]),
    );
    expect([...named].sort()).toEqual(Object.keys(islandMachine.implementations.actions).sort());
  });
});
