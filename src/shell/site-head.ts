import { config } from '@/config/config';
import { brand } from '@/content/de/brand';
import { siteMeta } from '@/content/de/site-meta';
import { headToHtml, type HeadTag } from '@/lib/head';

/** The share picture of every page (`public/og-image.jpg`). */
export const shareImage = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

/**
 * Open Graph and Twitter tags that are the same on every page: the site's name and locale, the
 * share picture with its size and description. Written once into every built page (and the
 * SPA shells) by the prerenderer, unmanaged: client navigation leaves them as they are.
 */
export function siteHeadTags(): HeadTag[] {
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  return [
    meta({ property: 'og:site_name', content: brand.name }),
    meta({ property: 'og:locale', content: 'de_CH' }),
    meta({ property: 'og:image', content: `${config.siteUrl}${shareImage.path}` }),
    meta({ property: 'og:image:width', content: String(shareImage.width) }),
    meta({ property: 'og:image:height', content: String(shareImage.height) }),
    meta({ property: 'og:image:alt', content: siteMeta.ogImageAlt }),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:image:alt', content: siteMeta.ogImageAlt }),
  ];
}

/** `siteHeadTags` as HTML for the prerenderer. */
export const siteHeadHtml = () => headToHtml(siteHeadTags(), { managed: false });
