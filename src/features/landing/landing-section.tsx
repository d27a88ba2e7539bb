import { Children, createElement, type ReactNode } from 'react';

/**
 * `band`: a full-width tinted band (the page's column goes inside it); `plain`: the page's column
 * itself, on the page's white.
 */
type Look = 'band' | 'plain';

interface SectionProps {
  /** The anchor section links go to; the heading's id is `<id>-title`. */
  id: string;
  look: Look;
  children?: ReactNode;
}

/**
 * The element of every landing section: its anchor, named for screen readers by its heading
 * (`SectionTitle` with the same id). Its children stay separate arguments, as each section wrote
 * them: React derives the ids it generates (the FAQ accordion's, the form's) from their shape, so
 * the prerendered HTML stays the same.
 */
export function Section({ id, look, children }: SectionProps) {
  return createElement(
    'section',
    {
      id,
      'aria-labelledby': `${id}-title`,
      className: look === 'band' ? 'bg-slate-50 py-20' : 'container-page py-20',
    },
    ...Children.toArray(children),
  );
}

/** A landing section's heading, which names the section `id`. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={`${id}-title`} className="section-title">
      {children}
    </h2>
  );
}

interface LandingSectionProps extends SectionProps {
  /** The heading. */
  title: string;
  /** A lead paragraph below the heading. */
  intro?: string;
  /** Classes added to the page's column inside a `band`. */
  column?: string;
  children: ReactNode;
}

/**
 * A text section whose heading and intro come first: the heading, the intro and the children
 * stand side by side as one flat list, in the page's column.
 */
export function LandingSection({ id, title, intro, look, column, children }: LandingSectionProps) {
  const content = [
    <SectionTitle id={id}>{title}</SectionTitle>,
    ...(intro ? [<p className="section-intro">{intro}</p>] : []),
    ...Children.toArray(children),
  ];
  if (look === 'plain') return createElement(Section, { id, look }, ...content);
  return (
    <Section id={id} look={look}>
      {createElement(
        'div',
        { className: column ? `container-page ${column}` : 'container-page' },
        ...content,
      )}
    </Section>
  );
}
