import { pageHead } from '@/app/head';
import { config } from '@/config/config';
import { app } from '@/content/de/app';
import { brand } from '@/content/de/brand';
import { landing } from '@/content/de/landing';

/** Title, description and structured data of `/`: Organization and FAQPage. */
export function landingHead() {
  return pageHead({
    title: app.meta.homeTitle,
    description: app.meta.homeDescription,
    path: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: brand.name,
        url: config.siteUrl,
        logo: `${config.siteUrl}/favicon.svg`,
        email: config.contactEmail,
        areaServed: ['CH', 'DE', 'AT'],
        description: app.meta.homeDescription,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: landing.faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/\n/g, ' ') },
        })),
      },
    ],
  });
}
