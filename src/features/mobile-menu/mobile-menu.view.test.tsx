import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { mobileMenuMachine } from '@machines/mobile-menu/mobile-menu.machine';
import { mobileMenuPaths } from '@machines/mobile-menu/mobile-menu.paths';
import { describePath } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { reached, renderWithRouter } from '@tests/render';
import { MobileMenuView } from './mobile-menu.view';

describe('mobile menu view, replaying the generated paths', () => {
  it.each(mobileMenuPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const actor = createActor(mobileMenuMachine).start();
      const user = userEvent.setup();
      await replayPath(path, {
        async start() {
          await renderWithRouter(<MobileMenuView actorRef={actor} />);
        },
        async perform(event: EventObject) {
          if (event.type === 'menu.toggle')
            await user.click(screen.getByRole('button', { name: /^Menü/ }));
          else if (event.type === 'menu.close') await user.keyboard('{Escape}');
          else if (event.type === 'menu.select') {
            const menu = screen.getByRole('navigation', { name: 'Mobile Navigation' });
            await user.click(within(menu).getByRole('link', { name: 'Vorteile' }));
          }
        },
        async expectState(expected: AnyMachineSnapshot) {
          await reached(actor, expected);
          // The mapping from the state to the screen, with the spec's labels written here.
          const open = expected.matches('open');
          const label = open ? 'Menü schließen' : 'Menü öffnen';
          const toggle = screen.getByRole('button', { name: label });
          expect(toggle).toHaveAttribute('aria-expanded', String(open));
          const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
          expect(panel?.hidden).toBe(!open);
          return [`toggle "${label}" aria-expanded=${open}`, `panel ${open ? 'shown' : 'hidden'}`];
        },
      });
    },
  );
});
