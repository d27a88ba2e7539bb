import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NavEntry } from './nav-entries';
import { SectionLink } from './section-link';

interface NavLinkProps {
  entry: NavEntry;
  className?: string;
  children?: ReactNode;
  /** Called after the visitor chose the entry (the mobile menu closes itself here). */
  onChoose?: () => void;
}

/**
 * One header entry: a route link, or a link to a landing-page section that scrolls there
 * (from another route it replaces the history entry instead of adding one).
 */
export function NavLink({ entry, className, children, onChoose }: NavLinkProps) {
  const label = children ?? entry.label;
  if (entry.kind === 'route') {
    return (
      <Link to={entry.to} className={className} onClick={onChoose}>
        {label}
      </Link>
    );
  }
  return (
    <SectionLink section={entry.section} className={className} onChoose={onChoose}>
      {label}
    </SectionLink>
  );
}
