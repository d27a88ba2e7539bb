import { pageHead } from '@/lib/head';
import { siteLogoObject } from '@/lib/site-logo';
import { config } from '@/config/config';
import { app } from '@/content/de/app';
import { brand } from '@/content/de/brand';

/**
 * Title, description and structured data of `/`: WebSite (the site's name for search results)
 * and Organization (with its square logo). No FAQPage: Google shows FAQ rich results only for
 * well-known government and health sites since August 2023, and the markup cost 0.6 KB of the
 * first round trip (decision 0036). The structured data
 * is built when prerendering only (`import.meta.env.SSR`): it is for crawlers, which read the
 * prerendered page, and it keeps the FAQ's text out of the browser's first bundle.
 */
export function landingHead() {
  return pageHead({
    title: app.meta.homeTitle,
    description: app.meta.homeDescription,
    path: '/',
    jsonLd: import.meta.env.SSR ? structuredData() : [],
  });
}

/**
 * One `@graph` in one script (not three): the same data in fewer bytes of the first round trip
 * (`/`'s HTML and critical CSS stay within 14 KB, e2e/budgets.spec.ts).
 */
function structuredData() {
  const graph = [
    {
      '@type': 'WebSite',
      name: brand.name,
      url: `${config.siteUrl}/`,
      inLanguage: 'de-CH',
    },
    {
      '@type': 'Organization',
      name: brand.name,
      url: `${config.siteUrl}/`,
      logo: siteLogoObject(),
      email: config.contactEmail,
      areaServed: ['CH', 'DE', 'AT'],
      description: app.meta.homeDescription,
    },
  ];
  return [{ '@context': 'https://schema.org', '@graph': graph }];
}
