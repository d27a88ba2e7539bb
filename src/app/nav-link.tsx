import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { NavEntry } from './nav-entries';
import { useGoToSection } from './section-nav';

interface NavLinkProps {
  entry: NavEntry;
  className?: string;
  children?: ReactNode;
  /** Called after the visitor chose the entry (the mobile menu closes itself here). */
  onChoose?: () => void;
}

/**
 * One header entry: a route link, or a link to a landing-page section that scrolls there
 * (it is a real `/#section` link, so it also works without JavaScript and in a new tab).
 */
export function NavLink({ entry, className, children, onChoose }: NavLinkProps) {
  const goToSection = useGoToSection();
  const label = children ?? entry.label;
  if (entry.kind === 'route') {
    return (
      <Link to={entry.to} className={className} onClick={onChoose}>
        {label}
      </Link>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onChoose?.();
    void goToSection(entry.section);
  };
  return (
    // data-section: tapped before the app listens, the page's inline script replaces the history
    // entry too (src/build/deferred-entry.ts).
    <a href={`/#${entry.section}`} data-section="" className={className} onClick={onClick}>
      {label}
    </a>
  );
}
