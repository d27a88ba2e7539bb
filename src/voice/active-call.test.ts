import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { callScenario } from '@machines/call/call.fakes';
import { callMachine } from '@machines/call/call.machine';
import { activeCallAtom, claimCall, holdsNoCall, releaseCall } from './active-call';

function callActor(scenario: Parameters<typeof callScenario>[0] = 'ok') {
  const { actors, line } = callScenario(scenario, 5);
  const actor = createActor(callMachine.provide({ actors }), {
    input: { agent: 'clara', connectOn: 'anyActivity' },
  }).start();
  return { actor, line };
}

describe('the one call actor', () => {
  it('lets a surface start at once when no other call runs', () => {
    const store = createStore();
    const { actor } = callActor();
    expect(claimCall(store, actor)).toBeNull();
    expect(store.get(activeCallAtom)).toBe(actor);
  });

  it('hangs up the other surface’s call first and resolves once it holds none', async () => {
    const store = createStore();
    const widget = callActor();
    const dialog = callActor();
    expect(claimCall(store, widget.actor)).toBeNull();
    widget.actor.send({ type: 'call.start' });
    await waitFor(widget.actor, (s) => s.hasTag('live'));

    const handover = claimCall(store, dialog.actor);
    expect(handover).toBeInstanceOf(Promise);
    // A second click meanwhile waits for the same handover.
    expect(claimCall(store, dialog.actor)).toBe(handover);
    expect(widget.actor.getSnapshot().matches({ session: 'ending' })).toBe(true);
    await handover;
    expect(widget.actor.getSnapshot().value).toBe('ready');
    expect(widget.line.connected).toBe(false);
    expect(store.get(activeCallAtom)).toBe(dialog.actor);
    expect(claimCall(store, dialog.actor)).toBeNull();
  });

  it('waits for a start that is still pending to settle before handing over', async () => {
    const store = createStore();
    const { actors } = callScenario('ok', 5);
    let settle: () => void = () => {};
    const widget = createActor(
      callMachine.provide({
        actors: {
          ...actors,
          startCall: fromPromise(() => new Promise<void>((resolve) => (settle = resolve))),
        },
      }),
      { input: { agent: 'helvox' } },
    ).start();
    claimCall(store, widget);
    widget.send({ type: 'call.start' });
    await waitFor(widget, (s) => s.matches({ session: { connecting: 'starting' } }));

    const dialog = callActor();
    const handover = claimCall(store, dialog.actor)!;
    let done = false;
    void handover.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(widget.getSnapshot().matches({ session: { connecting: 'cancelling' } })).toBe(true);
    expect(done).toBe(false);
    settle();
    await handover;
    expect(holdsNoCall(widget.getSnapshot())).toBe(true);
  });

  it('does not wait for a surface that was left (its actor stopped)', async () => {
    const store = createStore();
    const page = callActor('pending');
    claimCall(store, page.actor);
    page.actor.send({ type: 'call.start' });
    await waitFor(page.actor, (s) => s.matches({ session: 'connecting' }));
    const other = callActor();
    const handover = claimCall(store, other.actor)!;
    page.actor.stop();
    await expect(handover).resolves.toBeUndefined();
  });

  it('forgets a surface that unmounts', () => {
    const store = createStore();
    const { actor } = callActor();
    claimCall(store, actor);
    releaseCall(store, actor);
    expect(store.get(activeCallAtom)).toBeNull();
  });
});
