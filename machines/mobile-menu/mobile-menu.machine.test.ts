import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from './mobile-menu.machine';
import { selectIsOpen } from './mobile-menu.selectors';

// Toggling, choosing and closing in every state: mobile-menu.paths.test.ts. Here the selector.
describe('mobile menu selector', () => {
  it('reads the panel as shown only while the menu is open', () => {
    const actor = createActor(mobileMenuMachine).start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
  });
});
