import { useEffect } from 'react';
import { useArrivalAtSection } from '@/components/section-nav';
import { DemoSection, Faq, Hero, StaticSectionsIsland, Technologies } from './sections';

/** The landing page: its sections, top to bottom. */
export function LandingPage() {
  const arrive = useArrivalAtSection();
  // Opened at `/#section` (a reload, a shared link, a section link tapped before the app woke):
  // the browser went there; the section is kept in view while the page settles (decision 0018).
  useEffect(() => {
    arrive();
    // The same on a hash change (an in-page link, an edited address).
    window.addEventListener('hashchange', arrive);
    return () => window.removeEventListener('hashchange', arrive);
  }, [arrive]);
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
