import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { faqMachine } from './faq.machine';
import { selectOpenItem } from './faq.selectors';

/** Spec section 2: a single-open accordion; the first item is open; the open one can be closed. */
describe('faq selectors', () => {
  it('the first item is open, another opens alone, the open one closes', () => {
    const actor = createActor(faqMachine).start();
    expect(selectOpenItem(actor.getSnapshot())).toBe('item-1');
    actor.send({ type: 'item.toggle', id: 'item-3' });
    expect(selectOpenItem(actor.getSnapshot())).toBe('item-3');
    actor.send({ type: 'item.toggle', id: 'item-3' });
    expect(selectOpenItem(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'item.toggle', id: 'item-5' });
    expect(selectOpenItem(actor.getSnapshot())).toBe('item-5');
  });
});
