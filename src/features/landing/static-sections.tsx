import { landing } from '@/content/de/landing';
import { CARD_ICONS } from './icons';
import { LandingSection, Section, SectionTitle } from './landing-section';

const { about, benefits, targets } = landing;

function About() {
  return (
    <Section id="about" look="plain">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionTitle id="about">{about.title}</SectionTitle>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {about.facts.map((fact) => (
            <div
              key={fact.label}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <dt className="text-sm text-ink-soft">{fact.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

function Cards({ items }: { items: readonly { icon: string; title: string; text: string }[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => {
        const Icon = CARD_ICONS[item.icon];
        return (
          <li
            key={item.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            {Icon ? (
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
            ) : null}
            <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 text-ink-soft">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

function Benefits() {
  return (
    <LandingSection id="benefits" title={benefits.title} intro={benefits.intro} look="band">
      <Cards items={benefits.items} />
    </LandingSection>
  );
}

function Targets() {
  return (
    <LandingSection id="targets" title={targets.title} intro={targets.intro} look="plain">
      <Cards items={targets.items} />
    </LandingSection>
  );
}

/** "Was ist", the six benefits and the six target groups: text only, nothing to interact with. */
export function StaticSections() {
  return (
    <>
      <About />
      <Benefits />
      <Targets />
    </>
  );
}
