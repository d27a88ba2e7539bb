import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { navigationNoticeMachine } from './navigation-notice.machine';
import { selectIsRetrying, selectIsShown } from './navigation-notice.selectors';

const blog = { href: '/blog', replace: false, state: { __TSR_key: 'a1' } };
const article = { href: '/blog/erster-beitrag', replace: true };

function notice() {
  const emitted: EventObject[] = [];
  const actor = createActor(navigationNoticeMachine);
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('navigation notice machine (issue 23: a page whose code did not load)', () => {
  it('shows nothing until a navigation fails, then remembers where it was going', () => {
    const { actor } = notice();
    actor.send({ type: 'navigation.failed', location: blog });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.location).toEqual(blog);
  });

  it('asks for the same navigation again (address, history state, replace) and waits', () => {
    const { actor, emitted } = notice();
    actor.send({ type: 'navigation.failed', location: article });
    actor.send({ type: 'retry' });
    expect(emitted).toEqual([{ type: 'navigation.retry', location: article }]);
    // No second request while one is on its way.
    actor.send({ type: 'retry' });
    expect(emitted).toHaveLength(1);
  });

  it('a later failure replaces the remembered navigation; any navigation that happens ends it', () => {
    const { actor, emitted } = notice();
    actor.send({ type: 'navigation.failed', location: blog });
    actor.send({ type: 'navigation.failed', location: article });
    actor.send({ type: 'retry' });
    expect(emitted).toEqual([{ type: 'navigation.retry', location: article }]);
  });

  it('a retry that fails on another navigation remembers that one, and retries it next', () => {
    const { actor, emitted } = notice();
    actor.send({ type: 'navigation.failed', location: blog });
    actor.send({ type: 'retry' });
    actor.send({ type: 'navigation.failed', location: article });
    expect(actor.getSnapshot().context.location).toEqual(article);
    actor.send({ type: 'retry' });
    expect(emitted).toEqual([
      { type: 'navigation.retry', location: blog },
      { type: 'navigation.retry', location: article },
    ]);
  });
});

describe('navigation notice selectors', () => {
  it('shown from a failure until it is closed or a navigation happens; retrying while it waits', () => {
    const { actor } = notice();
    expect(selectIsShown(actor.getSnapshot())).toBe(false);
    expect(selectIsRetrying(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'navigation.failed', location: blog });
    expect(selectIsShown(actor.getSnapshot())).toBe(true);
    expect(selectIsRetrying(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'retry' });
    expect(selectIsShown(actor.getSnapshot())).toBe(true);
    expect(selectIsRetrying(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'navigation.succeeded' });
    expect(selectIsShown(actor.getSnapshot())).toBe(false);
    expect(selectIsRetrying(actor.getSnapshot())).toBe(false);
  });
});
