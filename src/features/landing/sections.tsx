import { ArrowDown } from 'lucide-react';
import { island } from '@/start-up/island';
import { prefetchSectionNav, useGoToSection } from '@/components/section-nav';
import { brand } from '@/content/de/brand';
import { landing } from '@/content/de/landing';
import { useVoiceWidget } from '@/features/call/surfaces/widget/voice-widget';
import { LandingSection, Section, SectionTitle } from './landing-section';

// Code-split out of the first bundle; each loads when it comes within a screen of the
// viewport or at the visitor's first event inside it (docs/start-up.md).
const LogoStripIsland = island(
  () => import('@/features/logo-strip/logo-strip.section'),
  (m) => m.LogoStrip,
  'deferred',
);
const DemoFormIsland = island(
  () => import('@/features/demo-form/demo-form.section'),
  (m) => m.DemoForm,
  'deferred',
);
const FaqIsland = island(
  () => import('@/features/faq/faq.section'),
  (m) => m.Faq,
  'deferred',
);

const { hero, technologies, demo, faq } = landing;

// Text only: they keep their prerendered HTML and never need their code on a page load;
// after client navigation they load at once.
export const StaticSectionsIsland = island(
  () => import('./static-sections'),
  (m) => m.StaticSections,
  'static',
);

export function Hero() {
  const goToSection = useGoToSection();
  const widget = useVoiceWidget();
  return (
    // The first screen: its styles are inlined into the HTML (data-beasties-container) and it
    // fills the viewport, so nothing styled later is visible before the stylesheet arrives.
    <section
      data-beasties-container
      className="relative flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="container-page py-20 text-center sm:py-28">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
          {brand.tagline}
        </p>
        <h1 className="mx-auto mt-6 max-w-4xl text-[1.875rem] font-extrabold tracking-tight text-ink min-[22.5rem]:text-4xl sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-xl text-ink-soft">{hero.lead}</p>
        <p className="mx-auto mt-2 max-w-2xl text-base text-ink-soft">{hero.audience}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {/* The widget's dialog opens and the call starts in this press; its code loads on a
              lasting hover or focus, or with the press (docs/start-up.md: tapped before the app
              listens, the dialog's frame shows at once). */}
          <button
            type="button"
            className="btn-primary px-6 py-3 text-base"
            data-early="demo"
            onClick={(event) => widget.press(event.currentTarget, true)}
            onPointerEnter={widget.reachSoon}
            onPointerLeave={widget.forget}
            onFocus={widget.reachSoon}
            onBlur={widget.forget}
          >
            {hero.liveDemo}
          </button>
          <button
            type="button"
            className="btn-secondary px-6 py-3 text-base"
            onClick={() => goToSection('about')}
            onPointerEnter={prefetchSectionNav}
            onFocus={prefetchSectionNav}
          >
            {hero.more}
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </section>
  );
}

export function Technologies() {
  return (
    <LandingSection
      id="technologies"
      title={technologies.title}
      intro={technologies.intro}
      look="band"
    >
      <LogoStripIsland className="mt-10" />
      <p className="mt-8 text-center text-ink-soft">{technologies.note}</p>
    </LandingSection>
  );
}

export function DemoSection() {
  return (
    <Section id="demo" look="plain">
      <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-10">
        <SectionTitle id="demo">{demo.title}</SectionTitle>
        <p className="mt-4 text-lg text-ink-soft">{demo.subtitle}</p>
        <DemoFormIsland className="mt-8" />
      </div>
    </Section>
  );
}

export function Faq() {
  return (
    <LandingSection id="faq" title={faq.title} look="band" column="max-w-3xl">
      <FaqIsland className="mt-10" />
    </LandingSection>
  );
}
