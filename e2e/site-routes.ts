import { blogSeedPosts } from '../supabase/data/blog-posts';

const article = blogSeedPosts.find((post) => post.published)!;

/**
 * Every route of the site as a visitor can open it, with a missing article and an unknown path
 * (the 404 page, answered with status 404): what the accessibility and layout guards walk.
 */
export const SITE_ROUTES = [
  '/',
  '/blog',
  `/blog/${article.slug}`,
  '/blog/gibt-es-nicht',
  '/agents',
  '/clara-agent',
  '/jonas-agent',
  '/mia-agent',
  '/luca-agent',
  '/vapi-agent',
  '/einrichten',
  '/full',
  '/maintenance',
  '/kein-pfad',
] as const;

/** The unknown path among them (its one console error, the 404, is allowed). */
export const UNKNOWN_PATH = '/kein-pfad';
