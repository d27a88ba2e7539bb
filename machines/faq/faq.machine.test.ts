import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { faqMachine } from './faq.machine';

function accordion() {
  return createActor(faqMachine).start();
}

const toggle = (id: string) => ({ type: 'item.toggle', id }) as const;

describe('faq machine (spec: single-open accordion, first item open)', () => {
  it('starts with the first item open', () => {
    const snapshot = accordion().getSnapshot();
    expect(snapshot.value).toBe('expanded');
    expect(snapshot.context).toEqual({ openItem: 'item-1' });
  });

  it('closes the open item when it is toggled, leaving none open', () => {
    const actor = accordion();
    actor.send(toggle('item-1'));
    expect(actor.getSnapshot().value).toBe('collapsed');
    expect(actor.getSnapshot().context.openItem).toBeNull();
  });

  it('opens another item instead of the open one (at most one open)', () => {
    const actor = accordion();
    actor.send(toggle('item-3'));
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(actor.getSnapshot().context.openItem).toBe('item-3');
    actor.send(toggle('item-5'));
    expect(actor.getSnapshot().context.openItem).toBe('item-5');
  });

  it('closes an item opened later when it is toggled again', () => {
    const actor = accordion();
    actor.send(toggle('item-3'));
    actor.send(toggle('item-3'));
    expect(actor.getSnapshot().value).toBe('collapsed');
    expect(actor.getSnapshot().context.openItem).toBeNull();
  });

  it('opens whichever item is toggled when all are closed', () => {
    const actor = accordion();
    actor.send(toggle('item-1'));
    actor.send(toggle('item-4'));
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(actor.getSnapshot().context.openItem).toBe('item-4');
  });

  it('reopens the first item after it was closed', () => {
    const actor = accordion();
    actor.send(toggle('item-1'));
    actor.send(toggle('item-1'));
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(actor.getSnapshot().context.openItem).toBe('item-1');
  });

  it('accepts a toggle of any item in either state', () => {
    const actor = accordion();
    expect(actor.getSnapshot().can(toggle('item-2'))).toBe(true);
    actor.send(toggle('item-1'));
    expect(actor.getSnapshot().can(toggle('item-2'))).toBe(true);
  });
});
