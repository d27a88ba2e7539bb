/** The product's one brand name, used everywhere the spec says "the product's name". */
export const BRAND = 'Helvox';

export const brand = {
  name: BRAND,
  logoAlt: `${BRAND} Logo`,
  homeLink: `${BRAND} – zur Startseite`,
  tagline: 'KI-Sprachassistenten aus der Schweiz',
} as const;
