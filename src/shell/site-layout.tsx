import type { ReactNode } from 'react';
import { app } from '@/content/de/app';
import { VoiceWidget, VoiceWidgetProvider } from '@/features/call/surfaces/widget/voice-widget';
import { Header } from './header';
import { island } from '@/start-up/island';

// Links and text only: the prerendered footer needs no code on a page load (its links work
// as plain links); after client navigation it loads at once.
const Footer = island(
  () => import('./footer'),
  (m) => m.Footer,
  'static',
);

/**
 * The public pages' frame: skip link, sticky header, main content, footer. The floating voice
 * widget is mounted after the footer.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    // The widget's dialog state is the page's: the hero's 'Live-Demo starten' opens it too.
    <VoiceWidgetProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          data-critical
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {app.skipLink}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
        <VoiceWidget />
      </div>
    </VoiceWidgetProvider>
  );
}
