import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from './mobile-menu.machine';

function openMenu() {
  const actor = createActor(mobileMenuMachine).start();
  actor.send({ type: 'menu.toggle' });
  return actor;
}

describe('mobile menu machine (spec: toggle menu; choosing an entry closes it)', () => {
  it('starts closed', () => {
    expect(createActor(mobileMenuMachine).start().getSnapshot().value).toBe('closed');
  });

  it('opens and closes with the toggle', () => {
    const actor = openMenu();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes when an entry is chosen', () => {
    const actor = openMenu();
    actor.send({ type: 'menu.select', entry: 'benefits' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes on Escape', () => {
    const actor = openMenu();
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('does not open on close or select while closed', () => {
    const actor = createActor(mobileMenuMachine).start();
    expect(actor.getSnapshot().can({ type: 'menu.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'menu.select', entry: 'about' })).toBe(false);
    actor.send({ type: 'menu.close' });
    actor.send({ type: 'menu.select', entry: 'about' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
