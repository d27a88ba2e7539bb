import { app } from '@/content/de/app';
import type { SectionId } from './section-nav';

export type NavEntry =
  | { kind: 'section'; key: string; section: SectionId; label: string }
  | { kind: 'route'; key: string; to: '/' | '/blog' | '/agents'; label: string };

/** The header's entries, shared by the desktop bar and the mobile menu, in order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'section', key: 'about', section: 'about', label: app.nav.about },
  { kind: 'section', key: 'benefits', section: 'benefits', label: app.nav.benefits },
  { kind: 'section', key: 'targets', section: 'targets', label: app.nav.targets },
  { kind: 'route', key: 'blog', to: '/blog', label: app.nav.blog },
  { kind: 'route', key: 'agents', to: '/agents', label: app.nav.agents },
];

/** The call to action at the end of the header. */
export const BOOK_ENTRY: NavEntry = {
  kind: 'section',
  key: 'book',
  section: 'demo',
  label: app.nav.book,
};
