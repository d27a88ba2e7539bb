import { BRAND } from './brand';

/**
 * What every page tells link previews besides its own title and description: written into the
 * built HTML only (src/shell/site-head.ts), never into the browser's JavaScript.
 */
export const siteMeta = {
  /** The share picture (`public/og-image.jpg`) in words, for `og:image:alt`. */
  ogImageAlt: `${BRAND}-Logo und der Text «KI-Sprachassistenten für moderne Unternehmen – 24/7 erreichbar – automatisiert, freundlich, professionell», darunter «Hosting in der Schweiz – DSGVO-konform».`,
} as const;
