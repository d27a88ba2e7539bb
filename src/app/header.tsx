import { Link, useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { de } from '@/content/de';
import { MobileMenuView } from '@/features/mobile-menu/mobile-menu.view';
import { mobileMenuMachine } from '@machines/mobile-menu/mobile-menu.machine';
import { inspect } from './inspector';
import { Logo } from './logo';
import { BOOK_ENTRY, NAV_ENTRIES } from './nav-entries';
import { NavLink } from './nav-link';

/** The sticky site header: brand, section and route links, the call to action, the mobile menu. */
export function Header() {
  const menu = useActorRef(mobileMenuMachine, { inspect });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    menu.send({ type: 'menu.close' });
  }, [pathname, menu]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label={de.brand.homeLink} className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={de.app.nav.label} className="hidden items-center gap-1 md:flex">
          {NAV_ENTRIES.map((entry) => (
            <NavLink
              key={entry.key}
              entry={entry}
              className="rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:bg-slate-100 hover:text-ink"
            />
          ))}
          <NavLink entry={BOOK_ENTRY} className="btn-primary ml-2" />
        </nav>
        <MobileMenuView actorRef={menu} />
      </div>
    </header>
  );
}
