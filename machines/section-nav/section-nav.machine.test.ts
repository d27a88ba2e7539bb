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

describe('section navigation (spec section 2 and 9: navigate to /, scroll after about 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('from another route: opens / replacing the entry, then scrolls after 100 ms, at once', async () => {
    const { actor, navigations, scrolls } = sectionNav();
    actor.send({ type: 'section.go', section: 'demo', from: 'elsewhere' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toEqual([{ section: 'demo', replace: true }]);
    await vi.advanceTimersByTimeAsync(99);
    expect(scrolls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scrolls).toEqual([
      { type: 'scroll.requested', section: 'demo', motion: 'instant', focus: true },
    ]);
  });

  it('a call to action keeps the history entry and carries its state to the form', async () => {
    const { actor, navigations } = sectionNav();
    const state = { demoMessage: 'Ich habe Clara getestet.' };
    actor.send({ type: 'section.go', section: 'demo', from: 'elsewhere', replace: false, state });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toEqual([{ section: 'demo', replace: false, state }]);
  });

  it('on / it watches the chosen section', () => {
    const { actor, watched } = sectionNav();
    actor.send({ type: 'section.go', section: 'benefits', from: 'home' });
    expect(watched).toEqual(['benefits']);
  });

  it('stops following when the visitor takes over, or after 6 s', async () => {
    const first = sectionNav();
    first.actor.send({ type: 'section.go', section: 'demo', from: 'home' });
    first.report({ type: 'visitor.tookOver' });
    first.report({ type: 'section.moved' });
    expect(first.scrolls).toHaveLength(1);

    const second = sectionNav();
    second.actor.send({ type: 'section.go', section: 'demo', from: 'home' });
    await vi.advanceTimersByTimeAsync(5_999);
    expect(second.actor.getSnapshot().value).toBe('following');
    await vi.advanceTimersByTimeAsync(1);
    expect(second.actor.getSnapshot().value).toBe('idle');
  });

  it('follows for 6 s after the last move (a slow phone gets the page in stages)', async () => {
    const { actor, scrolls, report } = sectionNav();
    actor.send({ type: 'section.go', section: 'demo', from: 'home' });
    await vi.advanceTimersByTimeAsync(5_000);
    report({ type: 'section.moved' });
    await vi.advanceTimersByTimeAsync(5_000);
    report({ type: 'section.moved' });
    await vi.advanceTimersByTimeAsync(5_999);
    expect(actor.getSnapshot().value).toBe('following');
    expect(scrolls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a new choice replaces the one under way', async () => {
    const { actor, scrolls } = sectionNav();
    actor.send({ type: 'section.go', section: 'demo', from: 'elsewhere' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'section.go', section: 'faq', from: 'home' });
    await vi.advanceTimersByTimeAsync(200);
    expect(scrolls).toEqual([
      { type: 'scroll.requested', section: 'faq', motion: 'smooth', focus: true },
    ]);
  });
});
