import { assign, setup } from 'xstate';

export type FaqEvent = { type: 'item.toggle'; id: string };

export interface FaqContext {
  openItem: string | null;
}

/** The item open when the page loads (spec: the first one). */
export const FIRST_ITEM = 'item-1';

/**
 * The FAQ accordion: at most one item open; toggling the open item closes it, toggling another
 * opens that one instead.
 */
export const faqMachine = setup({
  types: {
    context: {} as FaqContext,
    events: {} as FaqEvent,
  },
  guards: {
    isOpenItem: ({ context, event }) => context.openItem === event.id,
  },
  actions: {
    openItem: assign({ openItem: ({ event }) => event.id }),
    closeItem: assign({ openItem: null }),
  },
}).createMachine({
  id: 'faq',
  context: { openItem: FIRST_ITEM },
  initial: 'expanded',
  states: {
    expanded: {
      on: {
        'item.toggle': [
          { guard: 'isOpenItem', target: 'collapsed', actions: 'closeItem' },
          { actions: 'openItem' },
        ],
      },
    },
    collapsed: {
      on: { 'item.toggle': { target: 'expanded', actions: 'openItem' } },
    },
  },
});
