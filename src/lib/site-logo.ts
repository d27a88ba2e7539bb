import { config } from '@/config/config';

/**
 * The square logo for search engines (`public/logo.png`, made from the brand mark by
 * `src/build/brand-icons.ts`): Google wants at least 112×112 px for an Organization's logo.
 */
export const siteLogo = { path: '/logo.png', width: 512, height: 512 } as const;

/** The site's logo as schema.org's `ImageObject` (Organization and publisher logos). */
export const siteLogoObject = () => ({
  '@type': 'ImageObject',
  url: `${config.siteUrl}${siteLogo.path}`,
  width: siteLogo.width,
  height: siteLogo.height,
});
