import { DemoSection, Faq, Hero, StaticSectionsIsland, Technologies } from './sections';

/** The landing page: its sections in spec order. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <StaticSectionsIsland />
      <Technologies />
      <DemoSection />
      <Faq />
    </>
  );
}
