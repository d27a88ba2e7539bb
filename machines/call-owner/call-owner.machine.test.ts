import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, waitFor } from 'xstate';
import { controlledPromise } from '../../tests/model/controlled';
import { callScenario } from '../call/call.fakes';
import { callMachine } from '../call/call.machine';
import type { StartCallInput } from '../call/call.types';
import { awaitRelease, createCallOwnerActors } from './call-owner.actors';
import { callOwnerMachine, HAND_OVER_TIMEOUT_MS } from './call-owner.machine';
import { holdsCall } from './call-owner.selectors';
import type { CallSurfaceRef, PageTarget } from './call-owner.types';

function callActor(scenario: Parameters<typeof callScenario>[0] = 'ok') {
  const { actors, line } = callScenario(scenario, 5);
  const actor = createActor(callMachine.provide({ actors }), {
    input: { agent: 'clara', connectOn: 'anyActivity' },
  }).start();
  return { actor, line };
}

/** A call actor whose start stays pending until the test settles it (`start.resolve()`). */
function callWithPendingStart(agent: string) {
  const { actors } = callScenario('ok', 5);
  const start = controlledPromise<void, StartCallInput>();
  const actor = createActor(
    callMachine.provide({ actors: { ...actors, startCall: start.logic } }),
    { input: { agent } },
  ).start();
  return { actor, start };
}

function coordinator(page: PageTarget = new EventTarget()) {
  const owner = createActor(
    callOwnerMachine.provide({ actors: createCallOwnerActors({ pageTarget: page }) }),
  ).start();
  return { owner };
}

/** A recording surface: every event the coordinator sends it. */
function surface() {
  const received: { type: string }[] = [];
  const ref = createActor(
    fromCallback<{ type: string }>(({ receive }) => {
      receive((event) => received.push(event));
    }),
  ).start() as unknown as CallSurfaceRef;
  return { ref, received };
}

const request = (surface: CallSurfaceRef, intent: 'call.start' | 'call.toggle' = 'call.start') =>
  ({ type: 'call.requested', surface, intent }) as const;

describe('the call owner', () => {
  it('waits for a start that is still pending to settle before handing over', async () => {
    const { owner } = coordinator();
    const { actor: widget, start } = callWithPendingStart('helvox');
    owner.send(request(widget, 'call.toggle'));
    await waitFor(widget, (s) => s.matches({ session: { connecting: 'starting' } }));

    const dialog = callActor();
    owner.send(request(dialog.actor));
    await waitFor(widget, (s) => s.matches({ session: { connecting: 'cancelling' } }));
    expect(owner.getSnapshot().matches('owned')).toBe(false);
    start.resolve();
    await waitFor(owner, (s) => s.matches('owned'));
    expect(holdsCall(widget.getSnapshot())).toBe(false);
  });
});

describe('leaving the page (pagehide, listened to once)', () => {
  it('tells the owner page.left, and stops listening when the coordinator stops', () => {
    const page = new EventTarget();
    const removed: string[] = [];
    const target = {
      addEventListener: page.addEventListener.bind(page),
      removeEventListener: (type: string, listener: EventListener) => {
        removed.push(type);
        page.removeEventListener(type, listener);
      },
    };
    const { owner } = coordinator(target);
    const widget = surface();
    owner.send(request(widget.ref));
    page.dispatchEvent(new Event('pagehide'));
    expect(widget.received).toEqual([{ type: 'call.start' }, { type: 'page.left' }]);
    owner.stop();
    expect(removed).toEqual(['pagehide']);
  });
});

describe('awaitRelease', () => {
  it('resolves at once for a surface that holds no call', async () => {
    const { actor } = callActor();
    const done = createActor(awaitRelease, { input: { surface: actor } }).start();
    await waitFor(done, (s) => s.status === 'done');
  });

  it('waits through the changes of a call still held, and resolves when it holds none', async () => {
    const { actor: call, start } = callWithPendingStart('clara');
    call.send({ type: 'call.start' });
    await waitFor(call, (s) => s.matches({ session: { connecting: 'starting' } }));
    const done = createActor(awaitRelease, { input: { surface: call } }).start();
    call.send({ type: 'call.hangUp' });
    await waitFor(call, (s) => s.matches({ session: { connecting: 'cancelling' } }));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(done.getSnapshot().status).toBe('active');
    start.resolve();
    await waitFor(done, (s) => s.status === 'done');
    expect(holdsCall(call.getSnapshot())).toBe(false);
  });
});

describe('holdsCall', () => {
  it('is true from a start until the call has ended, false when idle or stopped', async () => {
    const { actor } = callActor('pending');
    expect(holdsCall(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'call.start' });
    expect(holdsCall(actor.getSnapshot())).toBe(true);
    actor.stop();
    expect(holdsCall(actor.getSnapshot())).toBe(false);
  });
});

/**
 * What each surface is told, exactly (spec: one call at a time; the owner hangs up before another
 * surface starts, and the waiting surface gets the intent it asked for). Surfaces here are
 * recording actors; the hand-over's wait is settled by the test.
 */
describe('messages to the surfaces', () => {
  /** The coordinator with the hand-over's wait settled by the test, and three surfaces. */
  function setupOwner() {
    const release = controlledPromise<void, { surface: CallSurfaceRef }>();
    const clock = new SimulatedClock();
    const owner = createActor(
      callOwnerMachine.provide({ actors: { awaitRelease: release.logic } }),
      { clock },
    ).start();
    return { owner, release, clock, widget: surface(), dialog: surface(), other: surface() };
  }
  const START = { type: 'call.start' };
  const TOGGLE = { type: 'call.toggle' };
  const HANG_UP = { type: 'call.hangUp' };

  it('gives the first surface its own intent, and the owner every further one', () => {
    const { owner, widget } = setupOwner();
    owner.send(request(widget.ref, 'call.toggle'));
    expect(widget.received).toEqual([TOGGLE]);
    owner.send(request(widget.ref, 'call.start'));
    expect(widget.received).toEqual([TOGGLE, START]);
  });

  it('tells the owner to hang up, waits for its call, then gives the waiting surface its intent', async () => {
    const { owner, release, widget, dialog } = setupOwner();
    owner.send(request(widget.ref, 'call.start'));
    owner.send(request(dialog.ref, 'call.toggle'));
    expect(widget.received).toEqual([START, HANG_UP]);
    expect(dialog.received).toEqual([]);
    expect(release.started).toEqual([{ surface: widget.ref }]);
    release.resolve();
    await waitFor(owner, (s) => s.matches('owned'));
    expect(dialog.received).toEqual([TOGGLE]);
    expect(widget.received).toHaveLength(2);
  });

  it('while handing over: the owner’s presses change nothing, another surface replaces the waiting one', () => {
    const { owner, widget, dialog, other } = setupOwner();
    owner.send(request(widget.ref));
    owner.send(request(dialog.ref));
    owner.send(request(widget.ref, 'call.toggle'));
    expect(owner.getSnapshot().context.next).toEqual({ surface: dialog.ref, intent: 'call.start' });
    owner.send(request(other.ref, 'call.toggle'));
    expect(owner.getSnapshot().value).toBe('handingOver');
    expect(owner.getSnapshot().context).toEqual({
      owner: widget.ref,
      next: { surface: other.ref, intent: 'call.toggle' },
    });
    // Neither press is passed on, nor is the owner told to hang up again.
    expect(widget.received).toEqual([START, HANG_UP]);
    expect(dialog.received).toEqual([]);
    expect(other.received).toEqual([]);
  });

  it('hands over after exactly 60 s when the owner’s call never ends', () => {
    const { owner, clock, widget, dialog } = setupOwner();
    owner.send(request(widget.ref));
    owner.send(request(dialog.ref));
    clock.increment(59_999);
    expect(owner.getSnapshot().value).toBe('handingOver');
    expect(dialog.received).toEqual([]);
    clock.increment(1);
    expect(owner.getSnapshot().value).toBe('owned');
    expect(dialog.received).toEqual([START]);
  });

  it.each([
    // [who leaves during a hand-over, then: the owner's state and context, what the waiting is told]
    ['the owner: the waiting surface starts at once', 'widget', 'owned', 'dialog', null, [TOGGLE]],
    ['the waiting surface: the owner keeps its call', 'dialog', 'owned', 'widget', null, []],
    ['a third surface: nothing changes', 'other', 'handingOver', 'widget', 'dialog', []],
  ] as const)('leaving, %s; the owner is told nothing more', (_, who, state, by, next, told) => {
    const surfaces = setupOwner();
    const { owner, widget, dialog } = surfaces;
    owner.send(request(widget.ref));
    owner.send(request(dialog.ref, 'call.toggle'));
    owner.send({ type: 'surface.left', surface: surfaces[who].ref });
    expect(owner.getSnapshot().value).toBe(state);
    expect(owner.getSnapshot().context).toEqual({
      owner: surfaces[by].ref,
      next: next && { surface: surfaces[next].ref, intent: 'call.toggle' },
    });
    expect(widget.received).toEqual([START, HANG_UP]);
    expect(dialog.received).toEqual(told);
  });

  it('page left: the owner is told, a waiting surface is dropped and never started', () => {
    const { owner, clock, widget, dialog } = setupOwner();
    owner.send(request(widget.ref));
    owner.send({ type: 'page.left' });
    expect(widget.received).toEqual([START, { type: 'page.left' }]);
    owner.send(request(dialog.ref));
    owner.send({ type: 'page.left' });
    expect(widget.received).toEqual([START, { type: 'page.left' }, HANG_UP, { type: 'page.left' }]);
    clock.increment(HAND_OVER_TIMEOUT_MS);
    expect(dialog.received).toEqual([]);
  });

  it('without its actors, a hand-over fails safe: an error, never a start without the owner’s release', async () => {
    const owner = createActor(callOwnerMachine).start();
    const widget = surface();
    const dialog = surface();
    owner.send(request(widget.ref));
    owner.send(request(dialog.ref));
    await expect(waitFor(owner, (s) => s.matches('free'))).rejects.toThrow(
      'awaitRelease is not provided',
    );
    expect(owner.getSnapshot().status).toBe('error');
    expect(dialog.received).toEqual([]);
  });
});
