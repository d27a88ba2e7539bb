import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sectionNavMachine } from './section-nav.machine';
import type { HomeNavigation, SectionNavEvent } from './section-nav.types';

/** A section-navigation actor with a router that resolves at once and a watcher under control. */
function sectionNav() {
  const navigations: HomeNavigation[] = [];
  const watched: string[] = [];
  let report: ((event: SectionNavEvent) => void) | null = null;
  const actor = createActor(
    sectionNavMachine.provide({
      actors: {
        navigateHome: fromPromise<void, HomeNavigation>(async ({ input }) => {
          navigations.push(input);
        }),
        watchSection: fromCallback<SectionNavEvent, { section: string }>(({ sendBack, input }) => {
          watched.push(input.section);
          report = sendBack;
          return () => (report = null);
        }),
      },
    }),
  );
  const scrolls: unknown[] = [];
  actor.on('scroll.requested', (event) => scrolls.push(event));
  actor.start();
  return { actor, navigations, watched, scrolls, report: (e: SectionNavEvent) => report?.(e) };
}

// The states, scrolls and navigations event by event: section-nav.paths.test.ts. Here what the
// paths leave out: the delays' lengths (a path's delay is an event) and what the actors are given.
describe('section navigation (spec section 2 and 9: navigate to /, scroll after about 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('from another route, the header: replacing the entry; scrolls 100 ms later, at once', async () => {
    const { actor, navigations, scrolls } = sectionNav();
    actor.send({ type: 'section.go', section: 'pricing', from: 'elsewhere' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toEqual([{ section: 'pricing', replace: true }]);
    await vi.advanceTimersByTimeAsync(99);
    expect(scrolls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scrolls).toEqual([
      { type: 'scroll.requested', section: 'pricing', motion: 'instant', focus: true },
    ]);
  });

  it('on /: watches the chosen section, follows it for 6 s after its last move; another section arriving is watched for its own 6 s', async () => {
    const { actor, watched, scrolls, report } = sectionNav();
    actor.send({ type: 'section.go', section: 'benefits', from: 'home' });
    expect(watched).toEqual(['benefits']);
    await vi.advanceTimersByTimeAsync(5_000);
    report({ type: 'section.moved' });
    await vi.advanceTimersByTimeAsync(5_999);
    expect([actor.getSnapshot().value, scrolls.length]).toEqual(['following', 2]);
    watched.splice(0);
    actor.send({ type: 'section.arrived', section: 'targets' });
    expect(watched).toEqual(['targets']);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(actor.getSnapshot().value).toBe('following');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
