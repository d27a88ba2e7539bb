import { useSelector } from '@xstate/react';
import { Menu, X } from 'lucide-react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { NAV_ENTRIES, BOOK_ENTRY } from '@/components/nav-entries';
import { NavLink } from '@/components/nav-link';
import { useShortcut } from '@/components/shortcut-keys';
import { app } from '@/content/de/app';
import type { mobileMenuMachine } from '@machines/mobile-menu/mobile-menu.machine';
import { selectIsOpen } from '@machines/mobile-menu/mobile-menu.selectors';

interface MobileMenuViewProps {
  actorRef: ActorRefFrom<typeof mobileMenuMachine>;
}

/** The toggle and the panel of the mobile navigation (shown below the `md` breakpoint). */
export function MobileMenuView({ actorRef }: MobileMenuViewProps) {
  const isOpen = useSelector(actorRef, selectIsOpen);
  const panelId = useId();

  // Escape closes the open menu (also one pressed right after a tap that opened it, before the
  // menu's code had come).
  useShortcut(
    (event) => event.key === 'Escape',
    () => actorRef.send({ type: 'menu.close' }),
    { target: 'document', enabled: isOpen },
  );

  const choose = (key: string) => () => actorRef.send({ type: 'menu.select', entry: key });

  return (
    <div className="md:hidden">
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-slate-100"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? app.nav.closeMenu : app.nav.openMenu}
        onClick={() => actorRef.send({ type: 'menu.toggle' })}
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <nav
        id={panelId}
        aria-label={app.nav.mobileLabel}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.key}>
              <NavLink
                entry={entry}
                onChoose={choose(entry.key)}
                className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-slate-100"
              />
            </li>
          ))}
          <li className="pt-2">
            <NavLink
              entry={BOOK_ENTRY}
              onChoose={choose(BOOK_ENTRY.key)}
              className="btn-primary w-full"
            />
          </li>
        </ul>
      </nav>
    </div>
  );
}
