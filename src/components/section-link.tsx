import type { MouseEvent, ReactNode } from 'react';
import {
  prefetchSectionNav,
  useGoToSection,
  type SectionId,
  type SectionLinkOptions,
} from './section-nav';

interface SectionLinkProps extends SectionLinkOptions {
  section: SectionId;
  className?: string;
  children: ReactNode;
  /** Called after the visitor chose the link (the mobile menu closes itself here). */
  onChoose?: () => void;
}

/**
 * A link to a landing-page section (header, menu, calls to action, the recap's demo request).
 * It is a real `/#section` link, so it also works without JavaScript and in a new tab; a plain
 * click goes there through the app's section navigation (decision 0018).
 */
export function SectionLink({
  section,
  className,
  children,
  onChoose,
  ...options
}: SectionLinkProps) {
  const goToSection = useGoToSection();
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
    goToSection(section, options);
  };
  return (
    // data-section: tapped before the app listens, the page's inline script replaces the history
    // entry too (src/build/deferred-entry.ts).
    <a
      href={`/#${section}`}
      data-section=""
      className={className}
      onClick={onClick}
      onPointerEnter={prefetchSectionNav}
      onFocus={prefetchSectionNav}
    >
      {children}
    </a>
  );
}
