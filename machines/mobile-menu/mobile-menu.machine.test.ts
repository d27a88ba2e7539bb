import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from './mobile-menu.machine';

describe('mobile menu machine (spec: toggle menu; choosing an entry closes it)', () => {
  it('does not take close or select while closed', () => {
    const actor = createActor(mobileMenuMachine).start();
    expect(actor.getSnapshot().can({ type: 'menu.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'menu.select', entry: 'about' })).toBe(false);
  });
});
