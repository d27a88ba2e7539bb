import { pageHead } from '@/app/head';
import { config } from '@/config/config';
import { de } from '@/content/de';

/** Title, description and structured data of `/`: Organization and FAQPage. */
export function landingHead() {
  return pageHead({
    title: de.app.meta.homeTitle,
    description: de.app.meta.homeDescription,
    path: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: de.brand.name,
        url: config.siteUrl,
        logo: `${config.siteUrl}/favicon.svg`,
        email: config.contactEmail,
        areaServed: ['CH', 'DE', 'AT'],
        description: de.app.meta.homeDescription,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: de.landing.faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/\n/g, ' ') },
        })),
      },
    ],
  });
}
