import { blogSeedPosts, HOSTILE_SLUG } from '../supabase/data/blog-posts';

const published = blogSeedPosts
  .filter((post) => post.published)
  .sort((a, b) => b.date.localeCompare(a.date));
const article = published.find((post) => post.slug !== HOSTILE_SLUG)!;

/** The unknown path among them: the 404 page, answered with status 404. */
export const UNKNOWN_PATH = '/gibt-es-nicht';

/**
 * Every route of the site as a visitor can open it, with a missing article and an unknown path,
 * each with a text it shows once awake (the spec's words, or the seed's): what the accessibility
 * and layout guards walk (`a11y.demo`) and the engines open (`engines/routes.ts`).
 */
export const SITE_ROUTES = [
  { path: '/', text: 'KI-Sprachassistenten für moderne Unternehmen' },
  { path: '/blog', text: published[0]!.title },
  { path: `/blog/${article.slug}`, text: article.title },
  { path: '/blog/gibt-es-nicht', text: 'Artikel nicht gefunden' },
  {
    path: '/agents',
    text: 'Demo-Version: Termine und Buchungen werden nur simuliert, es werden keine echten Termine vergeben.',
  },
  { path: '/clara-agent', text: 'Sprechen Sie mit Clara' },
  { path: '/jonas-agent', text: 'Sprechen Sie mit Jonas' },
  { path: '/mia-agent', text: 'Sprechen Sie mit Mia' },
  { path: '/luca-agent', text: 'Sprechen Sie mit Luca' },
  { path: '/vapi-agent', text: 'Sprechen Sie mit Helvox Assistent' },
  { path: '/einrichten', text: 'So schalten Sie es ein' },
  { path: '/full', text: 'Sprechen Sie jetzt mit unserem KI-Sprachassistenten' },
  {
    path: '/maintenance',
    text: 'Wir bauen gerade etwas Besonderes – bald bist du Teil davon. Danke für deine Geduld!',
  },
  { path: UNKNOWN_PATH, text: 'Oops! Page not found' },
] as const;
