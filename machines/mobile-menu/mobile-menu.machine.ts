import { setup } from 'xstate';

export type MobileMenuEvent =
  { type: 'menu.toggle' } | { type: 'menu.close' } | { type: 'menu.select'; entry: string };

/** The mobile navigation: open or closed; choosing an entry closes it. */
export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
        'menu.select': 'closed',
      },
    },
  },
});
