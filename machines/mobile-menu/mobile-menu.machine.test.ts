import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from './mobile-menu.machine';
import { selectIsOpen } from './mobile-menu.selectors';

// Toggling, choosing and closing: mobile-menu.paths.test.ts. Here what the paths cannot show.
describe('mobile menu machine (spec: toggle menu; choosing an entry closes it)', () => {
  it('closed: takes neither close nor select; the toggle opens it, choosing or closing shuts it', () => {
    const actor = createActor(mobileMenuMachine).start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'menu.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'menu.select', entry: 'about' })).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    // Choosing an entry, and closing, each close it.
    actor.send({ type: 'menu.select', entry: 'blog' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });
});
