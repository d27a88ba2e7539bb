import { Children, createElement, type ReactNode } from 'react';

interface LandingSectionProps {
  /** The anchor section links go to; the heading's id is `<id>-title`. */
  id: string;
  /** The heading, which names the section for screen readers. */
  title: string;
  /** A lead paragraph below the heading. */
  intro?: string;
  /**
   * `band`: a full-width tinted band with the page's column inside (`column` adds classes to
   * that column); `plain`: the page's column itself, on the page's white.
   */
  look: 'band' | 'plain';
  column?: string;
  children: ReactNode;
}

/**
 * A landing page section with its heading and intro: one markup for every text section. The
 * heading, the intro and the children stand side by side as one flat list, as each section wrote
 * them before: React derives the ids it generates (the FAQ accordion's) from that list's shape,
 * so the prerendered HTML stays the same.
 */
export function LandingSection({ id, title, intro, look, column, children }: LandingSectionProps) {
  const heading = (
    <h2 id={`${id}-title`} className="section-title">
      {title}
    </h2>
  );
  const content = [
    heading,
    ...(intro ? [<p className="section-intro">{intro}</p>] : []),
    ...Children.toArray(children),
  ];
  const labelled = { id, 'aria-labelledby': `${id}-title` };
  if (look === 'plain')
    return createElement('section', { ...labelled, className: 'container-page py-20' }, ...content);
  return (
    <section {...labelled} className="bg-slate-50 py-20">
      {createElement(
        'div',
        { className: column ? `container-page ${column}` : 'container-page' },
        ...content,
      )}
    </section>
  );
}
