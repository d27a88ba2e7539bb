import { Link } from '@tanstack/react-router';
import { app } from '@/content/de/app';
import { brand } from '@/content/de/brand';
import { island } from '@/start-up/island';
import { Logo } from '@/components/logo';
import { BOOK_ENTRY, NAV_ENTRIES } from '@/components/nav-entries';
import { NavLink } from '@/components/nav-link';

// Code-split: only phones show it. Its code (with xstate's) loads at the visitor's first
// event on it, not because it is in view (docs/start-up.md).
const MobileMenu = island(
  () => import('@/features/mobile-menu/mobile-menu.section'),
  (m) => m.MobileMenu,
  'deferred',
  { near: false },
);

/** The sticky site header: brand, section and route links, the call to action, the mobile menu. */
export function Header() {
  return (
    // data-critical: above the fold on every page (see src/build/prerender.ts).
    <header
      data-critical
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label={brand.homeLink} className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={app.nav.label} className="hidden items-center gap-1 md:flex">
          {NAV_ENTRIES.map((entry) => (
            <NavLink
              key={entry.key}
              entry={entry}
              className="rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:bg-slate-100 hover:text-ink"
            />
          ))}
          <NavLink entry={BOOK_ENTRY} className="btn-primary ml-2" />
        </nav>
        <MobileMenu className="md:hidden" />
      </div>
    </header>
  );
}
