import { BRAND } from './brand';

/**
 * Titles and descriptions of the blog pages. Kept apart from the rest of the blog copy: route
 * `head()`s are in the initial JavaScript, the views' texts load with the views.
 */
export const blogMeta = {
  /** The blog's name in structured data (as its heading). */
  blogName: 'Blog',
  listTitle: `Blog | ${BRAND}`,
  listDescription:
    'Praxisnahe Artikel über KI-Sprachassistenten, Terminbuchung, Telefonie und Automatisierung für Praxen, Studios, Agenturen und KMU in der Schweiz.',
  articleTitle: (title: string) => `${title} | ${BRAND} Blog`,
  /** Until the article is known (a direct link before the read answers). */
  articleFallbackTitle: `Artikel | ${BRAND} Blog`,
  articleFallbackDescription:
    'Ein Artikel aus dem Blog über KI-Sprachassistenten, Terminbuchung und Automatisierung für KMU in der Schweiz.',
} as const;
