import { pageHead } from '@/app/head';
import { siteLogoObject } from '@/app/site-logo';
import { config } from '@/config/config';
import { app } from '@/content/de/app';
import { brand } from '@/content/de/brand';
import { faq } from '@/content/de/faq';

/**
 * Title, description and structured data of `/`: WebSite (the site's name for search results),
 * Organization (with its square logo) and FAQPage. The structured data
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
    {
      '@type': 'FAQPage',
      mainEntity: faq.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/\n/g, ' ') },
      })),
    },
  ];
  return [{ '@context': 'https://schema.org', '@graph': graph }];
}
