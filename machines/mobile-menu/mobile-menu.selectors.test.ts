import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from './mobile-menu.machine';
import { selectIsOpen } from './mobile-menu.selectors';

/** Spec sections 2 and 4: the mobile menu is open or closed; choosing an entry closes it. */
describe('mobile menu selectors', () => {
  it('closed, open after the toggle, closed after choosing an entry or closing', () => {
    const actor = createActor(mobileMenuMachine).start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'menu.select', entry: 'blog' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });
});
