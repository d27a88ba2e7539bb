import { About, Benefits, DemoSection, Faq, Hero, Targets, Technologies } from './sections';

/** The landing page: its sections in spec order. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <About />
      <Benefits />
      <Targets />
      <Technologies />
      <DemoSection />
      <Faq />
    </>
  );
}
